import { renderToStaticMarkup } from 'react-dom/server';
import { vercelStegaDecode } from '@vercel/stega';
import { JsonLd } from '@/components/seo/json-ld';
import { querySanity } from '@/lib/sanity/client';
import { readContentEnv } from '@/lib/env/content';
import { pageBySlugQuery } from '@/lib/pages/page-query';
import { cleanStega } from '@/lib/sanity/stega';
import type { Page } from '@/lib/sanity/types';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { json, startStandIn } from '../support/http-stand-in';
import { word } from '../fixtures/publishing-content';

// Stega: zero-width characters that carry the source map inside a string.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/;

const PAGE_ID = word('page');
const slug = word('side');
const heroKey = word('k');
const result = {
  _id: PAGE_ID,
  title: word('Tittel'),
  slug,
  description: word('Beskrivelse'),
  menuSlug: 'mainmenu',
  pageBuilder: [
    {
      _type: 'hero',
      _key: heroKey,
      heading: word('Overskrift'),
      buttonTitle: word('Knapp'),
      buttonLink: `#${word('seksjon')}`,
      anchorId: word('topp'),
    },
    { _type: 'textWithIllustration', _key: word('k'), heading: word('H'), imageSide: 'left', backgroundColor: '#1d3557', alt: word('Alt') },
    { _type: 'redirect', _key: word('k'), slug: word('maal'), href: null },
  ],
};

/** A Content Source Map (as Sanity's API returns with `resultSourceMap`): every string leaf of the result comes from the same path in one page document. */
function sourceMapFor(value: unknown) {
  const paths: string[] = [];
  const mappings: Record<string, unknown> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      paths.push(path);
      mappings[path] = { type: 'value', source: { type: 'documentValue', document: 0, path: paths.length - 1 } };
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}[${index}]`));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) if (!key.startsWith('_')) walk(item, `${path}['${key}']`);
    }
  };
  walk(value, '$');
  return { documents: [{ _id: PAGE_ID, _type: 'page' }], paths, mappings };
}

describe('Visual Editing: stega in draft mode only (Sanity stand-in with resultSourceMap)', () => {
  let sanity: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    // The stand-in sends a source map on every answer, asked for or not: what keeps stega out
    // of published pages must be the site's own settings.
    sanity = await startStandIn((_request, response) =>
      json(response, 200, { result, resultSourceMap: sourceMapFor(result), ms: 1 }),
    );
  });
  afterAll(() => sanity.close());

  function env() {
    const parsed = readContentEnv({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: sanity.url,
      SANITY_API_READ_TOKEN: word('token'),
    });
    if (parsed.source !== 'sanity') throw new Error('expected the Sanity source');
    return parsed;
  }

  it('draft reads ask for a source map and encode it into the visible text, pointing at the studio', async () => {
    sanity.requests.length = 0;
    const page = await querySanity<typeof result>(env(), pageBySlugQuery, { slug }, 'drafts');
    expect(sanity.requests[0].url.searchParams.get('resultSourceMap')).toBe('withKeyArraySelector');

    const hero = page.pageBuilder[0];
    for (const text of [page.title, page.description, hero.heading, hero.buttonTitle]) {
      expect(text).toMatch(INVISIBLE);
    }
    expect(cleanStega(page)).toEqual(result);
    const decoded = vercelStegaDecode(page.title) as { origin: string; href: string };
    expect(decoded.origin).toBe('sanity.io');
    expect(decoded.href).toContain('/studio/intent/edit/');
    expect(decoded.href).toContain(PAGE_ID);
  });

  it('draft reads keep slugs, links, anchors, colours, options and alt text clean', async () => {
    const page = await querySanity<typeof result>(env(), pageBySlugQuery, { slug }, 'drafts');
    const [hero, text, redirect] = page.pageBuilder;
    expect(page.slug).toBe(slug);
    expect(page.menuSlug).toBe('mainmenu');
    expect(hero.buttonLink).toBe(result.pageBuilder[0].buttonLink);
    expect(hero.anchorId).toBe(result.pageBuilder[0].anchorId);
    expect(text).toMatchObject({ imageSide: 'left', backgroundColor: '#1d3557', alt: result.pageBuilder[1].alt });
    expect(redirect.slug).toBe(result.pageBuilder[2].slug);
  });

  it('published reads carry no stega even when Sanity sends a source map', async () => {
    sanity.requests.length = 0;
    const page = await querySanity<typeof result>(env(), pageBySlugQuery, { slug }, 'published');
    expect(JSON.stringify(page)).not.toMatch(INVISIBLE);
    expect(page).toEqual(result);
    expect(sanity.requests[0].url.searchParams.get('resultSourceMap')).toBeNull();
  });

  it('meta tags and JSON-LD built from a draft carry no stega', async () => {
    const draft = await querySanity<Page>(env(), pageBySlugQuery, { slug }, 'drafts');
    const withEvent = { ...draft, event: { name: draft.title, startDate: '2027-08-20' } } as Page;
    const html = renderToStaticMarkup(<JsonLd page={withEvent} siteSettings={null} />);
    expect(html).toContain('application/ld+json');
    expect(html).not.toMatch(INVISIBLE);
    const meta = buildPageMetadata(cleanStega(draft), null, 'https://example.org');
    expect(JSON.stringify(meta)).not.toMatch(INVISIBLE);
    expect(meta.title).toBe(result.title);
  });
});
