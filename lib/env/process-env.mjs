// @ts-check
/**
 * The process's environment, as every settings reader in lib/env/ takes it by default. The one
 * place product code reads `process.env` (besides next.config.mjs, and the NEXT_PUBLIC_ values
 * lib/env/public.ts names literally so Next can inline them into browser code); a reader given
 * another record (a test's, the CLI's) reads that instead.
 *
 * Plain JavaScript: Next's cache handlers and next.config load lib/ modules outside TypeScript.
 *
 * @returns {Record<string, string | undefined>}
 */
export function processEnv() {
  return process.env;
}
