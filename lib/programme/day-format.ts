/**
 * Day names and headings in each edition's language, from the dictionaries: 'Lørdag 21.
 * august' / 'Saturday 21 August', 'lørdag' / 'Saturday'. (./oslo-time.ts keeps a dependency-free
 * Norwegian heading for the studio and plain-Node scripts; a Jest test holds the two equal.)
 */
import { programmeText } from '../i18n/programme-text';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { formatDayHeading as norwegianHeading } from './oslo-time';

function dateOfDayKey(dayKey: string): Date {
  // Validates the key (it throws on a bad one), then reads the date in UTC.
  norwegianHeading(dayKey);
  const [year, month, day] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The weekday of a day key as running text writes it: 'lørdag', 'Saturday'. */
export function formatWeekday(dayKey: string, language: Language = DEFAULT_LANGUAGE): string {
  return programmeText(language).weekdays[dateOfDayKey(dayKey).getUTCDay()];
}

/** A day heading from a day key: 'Lørdag 21. august', 'Saturday 21 August'. */
export function formatDayHeading(dayKey: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = dateOfDayKey(dayKey);
  const text = programmeText(language);
  return text.dayHeading(
    text.weekdays[date.getUTCDay()],
    date.getUTCDate(),
    text.months[date.getUTCMonth()],
  );
}
