/** Fills process.env from .env.local, then .env; a variable already set wins. */
export function loadDotEnv(dir?: string): void;
