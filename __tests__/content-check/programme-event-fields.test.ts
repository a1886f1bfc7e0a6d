import { type Issue } from '@/scripts/dataset-check';
import { checkNorwegianDataset as checkDataset } from './generated-dataset';
import {
  eventTimesProblem,
  priceProblem,
  programmeMessages,
  statusNoteProblem,
  SUMMARY_MAX_LENGTH,
  summaryProblem,
} from '@/sanity/programme-rules';
import { generateDataset, readExtractedSchema, word } from './generated-dataset';

const schema = readExtractedSchema();

const found = (issues: Issue[]) =>
  issues.map(({ documentId, path, code, message }) => ({ documentId, path, code, message }));

/** The generated dataset with its programme event changed; the issues content:check reports. */
function checkWithEvent(change: (event: Record<string, unknown>) => void) {
  const { documents, ids, find } = generateDataset();
  const event = find(ids.eventId);
  change(event);
  return { issues: found(checkDataset(documents, schema)), ids, documents };
}

describe('the programme event rules, in content:check and the studio alike', () => {
  it('passes a valid event', () => {
    expect(checkWithEvent(() => {}).issues).toEqual([]);
  });

  it('refuses an end that is not after the start, with the studio’s message', () => {
    const { issues, ids } = checkWithEvent((event) => {
      event.end = event.start;
    });
    expect(issues).toEqual([
      {
        documentId: ids.eventId,
        path: 'end',
        code: 'event-times',
        message: programmeMessages.endNotAfterStart,
      },
    ]);
    expect(eventTimesProblem('2027-08-21T12:00:00Z', '2027-08-21T11:00:00Z')).toBe(
      programmeMessages.endNotAfterStart,
    );
    expect(eventTimesProblem('2027-08-21T12:00:00Z', '2027-08-21T12:00:01Z')).toBeUndefined();
    expect(eventTimesProblem('2027-08-21T12:00:00Z', 'i morgen')).toBe(
      programmeMessages.invalidTime,
    );
  });

  it.each(['changed', 'cancelled'])('refuses a %s event without a note', (status) => {
    const { issues, ids } = checkWithEvent((event) => {
      event.status = status;
      event.statusNote = '  ';
    });
    expect(issues).toEqual([
      {
        documentId: ids.eventId,
        path: 'statusNote',
        code: 'status-note',
        message: programmeMessages.noteMissing(status),
      },
    ]);
    expect(statusNoteProblem(status, undefined)).toBe(programmeMessages.noteMissing(status));
    expect(statusNoteProblem(status, word('Merknad'))).toBeUndefined();
  });

  it('lets a planned event go without a note', () => {
    expect(statusNoteProblem('planned', undefined)).toBeUndefined();
    expect(
      checkWithEvent((event) => {
        event.status = 'planned';
        delete event.statusNote;
      }).issues,
    ).toEqual([]);
  });

  it(`refuses a summary over ${SUMMARY_MAX_LENGTH} characters, counting æ, ø and å as one`, () => {
    const atLimit = 'ø'.repeat(SUMMARY_MAX_LENGTH);
    expect(summaryProblem(atLimit)).toBeUndefined();
    const { issues, ids } = checkWithEvent((event) => {
      event.summary = `${atLimit}å`;
    });
    expect(issues).toEqual([
      {
        documentId: ids.eventId,
        path: 'summary',
        code: 'too-long',
        message: programmeMessages.summaryTooLong(SUMMARY_MAX_LENGTH + 1),
      },
    ]);
  });

  it('refuses a negative price and accepts 0 (free) and no price', () => {
    expect(priceProblem(0)).toBeUndefined();
    expect(priceProblem(undefined)).toBeUndefined();
    const { issues, ids } = checkWithEvent((event) => {
      event.price = -50;
    });
    expect(issues).toEqual([
      {
        documentId: ids.eventId,
        path: 'price',
        code: 'out-of-range',
        message: programmeMessages.negativePrice,
      },
    ]);
  });

  it('refuses a category or dietary mark outside the lists, naming the entry', () => {
    const { issues, ids } = checkWithEvent((event) => {
      event.categories = ['kurs', 'grilling'];
      event.dietary = ['vegetar', 7];
    });
    expect(issues.map(({ documentId, path, code }) => ({ documentId, path, code }))).toEqual([
      { documentId: ids.eventId, path: 'categories[1]', code: 'invalid-value' },
      { documentId: ids.eventId, path: 'dietary[1]', code: 'invalid-value' },
    ]);
  });

  it('refuses a programme block preset to a category outside the list', () => {
    const { documents, ids, find } = generateDataset();
    const blocks = find(ids.pageId).pageBuilder as { _type: string; category?: string }[];
    const block = blocks.find((candidate) => candidate._type === 'programme');
    if (!block) throw new Error('the generated page has no programme block');
    block.category = 'grilling';
    expect(found(checkDataset(documents, schema))).toEqual([
      expect.objectContaining({ documentId: ids.pageId, code: 'invalid-value' }),
    ]);
  });
});
