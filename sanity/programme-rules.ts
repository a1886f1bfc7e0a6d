/**
 * Field rules of the festival programme that the extracted schema cannot carry: the studio's
 * validation (sanity/schema/documents/programme-event.ts) and `npm run content:check`
 * (scripts/dataset-check) ask these functions and show the same Norwegian message.
 * Plain TypeScript without Sanity imports, so the dataset check can load it outside the studio.
 */

export const SUMMARY_MAX_LENGTH = 200;

/** Statuses that must explain themselves to visitors with a note. */
const NOTE_REQUIRED = new Set(['changed', 'cancelled']);

export const programmeMessages = {
  endNotAfterStart: 'Slutt må være etter start. Sjekk dato og klokkeslett.',
  invalidTime: 'Skriv et gyldig tidspunkt (dato og klokkeslett).',
  noteMissing: (status: string) =>
    `Skriv en kort merknad når arrangementet er ${status === 'cancelled' ? 'avlyst' : 'endret'}: publikum ser den ved arrangementet.`,
  summaryTooLong: (length: number) =>
    `Ingressen kan ha høyst ${SUMMARY_MAX_LENGTH} tegn (nå ${length}). Resten hører hjemme i beskrivelsen.`,
  negativePrice: 'Prisen kan ikke være under 0. Skriv 0 for gratis, eller la feltet stå tomt.',
} as const;

function instant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NaN : time;
}

/** An unparseable start or end, or an end that is not after the start. */
export function eventTimesProblem(start: unknown, end: unknown): string | undefined {
  const from = instant(start);
  const to = instant(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return programmeMessages.invalidTime;
  if (from === undefined || to === undefined) return undefined;
  return to > from ? undefined : programmeMessages.endNotAfterStart;
}

/** A changed or cancelled event without a note for visitors. */
export function statusNoteProblem(status: unknown, note: unknown): string | undefined {
  if (typeof status !== 'string' || !NOTE_REQUIRED.has(status)) return undefined;
  return typeof note === 'string' && note.trim() !== ''
    ? undefined
    : programmeMessages.noteMissing(status);
}

export function summaryProblem(summary: unknown): string | undefined {
  if (typeof summary !== 'string') return undefined;
  const length = [...summary].length;
  return length > SUMMARY_MAX_LENGTH ? programmeMessages.summaryTooLong(length) : undefined;
}

export function priceProblem(price: unknown): string | undefined {
  return typeof price === 'number' && price < 0 ? programmeMessages.negativePrice : undefined;
}

export type ProgrammeFieldProblem = {
  field: 'end' | 'statusNote' | 'summary' | 'price';
  code: 'event-times' | 'status-note' | 'too-long' | 'out-of-range';
  message: string;
};

/** Every field-level problem of one programmeEvent document (what content:check reports). */
export function programmeEventProblems(event: Record<string, unknown>): ProgrammeFieldProblem[] {
  const problems: ProgrammeFieldProblem[] = [];
  const add = (
    field: ProgrammeFieldProblem['field'],
    code: ProgrammeFieldProblem['code'],
    message: string | undefined,
  ) => {
    if (message) problems.push({ field, code, message });
  };
  add('end', 'event-times', eventTimesProblem(event.start, event.end));
  add('statusNote', 'status-note', statusNoteProblem(event.status, event.statusNote));
  add('summary', 'too-long', summaryProblem(event.summary));
  add('price', 'out-of-range', priceProblem(event.price));
  return problems;
}
