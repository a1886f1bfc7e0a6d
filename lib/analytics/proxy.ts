import 'server-only';
import { clientAddress, trustedProxyHops } from '@/lib/http/client-address';
import { readLimitedBody } from '@/lib/http/limited-body';
import { logEvent } from '@/lib/log';
import { readAnalyticsConfig, type AnalyticsConfig } from '@/lib/env/analytics';
import { EVENT_PATH } from './urls';
import { processEnv } from '@/lib/env/process-env.mjs';

const MAX_EVENT_BYTES = 8 * 1024;
const TIMEOUT_MS = 5_000;
const SCRIPT_MAX_AGE_S = 3600;

export type ProxyOptions = { env?: Record<string, string | undefined>; fetch?: typeof fetch };

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Cache-Control': 'no-store' } });

const notFound = () => plain(404, 'Not found');

/**
 * Serves the statistics script and forwards events to the collector, so the visitor's browser
 * only ever talks to this site. Only the two paths the provider needs pass; anything else is 404,
 * so the route is not an open proxy. Cookies and every other request header stay here: the
 * collector gets the event body, the browser's User-Agent and the client's address (which
 * Plausible and Umami hash with a daily salt to count unique visitors, and never store).
 * Statistics off: 404, whatever the build contains.
 */
export async function handleAnalyticsProxy(
  request: Request,
  path: string[],
  { env = processEnv(), fetch: fetchImpl = fetch }: ProxyOptions = {},
): Promise<Response> {
  let config: AnalyticsConfig | null;
  try {
    config = readAnalyticsConfig(env);
  } catch (error) {
    logEvent('analytics.misconfigured', { error: (error as Error).message }, 'error');
    return notFound();
  }
  if (!config) return notFound();
  const target = `/${path.join('/')}`;
  const upstreamOrigin = config.scriptUrl.origin;
  try {
    if (request.method === 'GET' && target === config.scriptUrl.pathname) {
      const upstream = await fetchImpl(config.scriptUrl, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: 'application/javascript, */*' },
      });
      if (!upstream.ok) return collectorFailed(`script answered ${upstream.status}`);
      return new Response(await upstream.text(), {
        status: 200,
        headers: {
          'Content-Type': 'application/javascript; charset=utf-8',
          'Cache-Control': `public, max-age=${SCRIPT_MAX_AGE_S}`,
        },
      });
    }
    if (request.method === 'POST' && target === EVENT_PATH[config.provider]) {
      // Counted while it is read: a body over the limit is refused before the rest arrives.
      const read = await readLimitedBody(request, MAX_EVENT_BYTES);
      if (read.kind === 'too-large') return plain(413, 'Payload too large');
      if (read.kind === 'not-utf8') return plain(400, 'Body is not UTF-8');
      const body = read.text;
      const headers: Record<string, string> = {
        'Content-Type': request.headers.get('content-type') ?? 'application/json',
        'X-Forwarded-For': clientAddress(request.headers, trustedProxyHops(env)),
      };
      const agent = request.headers.get('user-agent');
      if (agent) headers['User-Agent'] = agent;
      const upstream = await fetchImpl(`${upstreamOrigin}${target}`, {
        method: 'POST',
        body,
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return new Response(await upstream.text(), {
        status: upstream.status,
        headers: {
          'Content-Type': upstream.headers.get('content-type') ?? 'text/plain',
          'Cache-Control': 'no-store',
        },
      });
    }
  } catch (error) {
    return collectorFailed((error as Error).message);
  }
  return notFound();
}

function collectorFailed(reason: string) {
  logEvent('analytics.collector-unreachable', { error: reason }, 'warn');
  return new Response('Statistics collector unavailable', {
    status: 502,
    headers: { 'Cache-Control': 'no-store' },
  });
}
