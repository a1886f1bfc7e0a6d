export function isProductionBuild(env?: Record<string, string | undefined>): boolean;
export function distDir(env?: Record<string, string | undefined>): string;
export function buildRevision(env?: Record<string, string | undefined>): string | undefined;
