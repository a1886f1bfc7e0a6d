import 'server-only';
import { resolveSafetyPage } from '@/lib/defaults/safety-page';
import { pagePath } from '@/lib/routing/page-path';
import { eventsCoveredBy } from '@/lib/programme/block-filter';
import { eventPath } from '@/lib/routing/event-path';
import {
  getOfflinePages,
  getProgrammeEvents,
  getSafetyPage,
  getSiteSettings,
  HOME_SLUG,
} from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { SAFETY_PAGE_PATH, type OfflineList } from './paths';

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
async function eventPagesOf(pages: OfflinePages): Promise<string[]> {
  const blocks = pages.flatMap((page) => page.programmes ?? []);
  if (blocks.length === 0) return [];
  const events = await getProgrammeEvents();
  const slugs = new Set(
    blocks.flatMap((block) => eventsCoveredBy(block, events).map((event) => event.slug)),
  );
  return [...slugs].map(eventPath);
}

/**
 * What a phone keeps after one visit: the home page, the safety page and its two PDFs, every
 * page editors marked offline-ready, and the event pages their programmes link to. Read from
 * content, so publishing changes it.
 */
export async function offlineList(): Promise<OfflineList> {
  const [pages, safety, settings] = await Promise.all([
    getOfflinePages(),
    getSafetyPage(),
    getSiteSettings(),
  ]);
  const events = await eventPagesOf(pages);
  const safetyPage = resolveSafetyPage(safety);
  const home = {
    title: `Forsiden (${resolveSiteSettings(settings).brandTitle})`,
    path: pagePath(HOME_SLUG),
  };
  const safetyEntry = { title: `Sikkerhet: ${safetyPage.heading}`, path: SAFETY_PAGE_PATH };
  const marked = pages
    .map((page) => ({ title: page.title || page.slug, path: pagePath(page.slug) }))
    .filter((page) => page.path !== home.path);
  const files = [safetyPage.riskAnalysisPdfUrl, safetyPage.safetyPlanPdfUrl]
    .map(sameOriginPath)
    .filter((path): path is string => path !== null);
  return { pages: [home, safetyEntry, ...marked], files, events };
}
