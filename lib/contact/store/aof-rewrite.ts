import { redisCommand, type RedisClient } from '@/lib/redis/client';

const POLL_MS = 100;
const DEFAULT_TIMEOUT_MS = 120_000;

/** `INFO persistence` as fields. */
async function persistenceInfo(client: RedisClient): Promise<Record<string, string>> {
  const text = await redisCommand<string>(client, ['INFO', 'persistence']);
  return Object.fromEntries(
    text
      .split(/\r?\n/)
      .filter((line) => line.includes(':') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

/**
 * Rewrites the queue Redis's append-only file and waits until the rewrite has finished, so that
 * data deleted before the call (an erasure request) is no longer in any file Redis keeps: the
 * rewrite writes the current data set to a new base file and Redis deletes the old base and
 * increment files. Does nothing when the AOF is off. Throws when Redis refuses (a managed Redis
 * may forbid BGREWRITEAOF), the rewrite fails, or it takes longer than `timeoutMs`.
 */
export async function rewriteAppendOnlyFile(
  client: RedisClient,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<'rewritten' | 'no-aof'> {
  const before = await persistenceInfo(client);
  if (before.aof_enabled !== '1') return 'no-aof';
  const startedAt = Date.now();
  // One already under way began before the delete: wait for it, then start ours.
  let info = before;
  while (info.aof_rewrite_in_progress === '1') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    info = await persistenceInfo(client);
    if (Date.now() - startedAt > timeoutMs) break;
  }
  await redisCommand(client, ['BGREWRITEAOF']);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    info = await persistenceInfo(client);
    const busy = info.aof_rewrite_in_progress === '1' || info.aof_rewrite_scheduled === '1';
    if (!busy) break;
    if (Date.now() - startedAt > timeoutMs)
      throw new Error(`The Redis AOF rewrite did not finish within ${timeoutMs} ms.`);
  }
  if (info.aof_last_bgrewrite_status !== 'ok')
    throw new Error(
      `The Redis AOF rewrite failed (aof_last_bgrewrite_status ${info.aof_last_bgrewrite_status}).`,
    );
  return 'rewritten';
}
