export function buildGeneration(env?: NodeJS.ProcessEnv): string;
export function builtGeneration(distDir: string): string | undefined;
