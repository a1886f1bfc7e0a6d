import { dictionary } from '@/lib/i18n/dictionary';
import { LANGUAGES } from '@/lib/i18n/languages';
import { everyLanguagePath, languageLinks, pageLanguagePaths } from '@/lib/routing/language-paths';
import { hreflangAlternates } from '@/lib/seo/alternates';
import { buildSitemap } from '@/lib/seo/sitemap';

const BASE = 'https://festival.example';

describe('a page’s language versions', () => {
  it('are the page itself and every translation whose document exists', () => {
    expect(
      pageLanguagePaths('billetter', 'nb', [
        { language: 'nb', slug: 'billetter' },
        { language: 'en', slug: 'tickets' },
      ]),
    ).toEqual({ nb: '/billetter', en: '/en/tickets' });
    // The home slug is the edition's home.
    expect(
      pageLanguagePaths('/', 'en', [
        { language: 'nb', slug: '/' },
        { language: 'en', slug: '/' },
      ]),
    ).toEqual({ nb: '/', en: '/en' });
  });

  it('leave out a translation whose document is gone, and unknown languages', () => {
    expect(
      pageLanguagePaths('lenker', 'nb', [
        { language: 'en', slug: null },
        { language: 'de', slug: 'links' },
      ]),
    ).toEqual({ nb: '/lenker' });
    expect(pageLanguagePaths('x', 'en', null)).toEqual({ en: '/en/x' });
  });
});

describe('the language switch', () => {
  it('leads to the same page in the other language when it exists', () => {
    const [link] = languageLinks('nb', { nb: '/billetter', en: '/en/tickets' });
    expect(link).toEqual({
      language: 'en',
      href: '/en/tickets',
      label: dictionary('en').language.switchTo,
      hint: dictionary('en').language.switchHint,
    });
    expect(languageLinks('en', { nb: '/billetter', en: '/en/tickets' })[0].href).toBe('/billetter');
  });

  it("leads to the other edition's home when it does not", () => {
    expect(languageLinks('nb', { nb: '/lenker' })[0].href).toBe('/en');
    expect(languageLinks('en', { en: '/en/only' })[0].href).toBe('/');
  });

  it('offers every other language, named in itself', () => {
    for (const language of LANGUAGES) {
      const links = languageLinks(language, {});
      expect(links.map((link) => link.language)).toEqual(
        LANGUAGES.filter((other) => other !== language),
      );
    }
    expect(languageLinks('en', {})[0].label).toBe('Norsk');
  });
});

describe('hreflang alternates', () => {
  it('pair both versions, with x-default the Norwegian one', () => {
    expect(hreflangAlternates({ nb: '/billetter', en: '/en/tickets' }, BASE)).toEqual({
      nb: `${BASE}/billetter`,
      en: `${BASE}/en/tickets`,
      'x-default': `${BASE}/billetter`,
    });
  });

  it('are the same pairs seen from either version', () => {
    const fromNb = pageLanguagePaths('billetter', 'nb', [{ language: 'en', slug: 'tickets' }]);
    const fromEn = pageLanguagePaths('tickets', 'en', [{ language: 'nb', slug: 'billetter' }]);
    expect(hreflangAlternates(fromNb, BASE)).toEqual(hreflangAlternates(fromEn, BASE));
  });

  it('are absent where no translation exists', () => {
    expect(hreflangAlternates({ nb: '/lenker' }, BASE)).toBeUndefined();
    expect(hreflangAlternates({ en: '/en/only' }, BASE)).toBeUndefined();
  });

  it('pair every fixed route, which both editions have', () => {
    const paths = everyLanguagePath((language) =>
      language === 'nb' ? '/sikkerhet' : '/en/safety',
    );
    expect(hreflangAlternates(paths, BASE)).toEqual({
      nb: `${BASE}/sikkerhet`,
      en: `${BASE}/en/safety`,
      'x-default': `${BASE}/sikkerhet`,
    });
  });
});

describe('the sitemap of both editions', () => {
  const nb = [
    { slug: '/', _updatedAt: null, translations: [{ language: 'en', slug: '/' }] },
    { slug: 'lenker', _updatedAt: null, translations: null },
  ];
  const en = [
    { slug: '/', _updatedAt: null, translations: [{ language: 'nb', slug: '/' }] },
    { slug: 'only', _updatedAt: null, translations: null },
  ];

  it('lists the English pages, with alternates only where a translation exists', () => {
    const map = buildSitemap(nb, BASE, [], { en });
    const entry = (url: string) => map.find((item) => item.url === url);
    expect(entry(`${BASE}/en`)?.alternates?.languages).toEqual({
      nb: `${BASE}/`,
      en: `${BASE}/en`,
      'x-default': `${BASE}/`,
    });
    expect(entry(`${BASE}/`)?.alternates?.languages).toEqual(
      entry(`${BASE}/en`)?.alternates?.languages,
    );
    expect(entry(`${BASE}/en/only`)).toBeDefined();
    expect(entry(`${BASE}/en/only`)?.alternates).toBeUndefined();
    expect(entry(`${BASE}/lenker`)?.alternates).toBeUndefined();
    expect(entry(`${BASE}/en/safety`)?.alternates?.languages?.nb).toBe(`${BASE}/sikkerhet`);
  });

  it('lists each event in both editions', () => {
    const map = buildSitemap(nb, BASE, [{ slug: 'x', _updatedAt: null }], { en });
    expect(map.map((item) => item.url)).toEqual(
      expect.arrayContaining([`${BASE}/arrangement/x`, `${BASE}/en/events/x`]),
    );
  });
});
