#!/usr/bin/env node
// npm run cache:prune [-- --keep <build id>]: removes every other build's keys from the cache
// Redis (REDIS_URL, REDIS_KEY_PREFIX) now, instead of after the grace period a new build gives
// them on start. The build kept is the one in NEXT_DIST_DIR (default .next) unless --keep says.
import { createClient } from 'redis';
import { builtGeneration } from '../lib/cache/build-generation.mjs';
import { retireOtherBuilds } from '../lib/cache/prune-builds.mjs';

const args = process.argv.slice(2);
const keepIndex = args.indexOf('--keep');
const keep =
  keepIndex >= 0 ? args[keepIndex + 1] : builtGeneration(process.env.NEXT_DIST_DIR || '.next');
const url = process.env.REDIS_URL?.trim();
if (!url) {
  console.error('cache:prune needs REDIS_URL (the cache Redis).');
  process.exit(2);
}
if (!keep) {
  console.error(
    'cache:prune: no build found in NEXT_DIST_DIR or .next; name the one to keep with --keep <build id>.',
  );
  process.exit(2);
}
const prefix = process.env.REDIS_KEY_PREFIX?.trim() || 'matfestival';
const client = createClient({ url });
client.on('error', () => {});
try {
  await client.connect();
  const removed = await retireOtherBuilds(client, { prefix, currentBuild: keep, mode: 'delete' });
  console.log(`cache:prune: removed ${removed} keys of builds other than ${keep} under ${prefix}:`);
} catch (error) {
  console.error(`cache:prune failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  client.destroy();
}
