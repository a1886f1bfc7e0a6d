import { startSanityStandIn } from '../../test-support/sanity-stand-in.mjs';

// In Sanity mode the safety PDFs and link-list downloads are files on Sanity's CDN. The content
// read hands them out as this site's /filer paths, so the safety page links them there and the
// offline list (what the service worker keeps) names them. Runs the real content path against
// the Sanity stand-in (groq-js over documents, dereferencing the file assets).
jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
}));
jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
}));

const RISK = '1111111111111111111111111111111111111111';
const PLAN = '2222222222222222222222222222222222222222';
const DOWNLOAD = '3333333333333333333333333333333333333333';
const cdnFile = (hash: string, extension = 'pdf') =>
  `https://cdn.sanity.io/files/abc123/staging/${hash}.${extension}`;
const fileAsset = (hash: string, extension = 'pdf') => ({
  _id: `file-${hash}-${extension}`,
  _type: 'sanity.fileAsset',
  url: cdnFile(hash, extension),
  extension,
  sha1hash: hash,
});
const fileRef = (hash: string, extension = 'pdf') => ({
  _type: 'file',
  asset: { _type: 'reference', _ref: `file-${hash}-${extension}` },
});

const documents = [
  fileAsset(RISK),
  fileAsset(PLAN),
  fileAsset(DOWNLOAD),
  fileAsset(DOWNLOAD, 'mp4'),
  {
    _id: 'safetyPage',
    _type: 'safetyPage',
    heading: 'Sikkerhet på festivalen',
    riskAnalysisPdf: fileRef(RISK),
    safetyPlanPdf: fileRef(PLAN),
  },
  { _id: 'siteSettings', _type: 'siteSettings', brandTitle: 'Matfestivalen' },
  {
    _id: 'page-program',
    _type: 'page',
    title: 'Program',
    slug: { _type: 'slug', current: 'program' },
    offlineReady: true,
    pageBuilder: [
      {
        _type: 'linkTree',
        _key: 'lenker',
        title: 'Nedlastinger',
        links: [
          { _key: 'kart', title: 'Kart', file: fileRef(DOWNLOAD) },
          { _key: 'film', title: 'Film', file: fileRef(DOWNLOAD, 'mp4') },
          { _key: 'side', title: 'Side', url: 'https://example.no/' },
        ],
      },
      {
        _type: 'programme',
        _key: 'telt',
        title: 'I teltet',
        venue: { _type: 'reference', _ref: 'venue-telt' },
      },
    ],
  },
  // Only the event in the tent is on the offline-ready page's programme (its venue preset).
  { _id: 'venue-telt', _type: 'venue', name: 'Teltet', slug: { _type: 'slug', current: 'teltet' } },
  {
    _id: 'venue-scene',
    _type: 'venue',
    name: 'Scenen',
    slug: { _type: 'slug', current: 'scenen' },
  },
  ...[
    ['i-teltet', 'venue-telt'],
    ['pa-scenen', 'venue-scene'],
  ].map(([slug, venue]) => ({
    _id: `event-${slug}`,
    _type: 'programmeEvent',
    title: slug,
    slug: { _type: 'slug', current: slug },
    start: '2031-08-15T10:00:00Z',
    end: '2031-08-15T11:00:00Z',
    venue: { _type: 'reference', _ref: venue },
  })),
];

const savedEnv = { ...process.env };
let standIn: Awaited<ReturnType<typeof startSanityStandIn>>;

beforeAll(async () => {
  standIn = await startSanityStandIn({ documents });
  process.env.SANITY_PROJECT_ID = 'abc123';
  process.env.SANITY_DATASET = 'staging';
  process.env.SANITY_API_HOST = standIn.url;
});
afterAll(async () => {
  process.env = { ...savedEnv };
  await standIn.close();
});

describe('Sanity files are linked through this site', () => {
  it('the offline list names the safety PDFs by their /filer paths', async () => {
    const { offlineList } = await import('@/lib/offline/offline-list');
    const list = await offlineList();
    expect(list.files).toEqual([`/filer/${RISK}.pdf`, `/filer/${PLAN}.pdf`]);
    expect(list.pages.map((page) => page.path)).toEqual(['/', '/sikkerhet', '/program']);
  });

  it("the offline list holds the event pages an offline-ready page's programme links to", async () => {
    const { offlineList } = await import('@/lib/offline/offline-list');
    expect((await offlineList()).events).toEqual(['/arrangement/i-teltet']);
  });

  it('the safety page links the same paths', async () => {
    const { getSafetyPage } = await import('@/lib/sanity/content');
    const { resolveSafetyPage } = await import('@/lib/defaults/safety-page');
    const page = resolveSafetyPage(await getSafetyPage());
    expect(page.riskAnalysisPdfUrl).toBe(`/filer/${RISK}.pdf`);
    expect(page.safetyPlanPdfUrl).toBe(`/filer/${PLAN}.pdf`);
  });

  it('a link list downloads through /filer; a video file stays on the CDN', async () => {
    const { getPage } = await import('@/lib/pages/get-page');
    const page = await getPage('program');
    const block = page?.pageBuilder?.find((candidate) => candidate._type === 'linkTree');
    expect(block && 'links' in block ? block.links?.map((link) => link.fileUrl) : null).toEqual([
      `/filer/${DOWNLOAD}.pdf`,
      cdnFile(DOWNLOAD, 'mp4'),
      null,
    ]);
  });
});
