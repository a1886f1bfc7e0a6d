export function processEnv(): Record<string, string | undefined>;
