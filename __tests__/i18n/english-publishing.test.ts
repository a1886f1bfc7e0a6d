import { purgePathsForTags, type PageMenu } from '@/lib/cdn/paths';
import { parseWebhookBody, type WebhookBody } from '@/lib/publishing/body';
import { pathsForDocument } from '@/lib/publishing/paths-for-document';
import { ownTags, tagsForDocument } from '@/lib/publishing/tags-for-document';

// A publish in one edition refreshes exactly what shows it (docs/i18n.md, docs/publishing.md).
const body = (
  overrides: Partial<WebhookBody> & Pick<WebhookBody, '_id' | '_type'>,
): WebhookBody => ({ slug: null, previousSlug: null, operation: 'update', ...overrides });

const noReferrers = async () => ({
  menuSlugs: [],
  pageSlugs: [],
  siteSettings: false,
  safetyPage: false,
});

describe('the webhook body', () => {
  it('carries the language and, for translation.metadata, the linked versions', () => {
    const parsed = parseWebhookBody(
      JSON.stringify({
        _type: 'translation.metadata',
        _id: 'm',
        operation: 'update',
        language: null,
        translations: [{ language: 'en', slug: 'tickets' }],
        previousTranslations: null,
      }),
    );
    expect(parsed.success && parsed.body.translations).toEqual([
      { language: 'en', slug: 'tickets' },
    ]);
  });
});

describe('the tags an English document revalidates', () => {
  it('are its edition’s, and a body without language is Norwegian as before', () => {
    const page = { _type: 'page', _id: 'p', slug: 'tickets', previousSlug: 'tickets' };
    expect(ownTags(body({ ...page, language: 'en' }))).toEqual([
      'en:page:tickets',
      'en:page-index',
    ]);
    expect(ownTags(body(page))).toEqual(['page:tickets', 'page-index']);
    expect(
      ownTags(body({ _type: 'navigationMenu', _id: 'm', slug: 'mainmenu', language: 'en' })),
    ).toEqual(['en:menu:mainmenu']);
    for (const [type, tag] of [
      ['siteSettings', 'en:site-settings'],
      ['safetyPage', 'en:safety-page'],
      ['privacyPage', 'en:privacy-page'],
      ['accessibilityStatement', 'en:accessibility-statement'],
    ]) {
      expect(ownTags(body({ _type: type, _id: `x-${type}`, language: 'en' }))).toEqual([tag]);
    }
  });

  it('for a translation linked or unlinked: both pages, and both editions’ indexes', () => {
    const tags = ownTags(
      body({
        _type: 'translation.metadata',
        _id: 'meta',
        translations: [
          { language: 'nb', slug: 'billetter' },
          { language: 'en', slug: 'tickets' },
        ],
        previousTranslations: [
          { language: 'nb', slug: 'billetter' },
          { language: 'en', slug: 'old-tickets' },
        ],
      }),
    );
    expect(new Set(tags)).toEqual(
      new Set([
        'page:billetter',
        'en:page:tickets',
        'en:page:old-tickets',
        'page-index',
        'en:page-index',
      ]),
    );
  });

  it('for a shared document: English menus, pages and singletons that reference it', async () => {
    const tags = await tagsForDocument(body({ _type: 'linkTarget', _id: 'target' }), async () => ({
      ...(await noReferrers()),
      pageSlugs: ['lenker'],
      translated: [
        { kind: 'page', slug: 'links', language: 'en' },
        { kind: 'menu', slug: 'mainmenu', language: 'en' },
      ],
      translatedSingletons: [{ kind: 'siteSettings', language: 'en' }],
    }));
    expect(tags).toEqual(['en:menu:mainmenu', 'page:lenker', 'en:page:links', 'en:site-settings']);
  });

  it('for an event: the shared programme tag, whose reads feed both editions', async () => {
    const tags = await tagsForDocument(
      body({ _type: 'programmeEvent', _id: 'e', slug: 'a', previousSlug: 'a', language: 'en' }),
      noReferrers,
    );
    expect(tags).toEqual(['programme', 'event:a']);
  });
});

describe('the paths a new English document revalidates', () => {
  it('are its English URL; a new event appears in both editions', () => {
    expect(
      pathsForDocument(
        body({ _type: 'page', _id: 'p', slug: 'tickets', operation: 'create', language: 'en' }),
      ),
    ).toEqual(['/en/tickets']);
    expect(
      pathsForDocument(body({ _type: 'programmeEvent', _id: 'e', slug: 'x', operation: 'create' })),
    ).toEqual(['/arrangement/x', '/en/events/x']);
  });
});

describe('the CDN purge for English tags', () => {
  const pages: PageMenu[] = [
    { slug: '/', menuSlug: null },
    { slug: 'billetter', menuSlug: 'mainmenu' },
    { slug: '/', menuSlug: null, language: 'en' },
    { slug: 'tickets', menuSlug: 'mainmenu', language: 'en' },
  ];

  it('names English URLs only', () => {
    expect(purgePathsForTags(['en:page:tickets', 'en:page-index'], pages)).toEqual([
      '/en/tickets',
      '/sitemap.xml',
    ]);
    expect(purgePathsForTags(['en:privacy-page'], pages)).toEqual(['/en/privacy']);
    expect(purgePathsForTags(['en:menu:mainmenu'], pages, ['a'])).toEqual(
      [
        '/en',
        '/en/tickets',
        '/en/safety',
        '/en/privacy',
        '/en/accessibility',
        '/en/events/a',
      ].sort(),
    );
  });

  it('leaves the Norwegian edition alone', () => {
    const english = purgePathsForTags(['en:site-settings'], pages, []);
    expect(english.filter((path) => !path.startsWith('/en'))).toEqual([]);
  });

  it('purges both editions for the Norwegian settings, which stand in for missing English ones', () => {
    const norwegian = purgePathsForTags(['site-settings'], pages, []);
    expect(norwegian).toEqual(expect.arrayContaining(['/', '/billetter', '/en', '/en/tickets']));
  });
});
