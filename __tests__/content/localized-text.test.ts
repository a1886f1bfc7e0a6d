import { evaluate, parse } from 'groq-js';
import { localizedText } from '@/lib/sanity/localized-text';
import { slug, token, writeDataset, type Doc } from '../fixtures/content-fixture';

jest.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
}));
jest.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

// The texts of events and venues are a plain string (Norwegian) or the array
// sanity-plugin-internationalized-array writes; both read through the site's real queries.

type Item = { _key: string; _type: string; language: string; value?: string | null };

const item = (language: string, value: string | null, type = 'String'): Item => ({
  _key: token('k'),
  _type: `internationalizedArray${type}Value`,
  language,
  value,
});
const strings = (texts: Record<string, string | null>) =>
  Object.entries(texts).map(([language, value]) => item(language, value));
const texts = (texts: Record<string, string | null>) =>
  Object.entries(texts).map(([language, value]) => item(language, value, 'Text'));

async function project(field: unknown, language: string) {
  const query = `*[_id == $id][0]{ ${localizedText('text')} }`;
  const dataset = [{ _id: 'doc', _type: 'venue', text: field }];
  return (await evaluate(parse(query), { dataset, params: { id: 'doc', language } })).get();
}

describe('localizedText: one translatable field in the asked language', () => {
  const nb = token('Norsk');
  const en = token('English');

  it.each([
    ['a plain string, asked in Norwegian', nb, 'nb', { text: nb, textLanguage: 'nb' }],
    ['a plain string, asked in English: the Norwegian text', nb, 'en', { text: nb, textLanguage: 'nb' }],
    ['both languages, asked in English', strings({ nb, en }), 'en', { text: en, textLanguage: 'en' }],
    ['both languages, asked in Norwegian', strings({ en, nb }), 'nb', { text: nb, textLanguage: 'nb' }],
    ['only Norwegian, asked in English', texts({ nb }), 'en', { text: nb, textLanguage: 'nb' }],
    ['an empty English item falls back', strings({ nb, en: '' }), 'en', { text: nb, textLanguage: 'nb' }],
    ['an English item without a value falls back', strings({ nb, en: null }), 'en', { text: nb, textLanguage: 'nb' }],
    ['only English, asked in Norwegian: the text it has', strings({ en }), 'nb', { text: en, textLanguage: 'en' }],
    ['a third language is used where neither exists', strings({ de: en }), 'en', { text: en, textLanguage: 'de' }],
    ['no field', undefined, 'en', { text: null, textLanguage: null }],
    ['an empty array', [], 'nb', { text: null, textLanguage: null }],
  ])('%s', async (_case, field, language, expected) => {
    expect(await project(field, language)).toEqual(expected);
  });

  it('an object that is not an array of items gives no text', async () => {
    expect(await project({ value: nb }, 'nb')).toEqual({ text: null, textLanguage: null });
  });
});

describe('the programme getters in both shapes and both languages', () => {
  const ref = (id: string) => ({ _type: 'reference', _ref: id });
  const plainVenue: Doc = {
    _id: token('venue'),
    _type: 'venue',
    name: token('Scene'),
    slug: slug(token('scene')),
    description: token('Beskrivelse'),
    accessibility: token('Trinnfri'),
    order: 1,
  };
  const translatedVenue: Doc = {
    _id: token('venue'),
    _type: 'venue',
    name: strings({ nb: token('Telt'), en: token('Tent') }),
    slug: slug(token('telt')),
    description: texts({ nb: token('Teltet') }),
    accessibility: texts({ nb: token('Rampe'), en: token('Ramp') }),
    order: 2,
  };
  const event = (id: string, venue: Doc, fields: Partial<Doc>): Doc => ({
    _id: id,
    _type: 'programmeEvent',
    slug: slug(token('arrangement')),
    start: '2031-06-13T10:00:00Z',
    end: '2031-06-13T11:00:00Z',
    venue: ref(venue._id),
    ...fields,
  });
  const plain = event(token('ev'), plainVenue, {
    title: token('Tittel'),
    summary: token('Ingress'),
    description: token('Beskrivelse'),
    status: 'changed',
    statusNote: token('Flyttet'),
  });
  const translated = event(token('ev'), translatedVenue, {
    start: '2031-06-13T12:00:00Z',
    end: '2031-06-13T13:00:00Z',
    title: strings({ nb: token('Kurs'), en: token('Course') }),
    summary: strings({ nb: token('Lær'), en: token('Learn') }),
    description: texts({ nb: token('Mer') }),
    status: 'cancelled',
    statusNote: strings({ nb: token('Avlyst'), en: token('Cancelled') }),
  });
  const value = (field: unknown, language: string) =>
    (field as Item[]).find((entry) => entry.language === language)?.value;

  beforeAll(() => {
    process.env.CONTENT_DATASET_FILE = writeDataset([
      plainVenue,
      translatedVenue,
      plain,
      translated,
    ]);
    delete process.env.SANITY_PROJECT_ID;
  });

  it('reads the Norwegian programme as before: plain strings and the Norwegian items', async () => {
    const { getProgrammeEvents } = await import('@/lib/sanity/content');
    const [first, second] = await getProgrammeEvents();
    expect(first).toMatchObject({
      _id: plain._id,
      title: plain.title,
      titleLanguage: 'nb',
      summary: plain.summary,
      description: plain.description,
      statusNote: plain.statusNote,
      venue: { name: plainVenue.name, accessibility: plainVenue.accessibility },
    });
    expect(second).toMatchObject({
      _id: translated._id,
      title: value(translated.title, 'nb'),
      titleLanguage: 'nb',
      statusNote: value(translated.statusNote, 'nb'),
      venue: { name: value(translatedVenue.name, 'nb'), nameLanguage: 'nb' },
    });
  });

  it('reads the English programme: English where it exists, else Norwegian and said so', async () => {
    const { getProgrammeEvents } = await import('@/lib/sanity/content');
    const events = await getProgrammeEvents('en');
    const eventOf = (doc: Doc) => events.find((event) => event._id === doc._id);
    expect(eventOf(translated)).toMatchObject({
      title: value(translated.title, 'en'),
      titleLanguage: 'en',
      summary: value(translated.summary, 'en'),
      summaryLanguage: 'en',
      description: value(translated.description, 'nb'),
      descriptionLanguage: 'nb',
      statusNote: value(translated.statusNote, 'en'),
      statusNoteLanguage: 'en',
      venue: {
        name: value(translatedVenue.name, 'en'),
        nameLanguage: 'en',
        description: value(translatedVenue.description, 'nb'),
        descriptionLanguage: 'nb',
        accessibility: value(translatedVenue.accessibility, 'en'),
        accessibilityLanguage: 'en',
      },
    });
    expect(eventOf(plain)).toMatchObject({
      title: plain.title,
      titleLanguage: 'nb',
      venue: { name: plainVenue.name, nameLanguage: 'nb' },
    });
  });

  it('lists the venues in their order in either language, by the text the language has', async () => {
    const { getVenues } = await import('@/lib/sanity/content');
    const english = await getVenues('en');
    expect(english.map((venue) => [venue._id, venue.name, venue.nameLanguage])).toEqual([
      [plainVenue._id, plainVenue.name, 'nb'],
      [translatedVenue._id, value(translatedVenue.name, 'en'), 'en'],
    ]);
    const norwegian = await getVenues();
    expect(norwegian.map((venue) => venue.name)).toEqual([
      plainVenue.name,
      value(translatedVenue.name, 'nb'),
    ]);
  });
});
