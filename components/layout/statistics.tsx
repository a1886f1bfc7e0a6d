import { readAnalyticsConfig, type AnalyticsConfig } from '@/lib/env/analytics';
import { ANALYTICS_PROXY_BASE, proxiedUrls } from '@/lib/analytics/urls';
import { logEvent } from '@/lib/log';
import { AnalyticsEvents } from './analytics-events';

function config(): AnalyticsConfig | null {
  try {
    return readAnalyticsConfig();
  } catch (error) {
    logEvent('analytics.misconfigured', { error: (error as Error).message }, 'error');
    return null;
  }
}

/**
 * The statistics script and the event listener, only when ANALYTICS_PROVIDER is set. Both load
 * from this site's origin (lib/analytics/proxy.ts), so the CSP needs no other host. Pages are
 * built ahead, so the tag follows the environment of the build (docs/operations.md).
 */
export function Statistics() {
  const settings = config();
  if (!settings) return null;
  const urls = proxiedUrls(settings);
  return (
    <>
      {settings.provider === 'plausible' ? (
        <script defer data-domain={settings.siteId} data-api={urls.event} src={urls.script} />
      ) : (
        <script
          defer
          data-website-id={settings.siteId}
          data-host-url={ANALYTICS_PROXY_BASE}
          data-do-not-track="true"
          src={urls.script}
        />
      )}
      <AnalyticsEvents provider={settings.provider} />
    </>
  );
}
