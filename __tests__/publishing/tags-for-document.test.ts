import path from 'node:path';
import type { WebhookBody } from '@/lib/publishing/body';
import { pathsForDocument } from '@/lib/publishing/paths-for-document';
import { tagsForDocument } from '@/lib/publishing/tags-for-document';

const FIXTURE = path.join(__dirname, '../fixtures/publishing-dataset.ndjson');

const body = (
  overrides: Partial<WebhookBody> & Pick<WebhookBody, '_id' | '_type'>,
): WebhookBody => ({
  slug: null,
  previousSlug: null,
  operation: 'update',
  ...overrides,
});

describe('tagsForDocument on the fixture dataset', () => {
  const saved = process.env.CONTENT_DATASET_FILE;
  beforeAll(() => {
    process.env.CONTENT_DATASET_FILE = FIXTURE;
    delete process.env.SANITY_PROJECT_ID;
  });
  afterAll(() => {
    process.env.CONTENT_DATASET_FILE = saved;
  });

  it.each<[string, WebhookBody, string[]]>([
    [
      'a page: its slug, the page index and every menu listing it',
      body({
        _type: 'page',
        _id: 'page-pub-program',
        slug: 'pub-program',
        previousSlug: 'pub-program',
      }),
      ['page:pub-program', 'page-index', 'menu:pub-festivalmeny', 'menu:pub-mainmenu'],
    ],
    [
      'a page whose slug changed: the old slug as well',
      body({
        _type: 'page',
        _id: 'page-pub-program',
        slug: 'pub-program',
        previousSlug: 'pub-gammelt-program',
      }),
      [
        'page:pub-program',
        'page:pub-gammelt-program',
        'page-index',
        'menu:pub-festivalmeny',
        'menu:pub-mainmenu',
      ],
    ],
    [
      'the home page, whose slug is /',
      body({ _type: 'page', _id: 'page-pub-home', slug: '/', previousSlug: '/' }),
      ['page:/', 'page-index', 'menu:pub-mainmenu'],
    ],
    [
      'a page no published menu lists (a draft menu does not count)',
      body({
        _type: 'page',
        _id: 'page-pub-orphan',
        slug: 'pub-orphan',
        previousSlug: 'pub-orphan',
      }),
      ['page:pub-orphan', 'page-index'],
    ],
    [
      'a new page',
      body({ _type: 'page', _id: 'page-pub-new', slug: 'pub-ny', operation: 'create' }),
      ['page:pub-ny', 'page-index'],
    ],
    [
      'a deleted page that a menu still lists',
      body({
        _type: 'page',
        _id: 'page-pub-tickets',
        slug: 'pub-billetter',
        previousSlug: 'pub-billetter',
        operation: 'delete',
      }),
      ['page:pub-billetter', 'page-index', 'menu:pub-festivalmeny'],
    ],
    [
      'a navigation menu',
      body({
        _type: 'navigationMenu',
        _id: 'navigationMenu-pub-main',
        slug: 'pub-mainmenu',
        previousSlug: 'pub-mainmenu',
      }),
      ['menu:pub-mainmenu'],
    ],
    [
      'a navigation menu whose slug changed',
      body({
        _type: 'navigationMenu',
        _id: 'navigationMenu-pub-main',
        slug: 'pub-mainmenu',
        previousSlug: 'pub-hoved',
      }),
      ['menu:pub-mainmenu', 'menu:pub-hoved'],
    ],
    ['site settings', body({ _type: 'siteSettings', _id: 'siteSettings' }), ['site-settings']],
    ['the safety page', body({ _type: 'safetyPage', _id: 'safetyPage' }), ['safety-page']],
    ['the privacy notice', body({ _type: 'privacyPage', _id: 'privacyPage' }), ['privacy-page']],
    [
      'the accessibility statement',
      body({ _type: 'accessibilityStatement', _id: 'accessibilityStatement' }),
      ['accessibility-statement'],
    ],
    [
      'a link target: the pages that reference it',
      body({ _type: 'linkTarget', _id: 'linkTarget-pub-tickets' }),
      ['page:/'],
    ],
    [
      'an image used as a hero background',
      body({ _type: 'sanity.imageAsset', _id: 'image-pubhero-1200x800-jpg' }),
      ['page:pub-program'],
    ],
    [
      'an image used as the site logo',
      body({ _type: 'sanity.imageAsset', _id: 'image-publogo-800x200-png' }),
      ['site-settings'],
    ],
    [
      'a file used by the safety page',
      body({ _type: 'sanity.fileAsset', _id: 'file-pubros-pdf' }),
      ['safety-page'],
    ],
    [
      'an image nothing uses',
      body({ _type: 'sanity.imageAsset', _id: 'image-pubunused-10x10-png' }),
      [],
    ],
    [
      'a draft page',
      body({ _type: 'page', _id: 'drafts.page-pub-program', slug: 'pub-program' }),
      [],
    ],
    [
      'a draft menu',
      body({
        _type: 'navigationMenu',
        _id: 'drafts.navigationMenu-pub-main',
        slug: 'pub-mainmenu',
      }),
      [],
    ],
    [
      'a release version',
      body({ _type: 'page', _id: 'versions.r1.page-pub-program', slug: 'pub-program' }),
      [],
    ],
    ['an unknown document type', body({ _type: 'sponsor', _id: 'sponsor-1', slug: 'x' }), []],
  ])('%s', async (_label, webhookBody, expected) => {
    await expect(tagsForDocument(webhookBody)).resolves.toEqual(expected);
  });

  it('does not look anything up for types nothing references', async () => {
    const lookup = jest.fn();
    await tagsForDocument(body({ _type: 'siteSettings', _id: 'siteSettings' }), lookup);
    await tagsForDocument(body({ _type: 'navigationMenu', _id: 'm', slug: 'm' }), lookup);
    await tagsForDocument(body({ _type: 'sponsor', _id: 's' }), lookup);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('lets a failing lookup surface instead of guessing', async () => {
    const lookup = jest.fn().mockRejectedValue(new Error('source down'));
    await expect(tagsForDocument(body({ _type: 'linkTarget', _id: 'l' }), lookup)).rejects.toThrow(
      'source down',
    );
  });
});

describe('pathsForDocument', () => {
  it.each<[string, WebhookBody, string[]]>([
    ['a created page', body({ _type: 'page', _id: 'p', slug: 'ny', operation: 'create' }), ['/ny']],
    [
      'a created home page',
      body({ _type: 'page', _id: 'p', slug: '/', operation: 'create' }),
      ['/'],
    ],
    [
      'a page moved to a new slug',
      body({ _type: 'page', _id: 'p', slug: 'ny', previousSlug: 'gammel' }),
      ['/ny'],
    ],
    ['a page that got its first slug', body({ _type: 'page', _id: 'p', slug: 'ny' }), ['/ny']],
    ['an edited page', body({ _type: 'page', _id: 'p', slug: 'samme', previousSlug: 'samme' }), []],
    [
      'a deleted page',
      body({ _type: 'page', _id: 'p', slug: 'borte', previousSlug: 'borte', operation: 'delete' }),
      [],
    ],
    [
      'a created draft',
      body({ _type: 'page', _id: 'drafts.p', slug: 'ny', operation: 'create' }),
      [],
    ],
    [
      'a created menu',
      body({ _type: 'navigationMenu', _id: 'm', slug: 'ny', operation: 'create' }),
      [],
    ],
  ])('%s', (_label, webhookBody, expected) => {
    expect(pathsForDocument(webhookBody)).toEqual(expected);
  });
});
