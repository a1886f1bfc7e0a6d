import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkDataset as checkAll,
  formatReport,
  hasErrors,
  type DatasetDocument,
  type Issue,
} from '@/scripts/dataset-check';
import { checkNorwegianDataset as checkDataset } from './generated-dataset';
import { formatDayHeading, formatTimeRange } from '@/lib/programme/oslo-time';
import { editorMessages } from '@/sanity/page-rules';
import { festivalDatesProblem, programmeMessages } from '@/sanity/programme-rules';
import { readExtractedSchema, word } from './generated-dataset';
import {
  generateProgramme,
  osloSummer,
  withEnglishTexts,
  type GeneratedEvent,
} from './generated-programme';

// The CLI test starts Node and TypeScript: slow on a busy machine.
jest.setTimeout(90_000);

const schema = readExtractedSchema();

const found = (issues: Issue[]) =>
  issues.map(({ documentId, path: at, code, message, severity }) => ({
    documentId,
    path: at,
    code,
    message,
    ...(severity ? { severity } : {}),
  }));

const day = (key: string) => formatDayHeading(key).toLowerCase();
const entry = (event: GeneratedEvent) => ({
  title: event.title,
  time: formatTimeRange(event.start, event.end),
});

describe('the programme’s rules in content:check', () => {
  it('passes a programme that breaks none: back to back, same time at two venues, past midnight', () => {
    expect(checkDataset(generateProgramme().documents, schema)).toEqual([]);
  });

  it('refuses an end that is not after the start', () => {
    const { documents, events } = generateProgramme();
    events[0].end = events[0].start;
    expect(found(checkDataset(documents, schema))).toEqual([
      {
        documentId: events[0]._id,
        path: 'end',
        code: 'event-times',
        message: programmeMessages.endNotAfterStart,
      },
    ]);
  });

  it('refuses an event without a venue, in Norwegian and once', () => {
    const { documents, events } = generateProgramme();
    delete events[0].venue;
    expect(found(checkDataset(documents, schema))).toEqual([
      {
        documentId: events[0]._id,
        path: 'venue',
        code: 'missing-venue',
        message: programmeMessages.venueMissing,
      },
    ]);
  });

  it('refuses an event whose venue is not in the dataset (deleted), in Norwegian and once', () => {
    const { documents, events, venues } = generateProgramme();
    // The venue and its other events go; this one still points at it.
    const gone = venues[0]._id;
    const left = documents.filter(
      (document) =>
        document._id !== gone &&
        (document._id === events[0]._id || (document as GeneratedEvent).venue?._ref !== gone),
    );
    expect(found(checkDataset(left, schema))).toEqual([
      {
        documentId: events[0]._id,
        path: 'venue',
        code: 'missing-venue',
        message: programmeMessages.venueNotFound,
      },
    ]);
  });

  it.each([
    ['changed', 'endret'],
    ['cancelled', 'avlyst'],
  ])('refuses a %s event without a note', (status, word) => {
    const { documents, events } = generateProgramme();
    events[2].status = status;
    const issues = found(checkDataset(documents, schema));
    expect(issues).toEqual([
      {
        documentId: events[2]._id,
        path: 'statusNote',
        code: 'status-note',
        message: programmeMessages.noteMissing(status),
      },
    ]);
    expect(issues[0].message).toContain(word);
    events[2].statusNote = 'Flyttet til 14:00';
    expect(checkDataset(documents, schema)).toEqual([]);
  });

  it('refuses two events with one slug, naming the other; a draft shares its own', () => {
    const { documents, events } = generateProgramme();
    events[1].slug = { ...events[0].slug };
    documents.push({ ...structuredClone(events[0]), _id: `drafts.${events[0]._id}` });
    const issues = found(checkDataset(documents, schema)).filter(
      (issue) => issue.code === 'duplicate-slug',
    );
    const slug = events[0].slug.current;
    expect(issues).toEqual([
      {
        documentId: events[0]._id,
        path: 'slug.current',
        code: 'duplicate-slug',
        message: editorMessages.duplicateSlug(slug, [events[1]._id]),
      },
      {
        documentId: events[1]._id,
        path: 'slug.current',
        code: 'duplicate-slug',
        message: editorMessages.duplicateSlug(slug, [events[0]._id]),
      },
      {
        documentId: `drafts.${events[0]._id}`,
        path: 'slug.current',
        code: 'duplicate-slug',
        message: editorMessages.duplicateSlug(slug, [events[1]._id]),
      },
    ]);
  });

  it.each([
    ['before the first day', '2031-06-12', 18],
    ['after the last day', '2031-06-16', 10],
  ])('warns about an event %s, in Oslo time, without failing', (_, date, hour) => {
    const { documents, events, days } = generateProgramme();
    events[2].start = osloSummer(date, hour);
    events[2].end = osloSummer(date, hour + 1);
    const issues = checkDataset(documents, schema);
    expect(found(issues)).toEqual([
      {
        documentId: events[2]._id,
        path: 'start',
        code: 'outside-festival',
        message: programmeMessages.outsideFestival(day(date), day(days[0]), day(days[2])),
        severity: 'warning',
      },
    ]);
    expect(hasErrors(issues)).toBe(false);
  });

  it('reads the day in Oslo: 00:30 on the day after the festival is outside, 23:30 on its last day is not', () => {
    const { documents, events, days } = generateProgramme();
    // 22:30 UTC on the last day is 00:30 in Oslo the next day.
    events[0].start = osloSummer('2031-06-16', 0.5);
    events[0].end = osloSummer('2031-06-16', 1);
    expect(events[0].start).toBe('2031-06-15T22:30:00.000Z');
    expect(found(checkDataset(documents, schema)).map((issue) => issue.code)).toEqual([
      'outside-festival',
    ]);
    events[0].start = osloSummer(days[2], 23.5);
    events[0].end = osloSummer(days[2], 24.5);
    expect(checkDataset(documents, schema)).toEqual([]);
  });

  it('checks no dates when the site settings give none, or none that exist', () => {
    const { documents, events, find } = generateProgramme();
    delete find('siteSettings').festival;
    events[2].start = osloSummer('2040-01-01', 10);
    events[2].end = osloSummer('2040-01-01', 11);
    expect(checkDataset(documents, schema)).toEqual([]);
    expect(festivalDatesProblem(events[2].start, { startDate: '2031-02-30' })).toBeUndefined();
  });

  it('warns on both events that overlap at one venue, naming both, without failing', () => {
    const { documents, events, venues } = generateProgramme();
    events[1].start = osloSummer('2031-06-13', 12.5);
    const venue = venues[0].name;
    const issues = checkDataset(documents, schema);
    expect(found(issues)).toEqual([
      {
        documentId: events[0]._id,
        path: 'start',
        code: 'venue-overlap',
        message: programmeMessages.venueOverlap(venue, entry(events[0]), entry(events[1])),
        severity: 'warning',
      },
      {
        documentId: events[1]._id,
        path: 'start',
        code: 'venue-overlap',
        message: programmeMessages.venueOverlap(venue, entry(events[1]), entry(events[0])),
        severity: 'warning',
      },
    ]);
    expect(issues[0].message).toContain(`«${events[0].title}» (12:00–13:00)`);
    expect(issues[0].message).toContain(`«${events[1].title}» (12:30–14:30)`);
    expect(issues[0].message).toContain(venue);
    expect(hasErrors(issues)).toBe(false);
  });

  it('does not count a cancelled event as holding the stage', () => {
    const { documents, events } = generateProgramme();
    events[1].start = osloSummer('2031-06-13', 12.5);
    events[1].status = 'cancelled';
    events[1].statusNote = 'Avlyst på grunn av sykdom';
    expect(checkDataset(documents, schema)).toEqual([]);
  });

  it('checks a draft against the preview: a draft moved onto another event warns, its published copy does not', () => {
    const { documents, events } = generateProgramme();
    const draft = {
      ...structuredClone(events[1]),
      _id: `drafts.${events[1]._id}`,
      start: osloSummer('2031-06-13', 12.5),
    };
    documents.push(draft);
    expect(found(checkDataset(documents, schema)).map((i) => [i.documentId, i.code])).toEqual([
      [draft._id, 'venue-overlap'],
    ]);
  });
});

describe('npm run content:check on a programme', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'programme-check-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // The pages stay Norwegian only: their missing-translation warnings are left out below. The
  // events and venues get English texts, so the programme's own warnings stand alone.
  const run = (documents: DatasetDocument[], name: string) => {
    const file = path.join(dir, name);
    writeFileSync(
      file,
      withEnglishTexts(documents)
        .map((document) => JSON.stringify(document))
        .join('\n'),
    );
    const inherited = { ...process.env };
    delete inherited.CONTENT_DATASET_FILE;
    const result = spawnSync(
      process.execPath,
      [path.join(process.cwd(), 'scripts/content-check.mjs'), file],
      { cwd: process.cwd(), env: inherited, encoding: 'utf8', timeout: 60_000 },
    );
    return { ...result, file };
  };

  /** The Norwegian pages' missing-translation warnings, which the CLI counts with the others. */
  const pageWarnings = (documents: DatasetDocument[]) => {
    const warnings = checkAll(withEnglishTexts(documents), schema).filter(
      (issue) => issue.code === 'missing-translation',
    );
    return {
      count: warnings.length,
      documents: new Set(warnings.map((issue) => issue.documentId)).size,
    };
  };

  it('lists warnings alone with exit code 0', () => {
    const { documents, events, venues } = generateProgramme();
    events[1].start = osloSummer('2031-06-13', 12.5);
    const result = run(documents, 'warnings.ndjson');
    const pages = pageWarnings(documents);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `${result.file}: ${documents.length} documents OK, ${2 + pages.count} warnings in ${2 + pages.documents} documents`,
    );
    expect(result.stdout).toContain(
      `${events[0]._id}\n  start: warning: ${programmeMessages.venueOverlap(venues[0].name, entry(events[0]), entry(events[1]))} [venue-overlap]`,
    );
  });

  it('exits 1 on every programme mistake, listing the warnings too', () => {
    const { documents, events } = generateProgramme();
    events[0].end = events[0].start;
    delete events[1].venue;
    events[2].status = 'cancelled';
    const twin = { ...structuredClone(events[3]), _id: word('event') };
    twin.start = osloSummer('2031-07-01', 10);
    twin.end = osloSummer('2031-07-01', 11);
    const result = run([...documents, twin], 'mistakes.ndjson');
    expect(result.status).toBe(1);
    for (const [message, code] of [
      [programmeMessages.endNotAfterStart, 'event-times'],
      [programmeMessages.venueMissing, 'missing-venue'],
      [programmeMessages.noteMissing('cancelled'), 'status-note'],
      [editorMessages.duplicateSlug(events[3].slug.current, [twin._id]), 'duplicate-slug'],
      [
        `warning: ${programmeMessages.outsideFestival(day('2031-07-01'), day('2031-06-13'), day('2031-06-15'))}`,
        'outside-festival',
      ],
    ]) {
      expect(result.stderr).toContain(`${message} [${code}]`);
    }
    expect(result.stderr).toContain(
      `${result.file}: 5 problems in 5 documents (of ${documents.length + 1}), ${1 + pageWarnings([...documents, twin]).count} warnings`,
    );
  });
});

describe('formatReport with warnings', () => {
  it('counts warnings apart and marks each', () => {
    const warning: Issue = {
      documentId: 'event-a',
      path: 'start',
      code: 'venue-overlap',
      message: 'samtidig',
      severity: 'warning',
    };
    expect(formatReport([warning], 4, 'x.ndjson')).toBe(
      [
        'x.ndjson: 4 documents OK, 1 warning in 1 document',
        '',
        'event-a',
        '  start: warning: samtidig [venue-overlap]',
        '',
      ].join('\n'),
    );
  });
});
