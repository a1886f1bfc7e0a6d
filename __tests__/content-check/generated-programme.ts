import type { DatasetDocument } from '@/scripts/dataset-check';
import { generateDataset, word } from './generated-dataset';

/** An instant `hours` after Oslo midnight of a summer day (UTC+2), so tests can write 12:00 as 12. */
export const osloSummer = (day: string, hours: number) =>
  new Date(Date.parse(`${day}T00:00:00+02:00`) + hours * 3_600_000).toISOString();

export type GeneratedEvent = DatasetDocument & {
  title: string;
  slug: { _type: 'slug'; current: string };
  start: string;
  end: string;
  venue?: { _type: 'reference'; _ref: string };
};

/**
 * The generated dataset plus a small programme: festival dates in site settings, two venues and
 * events that break no rule (back to back at one venue, at the same time at another). Tests
 * break one thing and expect exactly that reported.
 */
export function generateProgramme() {
  const base = generateDataset();
  // The base dataset's own event keeps its own dates: this programme's festival days replace them.
  const ownEvents = base.documents.filter((document) => document._type === 'programmeEvent');
  ownEvents.forEach((own) => base.documents.splice(base.documents.indexOf(own), 1));
  const days = ['2031-06-13', '2031-06-14', '2031-06-15'];
  base.find('siteSettings').festival = {
    _type: 'event',
    name: word('Festival'),
    startDate: days[0],
    endDate: days[2],
  };
  const venues = [word('venue'), word('venue')].map((id) => ({
    _id: id,
    _type: 'venue',
    name: word('Scene'),
    slug: { _type: 'slug', current: word('scene') },
  }));
  const event = (venueId: string, day: string, from: number, to: number): GeneratedEvent => ({
    _id: word('event'),
    _type: 'programmeEvent',
    title: word('Arrangement'),
    slug: { _type: 'slug', current: word('arrangement') },
    summary: word('Ingress'),
    start: osloSummer(day, from),
    end: osloSummer(day, to),
    venue: { _type: 'reference', _ref: venueId },
  });
  const events = [
    event(venues[0]._id, days[0], 12, 13),
    // Starts as the first ends: back to back, no overlap.
    event(venues[0]._id, days[0], 13, 14.5),
    // Same time as the first, another venue.
    event(venues[1]._id, days[0], 12, 13),
    // Late on the last day, past midnight: still the festival's.
    event(venues[1]._id, days[2], 23, 25),
  ];
  base.documents.push(...venues, ...events);
  return { ...base, days, venues, events };
}

// Each translated field and its item type (a one-line string or a text).
const FIELD_TRANSLATED: Record<string, Record<string, 'String' | 'Text'>> = {
  programmeEvent: { title: 'String', summary: 'String', description: 'Text', statusNote: 'String' },
  venue: { name: 'String', description: 'Text', accessibility: 'Text' },
};

/**
 * Copies of the documents whose event and venue texts are translated: each plain string becomes
 * the plugin's array with the Norwegian text and an English one. The Norwegian text is the same,
 * so every other rule reads (and names) them as before.
 */
export function withEnglishTexts(documents: DatasetDocument[]): DatasetDocument[] {
  return documents.map((document) => {
    const fields = FIELD_TRANSLATED[document._type];
    if (!fields) return document;
    const copy: DatasetDocument = { ...document };
    for (const [field, kind] of Object.entries(fields)) {
      const text = copy[field];
      if (typeof text !== 'string') continue;
      const _type = `internationalizedArray${kind}Value`;
      copy[field] = [
        { _key: word('k'), _type, language: 'nb', value: text },
        { _key: word('k'), _type, language: 'en', value: word('English') },
      ];
    }
    return copy;
  });
}
