import { writeFileSync } from 'node:fs';
import { loadDataset, parseNdjson, queryLocalDataset } from '@/lib/sanity/local-dataset';
import {
  menuBySlugQuery,
  pageIndexQuery,
  referrersQuery,
  safetyPageQuery,
  siteSettingsQuery,
} from '@/lib/sanity/queries';
import { pageBySlugQuery } from '@/lib/pages/page-query';
import type { NavigationMenu, Page, PageIndexEntry, SafetyPage, SiteSettings } from '@/lib/sanity/types';
import { fileAsset, fileRef, imageAsset, imageRef, slug, token, writeDataset, type Doc } from '../fixtures/content-fixture';

// The queries of translated documents take the edition's language (docs/i18n.md).
const NB = 'nb';

function buildSite() {
  const heroImage = imageAsset();
  const galleryImage = imageAsset();
  const pdf = fileAsset();
  const homeHeading = token('Velkommen');
  const otherSlug = token('side');
  const menuSlug = token('meny');
  const target = { _id: token('target'), _type: 'linkTarget', title: token('Tittel'), link: 'https://example.org/' + token('p') };
  const home: Doc = {
    _id: token('home'),
    _type: 'page',
    title: token('Forside'),
    description: token('Beskrivelse'),
    slug: slug('/'),
    pageBuilder: [
      {
        _type: 'hero',
        _key: 'h',
        anchorId: 'home',
        heading: homeHeading,
        backgroundImage: imageRef(heroImage, 'Folk ved bodene'),
        buttonTitle: 'Les mer',
        buttonLink: '#what',
      },
      { _type: 'gallery', _key: 'g', images: [{ _key: 'i1', ...imageRef(galleryImage, 'Fiskesuppe') }] },
      { _type: 'reference', _key: 'r', _ref: target._id },
      { _type: 'linkTree', _key: 'l', links: [{ _key: 'f', title: 'Program', file: fileRef(pdf) }] },
      { _type: 'someFutureBlock', _key: 'u', secret: 'not projected' },
    ],
  };
  const other: Doc = {
    _id: token('other'),
    _type: 'page',
    title: token('Annen'),
    slug: slug(otherSlug),
    menuSlug: slug(menuSlug),
    hideFooter: true,
  };
  const menu: Doc = {
    _id: token('menu'),
    _type: 'navigationMenu',
    name: 'Meny',
    slug: slug(menuSlug),
    pages: [
      { _type: 'reference', _ref: home._id, _key: 'a' },
      { _type: 'reference', _ref: other._id, _key: 'b' },
    ],
  };
  const draftOfOther: Doc = { ...other, _id: `drafts.${other._id}`, title: token('Utkast') };
  const draftOnly: Doc = { _id: `drafts.${token('new')}`, _type: 'page', title: 'Ny', slug: slug(token('ny')) };
  const settings: Doc = { _id: 'siteSettings', _type: 'siteSettings', companyName: token('Firma'), logoLight: imageRef(heroImage, 'Logo') };
  const safety: Doc = {
    _id: 'safetyPage',
    _type: 'safetyPage',
    heading: token('Sikkerhet'),
    riskAnalysisPdf: fileRef(pdf),
    contacts: [{ _key: 'c', role: 'Baransvarlig', name: token('Navn'), phone: '+47 900 00 000' }],
  };
  const documents = [heroImage, galleryImage, pdf, target, home, other, menu, draftOfOther, draftOnly, settings, safety];
  return { documents, heroImage, galleryImage, pdf, target, home, other, menu, draftOfOther, draftOnly, settings, safety, homeHeading, otherSlug, menuSlug };
}

describe('local dataset source', () => {
  const site = buildSite();
  const file = writeDataset(site.documents);

  it('finds the page by slug and projects blocks, images, files and references', async () => {
    const page = await queryLocalDataset<Page>(file, pageBySlugQuery, { slug: '/', language: NB }, 'published');
    expect(page.title).toBe(site.home.title);
    expect(page.menuSlug).toBe('mainmenu');
    const [hero, gallery, reference, linkTree, unknown] = page.pageBuilder ?? [];
    expect(hero).toMatchObject({
      _type: 'hero',
      anchorId: 'home',
      heading: site.homeHeading,
      backgroundImage: { url: site.heroImage.url, alt: 'Folk ved bodene', width: site.heroImage.width, height: site.heroImage.height },
    });
    expect(gallery).toMatchObject({ images: [{ _key: 'i1', url: site.galleryImage.url, alt: 'Fiskesuppe' }] });
    expect(reference).toMatchObject({ target: { title: site.target.title, link: site.target.link } });
    expect(linkTree).toMatchObject({ links: [{ title: 'Program', fileUrl: site.pdf.url, url: null }] });
    expect(unknown).toEqual({ _type: 'someFutureBlock', _key: 'u', anchorId: null });
  });

  it('hides drafts from visitors and overlays them in the drafts perspective', async () => {
    const published = await queryLocalDataset<Page>(file, pageBySlugQuery, { slug: site.otherSlug, language: NB }, 'published');
    expect(published.title).toBe(site.other.title);
    const draft = await queryLocalDataset<Page>(file, pageBySlugQuery, { slug: site.otherSlug, language: NB }, 'drafts');
    expect(draft.title).toBe(site.draftOfOther.title);
    expect(draft._id).toBe(site.other._id);

    const draftOnlySlug = (site.draftOnly.slug as { current: string }).current;
    expect(await queryLocalDataset(file, pageBySlugQuery, { slug: draftOnlySlug, language: NB }, 'published')).toBeNull();
    expect(await queryLocalDataset(file, pageBySlugQuery, { slug: draftOnlySlug, language: NB }, 'drafts')).not.toBeNull();
  });

  it('hides release versions from visitors and from the drafts perspective', async () => {
    const releaseSlug = token('lansering');
    const release = token('r');
    const versionOnly: Doc = { _id: `versions.${release}.${token('page')}`, _type: 'page', title: token('Versjon'), slug: slug(releaseSlug) };
    const versionOfOther: Doc = { ...site.other, _id: `versions.${release}.${site.other._id}`, title: token('Versjon') };
    const versioned = writeDataset([...site.documents, versionOnly, versionOfOther]);
    for (const perspective of ['published', 'drafts'] as const) {
      expect(await queryLocalDataset(versioned, pageBySlugQuery, { slug: releaseSlug, language: NB }, perspective)).toBeNull();
      const index = await queryLocalDataset<PageIndexEntry[]>(versioned, pageIndexQuery, { language: NB }, perspective);
      expect(index.map((entry) => entry.slug)).not.toContain(releaseSlug);
    }
    const other = await queryLocalDataset<Page>(versioned, pageBySlugQuery, { slug: site.otherSlug, language: NB }, 'published');
    expect(other.title).toBe(site.other.title);
    const preview = await queryLocalDataset<Page>(versioned, pageBySlugQuery, { slug: site.otherSlug, language: NB }, 'drafts');
    expect(preview.title).toBe(site.draftOfOther.title);
  });

  it('returns null for a slug with no page and null fields for missing ones', async () => {
    expect(await queryLocalDataset(file, pageBySlugQuery, { slug: token('nope'), language: NB }, 'published')).toBeNull();
    const page = await queryLocalDataset<Page>(file, pageBySlugQuery, { slug: site.otherSlug, language: NB }, 'published');
    expect(page).toMatchObject({ description: null, fixHeader: null, pageBuilder: null, hideFooter: true, menuSlug: site.menuSlug });
  });

  it('dereferences menu pages to title and slug', async () => {
    const menu = await queryLocalDataset<NavigationMenu>(file, menuBySlugQuery, { slug: site.menuSlug, language: NB }, 'published');
    expect(menu.pages).toEqual([
      { title: site.home.title, slug: '/' },
      { title: site.other.title, slug: site.otherSlug },
    ]);
  });

  it('lists every published page slug', async () => {
    const index = await queryLocalDataset<PageIndexEntry[]>(file, pageIndexQuery, { language: NB }, 'published');
    expect(index.map((entry) => entry.slug).sort()).toEqual(['/', site.otherSlug].sort());
  });

  it('reads site settings and the safety page with asset urls', async () => {
    const settings = await queryLocalDataset<SiteSettings>(file, siteSettingsQuery, { language: NB }, 'published');
    expect(settings).toMatchObject({ companyName: site.settings.companyName, email: null, logoLight: { url: site.heroImage.url, alt: 'Logo' }, logoDark: null });
    const safety = await queryLocalDataset<SafetyPage>(file, safetyPageQuery, { language: NB }, 'published');
    expect(safety).toMatchObject({ heading: site.safety.heading, riskAnalysisPdfUrl: site.pdf.url, safetyPlanPdfUrl: null });
    expect(safety.contacts?.[0]).toMatchObject({ role: 'Baransvarlig', phone: '+47 900 00 000' });
  });

  it('finds the menus and pages that reference a document', async () => {
    const result = await queryLocalDataset<{ menuSlugs: string[]; pageSlugs: string[] }>(
      file,
      referrersQuery,
      { id: site.other._id },
      'published',
    );
    expect(result.menuSlugs).toEqual([site.menuSlug]);
    const targetReferrers = await queryLocalDataset<{ pageSlugs: string[] }>(file, referrersQuery, { id: site.target._id }, 'published');
    expect(targetReferrers.pageSlugs).toEqual(['/']);
  });

  it('re-reads the file when it changes, and only then', async () => {
    const own = writeDataset(site.documents);
    const first = loadDataset(own);
    expect(loadDataset(own)).toBe(first);
    const renamed = { ...site.home, title: token('Endret') };
    writeFileSync(own, [...site.documents.filter((d) => d !== site.home), renamed].map((d) => JSON.stringify(d)).join('\n'));
    const page = await queryLocalDataset<Page>(own, pageBySlugQuery, { slug: '/', language: NB }, 'published');
    expect(page.title).toBe(renamed.title);
  });
});

describe('malformed dataset files', () => {
  it('names the file and line of invalid JSON', () => {
    const file = writeDataset([], ['{"_id":"a","_type":"page"}', '', '{"_id": broken']);
    expect(() => loadDataset(file)).toThrow(new RegExp(`Malformed content dataset ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: not valid JSON`));
  });

  it.each([
    ['_id', '{"_type":"page"}'],
    ['_type', '{"_id":"p1"}'],
  ])('names the line of a document without %s', (field, line) => {
    expect(() => parseNdjson(`{"_id":"ok","_type":"page"}\n${line}\n`, 'data.ndjson')).toThrow(
      `Malformed content dataset data.ndjson:2: document has no ${field}`,
    );
  });

  it('rejects a line that is not an object', () => {
    expect(() => parseNdjson('[1,2]', 'f.ndjson')).toThrow('f.ndjson:1: each line must be one JSON object');
  });

  it('explains a missing file', () => {
    expect(() => loadDataset('/nonexistent/' + token('d') + '.ndjson')).toThrow(/Content dataset file not found/);
  });
});
