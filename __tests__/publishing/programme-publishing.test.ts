/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revalidatePath, revalidateTag } from 'next/cache';
import { eventPurgePaths, purgePathsForTags } from '@/lib/cdn/paths';
import { purgeCdnForTags } from '@/lib/cdn/purge';
import type { WebhookBody } from '@/lib/publishing/body';
import { pathsForDocument } from '@/lib/publishing/paths-for-document';
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate';
import { signPayload } from '@/lib/publishing/signature';
import { PUBLISHED_DOCUMENT_TYPES, tagsForDocument } from '@/lib/publishing/tags-for-document';
import { eventPath } from '@/lib/routing/event-path';
import { cacheTags } from '@/lib/sanity/tags';
import { startStandIn } from '../support/http-stand-in';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A small programme of its own: two venues, three events, pages with and without a block. */
function programmeFixture() {
  const venues = [word('venue'), word('venue')];
  const events = [0, 1, 2].map((i) => ({
    id: word('event'),
    slug: word('arr'),
    venue: venues[i % 2],
  }));
  const pages = {
    all: word('program'),
    oneVenue: word('scene-program'),
    plain: word('om'),
  };
  const ref = (id: string) => ({ _type: 'reference', _ref: id });
  const documents = [
    ...venues.map((id) => ({
      _id: id,
      _type: 'venue',
      name: word('Scene'),
      slug: { _type: 'slug', current: id },
    })),
    ...events.map((event, i) => ({
      _id: event.id,
      _type: 'programmeEvent',
      title: word('Arrangement'),
      slug: { _type: 'slug', current: event.slug },
      summary: 'x',
      start: `2031-06-13T1${i}:00:00Z`,
      end: `2031-06-13T1${i}:45:00Z`,
      venue: ref(event.venue),
    })),
    // A draft event never reaches the purge's list.
    {
      _id: `drafts.${word('event')}`,
      _type: 'programmeEvent',
      title: 'Utkast',
      slug: { _type: 'slug', current: word('utkast') },
    },
    {
      _id: word('page'),
      _type: 'page',
      title: 'Program',
      slug: { _type: 'slug', current: pages.all },
      pageBuilder: [{ _type: 'programme', _key: 'p1', title: 'Alt' }],
    },
    {
      _id: word('page'),
      _type: 'page',
      title: 'Scene',
      slug: { _type: 'slug', current: pages.oneVenue },
      menuSlug: { _type: 'slug', current: 'festivalmeny' },
      pageBuilder: [
        { _type: 'hero', _key: 'h1', heading: 'Hei' },
        { _type: 'programme', _key: 'p2', venue: ref(venues[0]) },
      ],
    },
    {
      _id: word('page'),
      _type: 'page',
      title: 'Om',
      slug: { _type: 'slug', current: pages.plain },
      pageBuilder: [{ _type: 'hero', _key: 'h2', heading: 'Om oss' }],
    },
  ];
  return { documents, venues, events, pages };
}

const fixture = programmeFixture();
let dir: string;
const saved = process.env.CONTENT_DATASET_FILE;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'programme-publishing-'));
  const file = path.join(dir, 'dataset.ndjson');
  writeFileSync(file, fixture.documents.map((document) => JSON.stringify(document)).join('\n'));
  process.env.CONTENT_DATASET_FILE = file;
  delete process.env.SANITY_PROJECT_ID;
});
afterAll(() => {
  process.env.CONTENT_DATASET_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
});
afterEach(() => jest.restoreAllMocks());

const body = (
  overrides: Partial<WebhookBody> & Pick<WebhookBody, '_id' | '_type'>,
): WebhookBody => ({ slug: null, previousSlug: null, operation: 'update', ...overrides });

const [first, second] = fixture.events;
// An event exists once: a publish changes its page and calendar file in both editions.
const eventFiles = (slug: string) => [
  eventPath(slug),
  `${eventPath(slug)}/kalender.ics`,
  `/en/events/${slug}`,
  `/en/events/${slug}/calendar.ics`,
];
// Both editions' programme-wide URLs.
const ENGLISH_PROGRAMME_PATHS = ['/en/accessibility', '/en/calendar.ics', '/en/safety'];

describe('the webhook filter lists the programme’s types', () => {
  it('events and venues are published types, and the filter editors copy from the docs lists exactly these', () => {
    expect(PUBLISHED_DOCUMENT_TYPES).toEqual(expect.arrayContaining(['programmeEvent', 'venue']));
    const docs = readFileSync(path.join(process.cwd(), 'docs/publishing.md'), 'utf8');
    const filter = /\| Filter\s+\| `_type in (\[[^\]]*\])`/.exec(docs)?.[1];
    expect(JSON.parse(filter ?? 'null')).toEqual([...PUBLISHED_DOCUMENT_TYPES]);
  });
});

describe('tagsForDocument for the programme', () => {
  it.each<[string, WebhookBody, string[]]>([
    [
      'an edited event: the programme and its own URLs',
      body({ _type: 'programmeEvent', _id: first.id, slug: first.slug, previousSlug: first.slug }),
      [cacheTags.programme, cacheTags.event(first.slug)],
    ],
    [
      'an event whose slug changed: old and new',
      body({ _type: 'programmeEvent', _id: first.id, slug: first.slug, previousSlug: 'gammel' }),
      [cacheTags.programme, cacheTags.event(first.slug), cacheTags.event('gammel')],
    ],
    [
      'a new event',
      body({ _type: 'programmeEvent', _id: word('event'), slug: 'ny', operation: 'create' }),
      [cacheTags.programme, cacheTags.event('ny')],
    ],
    [
      'a deleted event',
      body({ _type: 'programmeEvent', _id: first.id, previousSlug: 'borte', operation: 'delete' }),
      [cacheTags.programme, cacheTags.event('borte')],
    ],
    [
      'a venue a programme block lists alone: the programme and that page',
      body({ _type: 'venue', _id: fixture.venues[0], slug: fixture.venues[0] }),
      [cacheTags.programme, cacheTags.page(fixture.pages.oneVenue)],
    ],
    [
      'a venue no block names: the programme',
      body({ _type: 'venue', _id: fixture.venues[1], slug: fixture.venues[1] }),
      [cacheTags.programme],
    ],
    [
      'a draft event: nothing',
      body({ _type: 'programmeEvent', _id: `drafts.${first.id}`, slug: first.slug }),
      [],
    ],
    [
      'a release version of a venue: nothing',
      body({ _type: 'venue', _id: `versions.r1.${fixture.venues[0]}` }),
      [],
    ],
  ])('%s', async (_label, webhookBody, expected) => {
    await expect(tagsForDocument(webhookBody)).resolves.toEqual(expected);
  });
});

describe('pathsForDocument for events (a cached 404 at a new URL must give way)', () => {
  it.each<[string, WebhookBody, string[]]>([
    [
      'a new event',
      body({ _type: 'programmeEvent', _id: 'e', slug: 'ny', operation: 'create' }),
      // Both editions' event pages.
      [eventPath('ny'), '/en/events/ny'],
    ],
    [
      'an event moved to a new slug',
      body({ _type: 'programmeEvent', _id: 'e', slug: 'ny', previousSlug: 'gml' }),
      [eventPath('ny'), '/en/events/ny'],
    ],
    [
      'an edited event',
      body({ _type: 'programmeEvent', _id: 'e', slug: 'ny', previousSlug: 'ny' }),
      [],
    ],
    [
      'a deleted event',
      body({ _type: 'programmeEvent', _id: 'e', previousSlug: 'ny', operation: 'delete' }),
      [],
    ],
    [
      'a new draft event',
      body({ _type: 'programmeEvent', _id: 'drafts.e', slug: 'ny', operation: 'create' }),
      [],
    ],
    [
      'a new venue (no page of its own)',
      body({ _type: 'venue', _id: 'v', slug: 'ny', operation: 'create' }),
      [],
    ],
    [
      'a type named like an object property',
      body({ _type: 'constructor', _id: 'c', slug: 'ny', operation: 'create' }),
      [],
    ],
  ])('%s', (_label, webhookBody, expected) => {
    expect(pathsForDocument(webhookBody)).toEqual(expected);
  });
});

describe('which URLs a programme publish purges at the CDN', () => {
  const pages = [
    { slug: '/', menuSlug: null },
    { slug: 'program', menuSlug: 'festivalmeny', programme: true },
    { slug: 'om-oss', menuSlug: null, programme: false },
  ];

  it('an event: its page and calendar (old and new slug), every event page, the programme pages, /kalender.ics, the sitemap', () => {
    expect(
      purgePathsForTags(
        [cacheTags.programme, cacheTags.event('ny'), cacheTags.event('gammel')],
        pages,
        ['ny', 'annet'],
      ),
    ).toEqual(
      [
        ...eventFiles('ny'),
        ...eventFiles('gammel'),
        ...eventFiles('annet'),
        '/program',
        '/kalender.ics',
        '/sitemap.xml',
        // The accessibility statement lists venues; the safety page links to that list.
        '/sikkerhet',
        '/tilgjengelighet',
        ...ENGLISH_PROGRAMME_PATHS,
      ].sort(),
    );
  });

  it('an event’s own URLs follow eventPath', () => {
    expect(eventPurgePaths('smak')).toEqual(eventFiles('smak'));
  });

  it('site settings and the default menu reach the event pages too (header and footer)', () => {
    expect(purgePathsForTags(['site-settings'], pages, ['a'])).toEqual(
      [
        '/',
        '/program',
        '/om-oss',
        '/personvern',
        '/sikkerhet',
        '/tilgjengelighet',
        ...eventFiles('a'),
        '/kalender.ics',
        // The installed app's name.
        '/manifest.webmanifest',
        // The Norwegian settings stand in for missing English ones.
        '/en/accessibility',
        '/en/calendar.ics',
        '/en/manifest.webmanifest',
        '/en/privacy',
        '/en/safety',
      ].sort(),
    );
    expect(purgePathsForTags([cacheTags.menu('mainmenu')], pages, ['a'])).toEqual(
      ['/', '/om-oss', '/personvern', '/sikkerhet', '/tilgjengelighet', eventPath('a')].sort(),
    );
  });

  it('a page publish purges no event URL', () => {
    expect(purgePathsForTags([cacheTags.page('program')], pages, ['a'])).toEqual(['/program']);
  });
});

describe('a publish through the webhook, to a CDN stand-in (Varnish PURGE)', () => {
  const SECRET = `test-${randomBytes(8).toString('hex')}`;

  async function publish(webhookBody: WebhookBody) {
    const standIn = await startStandIn((_request, response) => response.writeHead(200).end());
    const env = {
      CDN_PURGE_PROVIDER: 'varnish',
      CDN_PURGE_URL: standIn.url,
      CDN_PURGE_TOKEN: 'purge-token',
    };
    let purge: Promise<boolean> = Promise.resolve(false);
    try {
      const raw = JSON.stringify(webhookBody);
      const outcome = await handleRevalidateWebhook(
        {
          body: { kind: 'ok', text: raw },
          signatureHeader: signPayload(raw, SECRET, Date.now()),
        },
        {
          env: { ...process.env, SANITY_REVALIDATE_SECRET: SECRET },
          // The page and event lists are read from the dataset, as in production.
          purge: (tags) => {
            purge = purgeCdnForTags(tags, { env, retryDelaysMs: [] });
          },
        },
      );
      expect(await purge).toBe(true);
      const purged = standIn.requests
        .filter((request) => request.method === 'PURGE')
        .map((request) => request.url.pathname)
        .sort();
      return { outcome, purged };
    } finally {
      await standIn.close();
    }
  }

  it('an event moved to a new slug: Next revalidates the programme, both slugs and the new URL; the CDN loses exactly what shows the event', async () => {
    const { outcome, purged } = await publish(
      body({ _type: 'programmeEvent', _id: second.id, slug: second.slug, previousSlug: 'forrige' }),
    );
    expect(outcome.status).toBe(200);
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual([
      cacheTags.programme,
      cacheTags.event(second.slug),
      cacheTags.event('forrige'),
    ]);
    expect(jest.mocked(revalidatePath).mock.calls.map(([at]) => at)).toContain(
      eventPath(second.slug),
    );
    expect(purged).toEqual(
      [
        ...fixture.events.flatMap((event) => eventFiles(event.slug)),
        ...eventFiles('forrige'),
        `/${fixture.pages.all}`,
        `/${fixture.pages.oneVenue}`,
        '/kalender.ics',
        '/sitemap.xml',
        // The accessibility statement lists venues; the safety page links to that list.
        '/sikkerhet',
        '/tilgjengelighet',
        ...ENGLISH_PROGRAMME_PATHS,
      ].sort(),
    );
    // Neither the page without a programme block nor the draft event.
    expect(purged).not.toContain(`/${fixture.pages.plain}`);
  });

  it('a venue: the programme’s URLs and the page whose block names it', async () => {
    const { outcome, purged } = await publish(
      body({ _type: 'venue', _id: fixture.venues[0], slug: fixture.venues[0] }),
    );
    expect(outcome.body.tags).toEqual([
      cacheTags.programme,
      cacheTags.page(fixture.pages.oneVenue),
    ]);
    expect(purged).toEqual(
      [
        ...fixture.events.flatMap((event) => eventFiles(event.slug)),
        `/${fixture.pages.all}`,
        `/${fixture.pages.oneVenue}`,
        '/kalender.ics',
        '/sitemap.xml',
        // The accessibility statement lists venues; the safety page links to that list.
        '/sikkerhet',
        '/tilgjengelighet',
        ...ENGLISH_PROGRAMME_PATHS,
      ].sort(),
    );
  });
});
