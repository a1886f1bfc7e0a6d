// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Fills process.env from `.env.local`, then `.env`, in `dir`, as Next.js does for the server:
 * a variable already set wins, and `.env.local` wins over `.env`. The CLIs call it so they
 * agree with the running site (the dataset file, the webhook secret).
 */
export function loadDotEnv(dir = process.cwd()) {
  for (const file of ['.env.local', '.env']) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    for (const [name, value] of Object.entries(parseEnv(readFileSync(full, 'utf8')))) {
      if (process.env[name] === undefined) process.env[name] = value;
    }
  }
}
