#!/usr/bin/env node
// Bundles the staff CLI (scripts/contact.ts and the lib/contact it runs) into one plain
// JavaScript file for the runtime image, which has neither tsx nor the TypeScript sources:
//   node scripts/build-contact-cli.mjs [out-file]      (default .next/contact-cli.mjs)
// The Dockerfile copies it to /app/contact.mjs: `docker compose exec app node contact.mjs list`.
// Node's built-ins (node:sqlite) stay imports; everything else (zod, node-redis) is inside.
import path from 'node:path';
import { build } from 'esbuild';

const outfile = path.resolve(process.argv[2] ?? '.next/contact-cli.mjs');

await build({
  entryPoints: ['scripts/contact.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.13',
  // As `npm run contact` runs it (package.json): `server-only` resolves to its empty module.
  conditions: ['react-server'],
  tsconfig: 'tsconfig.json',
  // CommonJS dependencies inside an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`contact CLI bundled into ${path.relative(process.cwd(), outfile)}`);
