'use client';

import { useEffect } from 'react';
import type { AnalyticsProvider } from '@/lib/env/analytics';
import { analyticsEventFor, type AnalyticsEventName } from '@/lib/analytics/events';

type PlausibleFunction = ((name: string, options?: { props?: Record<string, string> }) => void) & {
  q?: unknown[];
};
type Umami = { track: (name: string, data?: Record<string, string>) => void };
type StatisticsWindow = Window & { plausible?: PlausibleFunction; umami?: Umami };

/** Hands one counted action to the provider's script (queued by Plausible until it has loaded). */
export function sendAnalyticsEvent(
  provider: AnalyticsProvider,
  name: AnalyticsEventName,
  slug: string,
  target: StatisticsWindow = window,
) {
  if (provider === 'plausible') {
    // Plausible's documented queue: calls made before its script runs are kept and sent after.
    const plausible: PlausibleFunction =
      target.plausible ??
      (target.plausible = Object.assign(
        (...args: unknown[]) => {
          (plausible.q ??= []).push(args);
        },
        { q: [] as unknown[] },
      ));
    plausible(name, { props: { slug } });
  } else {
    target.umami?.track(name, { slug });
  }
}

/**
 * The one listener behind the site's statistics events. Capturing on the document, it reads the
 * clicked element's data attributes before the element's own handler runs (the star button drops
 * `data-analytics-event` once pressed, so removing a star is not counted as adding one).
 */
export function AnalyticsEvents({ provider }: { provider: AnalyticsProvider }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const counted = analyticsEventFor(event.target instanceof Element ? event.target : null);
      if (counted) sendAnalyticsEvent(provider, counted.name, counted.slug);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [provider]);
  return null;
}
