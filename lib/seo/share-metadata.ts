import type { Metadata } from 'next';
import { LOCALES, type Language } from '@/lib/i18n/languages';

/** The picture a shared link shows, as Open Graph takes it. */
export type OpenGraphImage = { url: string; alt: string; width?: number; height?: number };

/**
 * What every page's metadata shares, content page and event alike (./metadata.ts,
 * ./event-metadata.ts): title, description, canonical URL and hreflang alternates, the Open Graph
 * object and the Twitter card. `largeImage` earns the large card (a photo, not a logo).
 */
export function shareMetadata({
  title,
  description,
  url,
  languages,
  language,
  siteName,
  image,
  largeImage,
}: {
  title: string;
  description: string;
  url: string;
  /** From ./alternates.ts: undefined when the page has no other language version. */
  languages: Record<string, string> | undefined;
  language: Language;
  siteName: string;
  image: OpenGraphImage | null;
  largeImage: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: languages ? { canonical: url, languages } : { canonical: url },
    openGraph: {
      type: 'website',
      locale: LOCALES[language].replace('-', '_'),
      siteName,
      url,
      title,
      description,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: largeImage ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [{ url: image.url, alt: image.alt }] : undefined,
    },
  };
}
