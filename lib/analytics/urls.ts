import type { AnalyticsConfig, AnalyticsProvider } from '@/lib/env/analytics';

/** Where the browser finds the collector through this site: /api/statistikk/<path at the collector>. */
export const ANALYTICS_PROXY_BASE = '/api/statistikk';

/** Each provider's event endpoint, relative to the collector's origin. */
export const EVENT_PATH: Record<AnalyticsProvider, string> = {
  plausible: '/api/event',
  umami: '/api/send',
};

/** The same-origin URLs the page uses: the script and the event endpoint. */
export function proxiedUrls(config: AnalyticsConfig) {
  return {
    script: `${ANALYTICS_PROXY_BASE}${config.scriptUrl.pathname}`,
    event: `${ANALYTICS_PROXY_BASE}${EVENT_PATH[config.provider]}`,
  };
}
