/**
 * Visitor statistics, off unless ANALYTICS_PROVIDER is set. Plausible and Umami both count
 * without cookies and without storing IP addresses; the site serves their script and takes their
 * events through its own origin (./proxy), so the visitor's browser never contacts their host.
 */
export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export type AnalyticsConfig = {
  provider: AnalyticsProvider;
  /** The collector's script, e.g. https://stats.example.no/js/script.js (Plausible) or /script.js (Umami). */
  scriptUrl: URL;
  /** Plausible: the site's domain as registered there; Umami: the website id (a UUID). */
  siteId: string;
};

export const PROVIDER_NAMES: Record<AnalyticsProvider, string> = {
  plausible: 'Plausible',
  umami: 'Umami',
};

/** Reads ANALYTICS_PROVIDER, ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID; null when statistics are off. */
export function readAnalyticsConfig(
  env: Record<string, string | undefined> = process.env,
): AnalyticsConfig | null {
  const provider = env.ANALYTICS_PROVIDER?.trim().toLowerCase() ?? '';
  if (provider === '' || provider === 'off') return null;
  if (!(ANALYTICS_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(
      `Invalid ANALYTICS_PROVIDER "${env.ANALYTICS_PROVIDER}": use plausible, umami or leave it empty (statistics off).`,
    );
  const rawUrl = env.ANALYTICS_SCRIPT_URL?.trim() ?? '';
  let scriptUrl: URL;
  try {
    scriptUrl = new URL(rawUrl);
  } catch {
    throw new Error(
      `ANALYTICS_SCRIPT_URL must be the collector's script URL (https://…) when ANALYTICS_PROVIDER is set; got "${rawUrl}".`,
    );
  }
  if (scriptUrl.protocol !== 'https:' && scriptUrl.protocol !== 'http:')
    throw new Error(`ANALYTICS_SCRIPT_URL must be an http(s) URL; got "${rawUrl}".`);
  const siteId = env.ANALYTICS_SITE_ID?.trim() ?? '';
  if (siteId === '')
    throw new Error(
      'ANALYTICS_SITE_ID is missing: the site domain registered in Plausible, or the Umami website id.',
    );
  return { provider: provider as AnalyticsProvider, scriptUrl, siteId };
}
