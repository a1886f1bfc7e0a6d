import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { processEnv } from '@/lib/env/process-env.mjs';

/** HEALTH_TOKEN, trimmed; undefined when unset (then only loopback may read the deep report). */
export function healthToken(
  env: Record<string, string | undefined> = processEnv(),
): string | undefined {
  const value = env.HEALTH_TOKEN?.trim();
  return value ? value : undefined;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request made on this host itself (an operator's curl, the container's own checks). A request
 * that names another forwarded client came through a proxy, and a proxy on the same host
 * (Varnish) connects from loopback too: it is not trusted as local. `next start` fills
 * X-Forwarded-For with the socket's own address when a client sent none, so that value alone
 * still means a direct request.
 */
function isDirectLoopback(headers: Headers): boolean {
  const peer = headers.get(SOCKET_ADDRESS_HEADER)?.trim() ?? '';
  if (!isIP(peer) || !LOOPBACK.test(peer)) return false;
  const forwardedFor = headers.get('x-forwarded-for');
  if (forwardedFor !== null && forwardedFor.trim() !== peer) return false;
  return !headers.has('forwarded') && !headers.has('via');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the deep health report (message counts, Redis errors, CDN problems): a request
 * carrying `Authorization: Bearer <HEALTH_TOKEN>`, or one made directly from loopback.
 */
export function mayReadDeepHealth(
  headers: Headers,
  env: Record<string, string | undefined> = processEnv(),
): boolean {
  const token = healthToken(env);
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization')?.trim() ?? '')?.[1];
  if (token && bearer && sameSecret(bearer.trim(), token)) return true;
  return isDirectLoopback(headers);
}
