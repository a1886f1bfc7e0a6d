import { SITE_DEFAULTS } from '@/lib/defaults/site-settings';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { hero, page, settings, word } from '../fixtures/publishing-content';

const BASE = `https://${word('site')}.example`;

describe('buildPageMetadata', () => {
  it('gives title, description, canonical URL, Open Graph and a large Twitter card from the hero image', () => {
    const image = `https://cdn.sanity.io/images/p/d/${word('img')}-1600x900.jpg`;
    const content = page({}, [hero(null), hero(image)]);
    const meta = buildPageMetadata(content, settings(), BASE);
    const url = `${BASE}/${content.slug}`;
    const heroBlock = content.pageBuilder?.[1];
    const alt =
      heroBlock && 'backgroundImage' in heroBlock ? heroBlock.backgroundImage?.alt : undefined;

    expect(meta.title).toBe(content.title);
    expect(meta.description).toBe(content.description);
    expect(meta.alternates).toEqual({ canonical: url });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      locale: 'nb_NO',
      url,
      title: content.title,
      description: content.description,
      images: [{ url: image, alt, width: 1600, height: 900 }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: content.title,
      images: [{ url: image, alt }],
    });
  });

  it('falls back to the site logo as an absolute URL and a small card', () => {
    const site = settings();
    const meta = buildPageMetadata(page(), site, BASE);
    expect(meta.openGraph?.images).toEqual([
      { url: `${BASE}${site.logoLight?.url}`, alt: site.logoLight?.alt, width: 800, height: 200 },
    ]);
    expect(meta.twitter).toMatchObject({ card: 'summary' });
  });

  it('uses the root URL for the home page and the brand when the title is missing', () => {
    const site = settings();
    const meta = buildPageMetadata(page({ slug: '/', title: null, description: null }), site, BASE);
    expect(meta.alternates).toEqual({ canonical: `${BASE}/` });
    expect(meta.title).toBe(site.brandTitle);
    expect(meta.openGraph).toMatchObject({ siteName: site.brandTitle });
  });

  it.each([null, '', '   '])(
    'gives a page without its own description (%j) the site’s description, in every tag',
    (own) => {
      const site = settings();
      expect(site.description).toBeTruthy();
      const meta = buildPageMetadata(page({ description: own }), site, BASE);
      expect(meta.description).toBe(site.description);
      expect(meta.openGraph).toMatchObject({ description: site.description });
      expect(meta.twitter).toMatchObject({ description: site.description });
    },
  );

  it('falls back to the built-in site description when site settings have none', () => {
    const meta = buildPageMetadata(
      page({ description: null }),
      settings({ description: null }),
      BASE,
    );
    expect(meta.description).toBe(SITE_DEFAULTS.description);
    expect(SITE_DEFAULTS.description.length).toBeGreaterThan(50);
    expect(buildPageMetadata(page({ description: null }), null, BASE).description).toBe(
      SITE_DEFAULTS.description,
    );
  });

  it('still works without any site settings', () => {
    const meta = buildPageMetadata(page(), null, BASE);
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^https:\/\//) }),
    ]);
  });
});
