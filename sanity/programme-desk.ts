/**
 * How the programme reads in the studio's desk: the days its events fall on, and the
 * one-line summaries under an event's and a programme block's title. All times in Oslo time,
 * as visitors see them. Relative imports and no Sanity imports, so tests load it as is.
 */
import { categoryLabel, STATUS_LABELS } from '../lib/programme/labels';
import {
  formatDayHeading,
  formatOsloTime,
  formatTimeRange,
  osloDayKey,
} from '../lib/programme/oslo-time';
import { displayText } from './translations';

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The Oslo days (day keys, in order) that events start on; starts that are no date are left out. */
export function festivalDayKeys(starts: readonly unknown[]): string[] {
  return [...new Set(starts.filter(isInstant).map(osloDayKey))].sort();
}

export type EventPreviewSelection = {
  start?: unknown;
  end?: unknown;
  venueName?: unknown;
  status?: unknown;
};

/**
 * 'Lørdag 21. august · 12:00–13:30 · Hovedscenen', with 'Avlyst' or 'Endret' first when the
 * event is cancelled or changed, and what is missing said plainly.
 */
export function eventPreviewSubtitle({ start, end, venueName, status }: EventPreviewSelection) {
  const parts: string[] = [];
  if (status === 'cancelled' || status === 'changed') parts.push(STATUS_LABELS[status]);
  if (isInstant(start)) {
    parts.push(formatDayHeading(osloDayKey(start)));
    parts.push(isInstant(end) ? formatTimeRange(start, end) : `fra ${formatOsloTime(start)}`);
  } else {
    parts.push('Uten tidspunkt');
  }
  // A venue's name is a plain string or translated per language: the desk shows the Norwegian.
  parts.push(displayText(venueName) ?? 'Uten scene');
  return parts.join(' · ');
}

export type ProgrammeBlockSelection = { title?: unknown; venueName?: unknown; category?: unknown };

/** A programme block in the page builder: its title, and what it lists. */
export function programmeBlockPreview({ title, venueName, category }: ProgrammeBlockSelection) {
  const limits = [
    displayText(venueName) ?? null,
    typeof category === 'string' && category ? categoryLabel(category) : null,
  ].filter((part): part is string => part !== null);
  return {
    title: typeof title === 'string' && title.trim() ? title : 'Program uten tittel',
    subtitle: `Program · ${limits.length > 0 ? `bare ${limits.join(', ')}` : 'hele programmet'}`,
  };
}
