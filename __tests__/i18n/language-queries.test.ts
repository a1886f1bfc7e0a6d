import { pageBySlugQuery } from '@/lib/pages/page-query';
import { queryLocalDataset } from '@/lib/sanity/local-dataset';
import {
  accessibilityStatementQuery,
  menuBySlugQuery,
  offlinePagesQuery,
  pageIndexQuery,
  privacyPageQuery,
  safetyPageQuery,
  siteSettingsQuery,
} from '@/lib/sanity/queries';
import type { NavigationMenu, Page, PageIndexEntry } from '@/lib/sanity/types';
import { slug, token, writeDataset, type Doc } from '../fixtures/content-fixture';

// The content model of docs/i18n.md, queried through the very GROQ the site uses (groq-js).
function buildSite() {
  const nbSlug = token('side');
  const enSlug = token('page');
  const shared = token('felles');
  const nbPage: Doc = { _id: token('nb'), _type: 'page', title: 'Norsk side', slug: slug(nbSlug) };
  // Content made before the English edition has no `language`: it is Norwegian.
  const enPage: Doc = {
    _id: token('en'),
    _type: 'page',
    language: 'en',
    title: 'English page',
    slug: slug(enSlug),
  };
  const nbShared: Doc = {
    _id: token('nbs'),
    _type: 'page',
    language: 'nb',
    title: 'Felles norsk',
    slug: slug(shared),
    offlineReady: true,
  };
  const enShared: Doc = {
    _id: token('ens'),
    _type: 'page',
    language: 'en',
    title: 'Shared English',
    slug: slug(shared),
    offlineReady: true,
  };
  const reference = (language: string, id: string) => ({
    _key: language,
    _type: 'internationalizedArrayReferenceValue',
    language,
    value: { _type: 'reference', _ref: id },
  });
  const metadata: Doc = {
    _id: token('meta'),
    _type: 'translation.metadata',
    schemaTypes: ['page'],
    translations: [reference('nb', nbPage._id), reference('en', enPage._id)],
  };
  const menuSlug = token('meny');
  const nbMenu: Doc = {
    _id: token('menu-nb'),
    _type: 'navigationMenu',
    slug: slug(menuSlug),
    pages: [{ _key: 'a', _type: 'reference', _ref: nbPage._id }],
  };
  const enMenu: Doc = {
    _id: token('menu-en'),
    _type: 'navigationMenu',
    language: 'en',
    slug: slug(menuSlug),
    pages: [{ _key: 'a', _type: 'reference', _ref: enPage._id }],
  };
  const singletons: Doc[] = [
    { _id: 'siteSettings', _type: 'siteSettings', brandTitle: 'Norsk' },
    { _id: token('settings'), _type: 'siteSettings', language: 'en', brandTitle: 'English' },
    { _id: 'safetyPage', _type: 'safetyPage', heading: 'Sikkerhet' },
    { _id: token('safety'), _type: 'safetyPage', language: 'en', heading: 'Safety' },
    { _id: 'privacyPage', _type: 'privacyPage', heading: 'Personvern' },
    { _id: 'accessibilityStatement', _type: 'accessibilityStatement', heading: 'Tilgjengelighet' },
  ];
  const documents = [nbPage, enPage, nbShared, enShared, metadata, nbMenu, enMenu, ...singletons];
  return { file: writeDataset(documents), nbPage, enPage, nbSlug, enSlug, shared, menuSlug };
}

const query = <T>(file: string, groq: string, params: Record<string, unknown>) =>
  queryLocalDataset<T>(file, groq, params, 'published');

describe('content by language', () => {
  const site = buildSite();

  it('finds a page only in its own edition; a page without language is Norwegian', async () => {
    const nb = await query<Page>(site.file, pageBySlugQuery, { slug: site.nbSlug, language: 'nb' });
    expect(nb?.title).toBe('Norsk side');
    expect(
      await query(site.file, pageBySlugQuery, { slug: site.nbSlug, language: 'en' }),
    ).toBeNull();
    expect(
      await query(site.file, pageBySlugQuery, { slug: site.enSlug, language: 'nb' }),
    ).toBeNull();
  });

  it('lets two editions use one slug', async () => {
    const nb = await query<Page>(site.file, pageBySlugQuery, { slug: site.shared, language: 'nb' });
    const en = await query<Page>(site.file, pageBySlugQuery, { slug: site.shared, language: 'en' });
    expect([nb?.title, en?.title]).toEqual(['Felles norsk', 'Shared English']);
  });

  it("reads a page's language versions from its translation.metadata", async () => {
    const en = await query<Page>(site.file, pageBySlugQuery, { slug: site.enSlug, language: 'en' });
    expect(en?.translations).toEqual(
      expect.arrayContaining([
        { language: 'nb', slug: site.nbSlug },
        { language: 'en', slug: site.enSlug },
      ]),
    );
    const untranslated = await query<Page>(site.file, pageBySlugQuery, {
      slug: site.shared,
      language: 'nb',
    });
    expect(untranslated?.translations ?? null).toBeNull();
  });

  it('lists each edition’s pages in its own index, with their versions', async () => {
    const nb = await query<PageIndexEntry[]>(site.file, pageIndexQuery, { language: 'nb' });
    const en = await query<PageIndexEntry[]>(site.file, pageIndexQuery, { language: 'en' });
    expect(nb.map((entry) => entry.slug).sort()).toEqual([site.nbSlug, site.shared].sort());
    expect(en.map((entry) => entry.slug).sort()).toEqual([site.enSlug, site.shared].sort());
    const offline = await query<{ title: string }[]>(site.file, offlinePagesQuery, {
      language: 'en',
    });
    expect(offline.map((page) => page.title)).toEqual(['Shared English']);
  });

  it('finds a menu by slug within the edition', async () => {
    const en = await query<NavigationMenu>(site.file, menuBySlugQuery, {
      slug: site.menuSlug,
      language: 'en',
    });
    expect(en?.pages).toEqual([{ title: 'English page', slug: site.enSlug }]);
  });

  it("takes a singleton's English version by its language, whatever its _id", async () => {
    const settings = (language: string) =>
      query<{ brandTitle: string } | null>(site.file, siteSettingsQuery, { language });
    expect((await settings('nb'))?.brandTitle).toBe('Norsk');
    expect((await settings('en'))?.brandTitle).toBe('English');
    const safety = await query<{ heading: string }>(site.file, safetyPageQuery, { language: 'en' });
    expect(safety.heading).toBe('Safety');
    // No English document: null, and the site uses its built-in English texts.
    expect(await query(site.file, privacyPageQuery, { language: 'en' })).toBeNull();
    expect(await query(site.file, accessibilityStatementQuery, { language: 'en' })).toBeNull();
    const privacy = await query<{ heading: string }>(site.file, privacyPageQuery, {
      language: 'nb',
    });
    expect(privacy.heading).toBe('Personvern');
  });
});
