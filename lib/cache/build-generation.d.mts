export function buildGeneration(env?: Record<string, string | undefined>): string;
export function builtGeneration(distDir: string): string | undefined;
