import 'server-only';
import { resolveSafetyPage } from '@/lib/defaults/safety-page';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { localizedEventPath, localizedPagePath, routePath } from '@/lib/routing/edition-paths';
import { eventsCoveredBy } from '@/lib/programme/block-filter';
import {
  getOfflinePages,
  getProgrammeEvents,
  getEditionSafetyPage,
  getSiteSettings,
  HOME_SLUG,
} from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import type { OfflineList } from './paths';

/**
 * Only files this site serves can be answered by its worker; a link elsewhere opens elsewhere.
 * Sanity's files already arrive as this site's /filer paths (lib/sanity/file-url.ts).
 */
function sameOriginPath(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}

type OfflinePages = Awaited<ReturnType<typeof getOfflinePages>>;

/**
 * The event pages an offline-ready page's programme blocks link to, so a phone at the gate can
 * open any of them without network. Read only when such a page exists.
 */
async function eventPagesOf(pages: OfflinePages, language: Language): Promise<string[]> {
  const blocks = pages.flatMap((page) => page.programmes ?? []);
  if (blocks.length === 0) return [];
  const events = await getProgrammeEvents();
  const slugs = new Set(
    blocks.flatMap((block) => eventsCoveredBy(block, events).map((event) => event.slug)),
  );
  return [...slugs].map((slug) => localizedEventPath(slug, language));
}

/**
 * What a phone keeps after one visit: the home page, the safety page and its two PDFs, every
 * page editors marked offline-ready, and the event pages their programmes link to. Read from
 * content, so publishing changes it.
 */
export async function offlineList(language: Language = DEFAULT_LANGUAGE): Promise<OfflineList> {
  const [pages, safety, settings] = await Promise.all([
    getOfflinePages(language),
    getEditionSafetyPage(language),
    getSiteSettings(language),
  ]);
  const text = dictionary(language).offline;
  const events = await eventPagesOf(pages, language);
  const safetyPage = resolveSafetyPage(safety, language);
  const home = {
    title: text.homeEntry(resolveSiteSettings(settings).brandTitle),
    path: localizedPagePath(HOME_SLUG, language),
  };
  const safetyEntry = {
    title: text.safetyEntry(safetyPage.heading),
    path: routePath('safety', language),
  };
  const marked = pages
    .map((page) => ({
      title: page.title || page.slug,
      path: localizedPagePath(page.slug, language),
    }))
    .filter((page) => page.path !== home.path);
  const files = [safetyPage.riskAnalysisPdfUrl, safetyPage.safetyPlanPdfUrl]
    .map(sameOriginPath)
    .filter((path): path is string => path !== null);
  return { pages: [home, safetyEntry, ...marked], files, events };
}
