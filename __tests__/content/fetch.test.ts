import { cacheTags } from '@/lib/sanity/tags';
import { token, writeDataset, slug } from '../fixtures/content-fixture';

const cacheCalls: { keyParts: string[]; tags: string[] }[] = [];
let draftModeEnabled = false;

jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => {
    cacheCalls.push({ keyParts, tags: options.tags });
    return fn;
  },
}));
jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: draftModeEnabled }),
}));

describe('sanityFetch and the typed getters', () => {
  const pageSlug = token('side');
  const menuSlug = token('meny');
  const id = token('page');
  const file = writeDataset([
    { _id: id, _type: 'page', title: 'Publisert', slug: slug(pageSlug), menuSlug: slug(menuSlug) },
    { _id: `drafts.${id}`, _type: 'page', title: 'Utkast', slug: slug(pageSlug) },
  ]);

  beforeAll(() => {
    process.env.CONTENT_DATASET_FILE = file;
    delete process.env.SANITY_PROJECT_ID;
  });
  beforeEach(() => {
    cacheCalls.length = 0;
    draftModeEnabled = false;
  });

  it('caches published reads under the page tag', async () => {
    const { getPage } = await import('@/lib/pages/get-page');
    const page = await getPage(pageSlug);
    expect(page?.title).toBe('Publisert');
    expect(cacheCalls).toHaveLength(1);
    expect(cacheCalls[0].tags).toEqual([cacheTags.page(pageSlug)]);
  });

  it('tags menus, the page index, site settings and the safety page', async () => {
    const { getMenu, getPageIndex, getSiteSettings, getSafetyPage } = await import('@/lib/sanity/content');
    await getMenu(menuSlug);
    await getPageIndex();
    await getSiteSettings();
    await getSafetyPage();
    expect(cacheCalls.map((call) => call.tags)).toEqual([
      [cacheTags.menu(menuSlug)],
      [cacheTags.pageIndex],
      [cacheTags.siteSettings],
      [cacheTags.safetyPage],
    ]);
  });

  it('reads drafts uncached in draft mode', async () => {
    draftModeEnabled = true;
    const { sanityFetch } = await import('@/lib/sanity/fetch');
    const { pageBySlugQuery } = await import('@/lib/pages/page-query');
    const page = await sanityFetch<{ title: string }>({ query: pageBySlugQuery, params: { slug: pageSlug, language: 'nb' }, tags: [] });
    expect(page.title).toBe('Utkast');
    expect(cacheCalls).toHaveLength(0);
  });
});
