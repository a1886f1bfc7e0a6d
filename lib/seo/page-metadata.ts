import type { Metadata } from 'next';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { pageLanguagePaths } from '@/lib/routing/language-paths';
import { getPage } from '@/lib/pages/get-page';
import { getSiteSettings } from '@/lib/sanity';
import { siteUrl } from '@/lib/routing/site-url';
import { cleanStega } from '@/lib/sanity/stega';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** The not-found page's title in an edition; search engines are asked not to index it. */
export function notFoundMetadata(language: Language = DEFAULT_LANGUAGE): Metadata {
  return { title: dictionary(language).notFound.title, robots: { index: false } };
}

/** The Norwegian not-found page's metadata. */
export const NOT_FOUND_METADATA: Metadata = notFoundMetadata(DEFAULT_LANGUAGE);

export async function contentPageMetadata(
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage(slug, language), getSiteSettings(language)]);
  if (!page) return notFoundMetadata(language);
  // Meta tags never carry Visual Editing's invisible characters, not even in the preview.
  const clean = cleanStega(page);
  const paths = pageLanguagePaths(clean.slug, language, clean.translations);
  return buildPageMetadata(clean, cleanStega(settings), siteUrl(), language, paths);
}
