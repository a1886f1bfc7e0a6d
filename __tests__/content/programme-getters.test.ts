import { cacheTags } from '@/lib/sanity/tags';
import { slug, token, writeDataset, type Doc } from '../fixtures/content-fixture';

const cacheCalls: { tags: string[] }[] = [];

jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, _keyParts: string[], options: { tags: string[] }) => {
    cacheCalls.push({ tags: options.tags });
    return fn;
  },
}));
jest.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const ref = (id: string) => ({ _type: 'reference', _ref: id });

describe('the programme getters', () => {
  const stageA = { _id: token('venue'), name: `B ${token('Scene')}`, order: 2 };
  const stageB = { _id: token('venue'), name: `A ${token('Scene')}`, order: 1 };
  const stageC = { _id: token('venue'), name: `C ${token('Scene')}`, order: 2 };
  const venueDocs: Doc[] = [stageA, stageB, stageC].map((venue) => ({
    ...venue,
    _type: 'venue',
    slug: slug(token('scene')),
    accessibility: token('Trinnfri'),
  }));

  const event = (overrides: Partial<Doc> & { _id: string }): Doc => ({
    _type: 'programmeEvent',
    title: token('Tittel'),
    slug: slug(token('arrangement')),
    summary: token('Ingress'),
    start: '2027-08-21T10:00:00Z',
    end: '2027-08-21T11:00:00Z',
    venue: ref(stageA._id),
    ...overrides,
  });

  const late = event({ _id: token('ev'), start: '2027-08-21T12:00:00Z', end: '2027-08-21T13:00:00Z' });
  const early = event({
    _id: token('ev'),
    title: 'B',
    start: '2027-08-20T10:00:00Z',
    categories: ['kurs', 'grilling'],
    dietary: ['vegetar', 'kjøtt'],
    status: 'cancelled',
    statusNote: token('Avlyst'),
  });
  const sameStart = event({ _id: token('ev'), title: 'A', start: '2027-08-20T10:00:00Z', status: 'oppdiktet' });
  const publishedWithDraft = event({ _id: token('ev'), start: '2027-08-22T10:00:00Z' });
  const draftOfPublished = {
    ...publishedWithDraft,
    _id: `drafts.${publishedWithDraft._id}`,
    title: token('Utkast'),
  };
  const draftOnly = event({ _id: `drafts.${token('ev')}` });
  const versionOnly = event({ _id: `versions.${token('release')}.${token('ev')}` });
  const broken = [
    event({ _id: token('ev'), slug: undefined }),
    event({ _id: token('ev'), start: undefined }),
    event({ _id: token('ev'), end: 'fredag kveld' }),
  ];

  const file = writeDataset([
    ...venueDocs,
    late,
    early,
    sameStart,
    publishedWithDraft,
    draftOfPublished,
    draftOnly,
    versionOnly,
    ...broken,
  ]);
  const slugOf = (doc: Doc) => (doc.slug as { current: string }).current;

  beforeAll(() => {
    process.env.CONTENT_DATASET_FILE = file;
    delete process.env.SANITY_PROJECT_ID;
  });
  beforeEach(() => {
    cacheCalls.length = 0;
  });

  it('lists the published events with a slug and real times, by start and then title', async () => {
    const { getProgrammeEvents } = await import('@/lib/sanity/content');
    const events = await getProgrammeEvents();
    expect(events.map((entry) => entry._id)).toEqual([
      sameStart._id,
      early._id,
      late._id,
      publishedWithDraft._id,
    ]);
    expect(events[3].title).toBe(publishedWithDraft.title);
    expect(cacheCalls).toEqual([{ tags: [cacheTags.programme] }]);
  });

  it('gives components what the types promise: known options, a status, the venue', async () => {
    const { getProgrammeEvents } = await import('@/lib/sanity/content');
    const events = await getProgrammeEvents();
    const cancelled = events.find((entry) => entry._id === early._id);
    expect(cancelled).toMatchObject({
      slug: slugOf(early),
      categories: ['kurs'],
      dietary: ['vegetar'],
      status: 'cancelled',
      statusNote: early.statusNote,
      venue: { _id: stageA._id, name: stageA.name, order: 2 },
    });
    expect(events.find((entry) => entry._id === sameStart._id)?.status).toBe('planned');
    expect(events.find((entry) => entry._id === late._id)?.status).toBe('planned');
  });

  it('lists the venues by order and then name, with their accessibility text', async () => {
    const { getVenues } = await import('@/lib/sanity/content');
    const venues = await getVenues();
    expect(venues.map((venue) => venue._id)).toEqual([stageB._id, stageA._id, stageC._id]);
    expect(venues[0].accessibility).toBe(venueDocs[1].accessibility);
    expect(cacheCalls).toEqual([{ tags: [cacheTags.programme] }]);
  });

  it('indexes the published event pages for static params and the sitemap', async () => {
    const { getProgrammeEventIndex } = await import('@/lib/sanity/content');
    const index = await getProgrammeEventIndex();
    const slugs = index.map((entry) => entry.slug);
    expect(slugs).toEqual(
      [late, early, sameStart, publishedWithDraft].map(slugOf).sort(),
    );
    expect(slugs).not.toContain(slugOf(draftOnly));
    expect(slugs).not.toContain(slugOf(versionOnly));
    expect(cacheCalls).toEqual([{ tags: [cacheTags.programme] }]);
  });
});
