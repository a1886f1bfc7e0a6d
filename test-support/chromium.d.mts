export const QUIET_FLAGS: string[];
export function fullChromiumPath(env?: Record<string, string | undefined>): string;
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
export const fullChromiumLaunchOptions: { executablePath: string; args: string[] };
