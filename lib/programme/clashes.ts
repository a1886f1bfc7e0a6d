import { programmeText } from '../i18n/programme-text';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { overlaps } from './oslo-time';

export type PlannedEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  cancelled: boolean;
  /** Listed under several days (./event-days): a place to drop in on, not a session. */
  multiDay: boolean;
};

export type ClashOptions = {
  /** Count events over several days too (the visitor asked); otherwise they clash with nothing. */
  withMultiDay?: boolean;
};

/**
 * Which starred events overlap in time: id → the titles of the events it clashes with, in
 * start order. The real overlap counts (an event past midnight clashes with the night's next
 * session); a cancelled event takes no time, so it clashes with nothing; events that merely
 * touch (one ends as the next starts) do not clash; an event over several days (an exhibition,
 * a market hall) clashes only when the visitor asks for it.
 */
export function findClashes(
  events: readonly PlannedEvent[],
  { withMultiDay = false }: ClashOptions = {},
): Map<string, string[]> {
  const live = events
    .filter((event) => !event.cancelled && (withMultiDay || !event.multiDay))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const clashes = new Map<string, string[]>();
  const add = (id: string, title: string) => {
    const titles = clashes.get(id) ?? [];
    titles.push(title);
    clashes.set(id, titles);
  };
  for (let i = 0; i < live.length; i += 1) {
    for (let j = i + 1; j < live.length; j += 1) {
      // Sorted by start: once one starts after this one ends, so do all that follow.
      if (Date.parse(live[j].start) >= Date.parse(live[i].end)) break;
      if (overlaps(live[i], live[j])) {
        add(live[i].id, live[j].title);
        add(live[j].id, live[i].title);
      }
    }
  }
  return clashes;
}

/** "A, B og C" / "A, B and C". */
export function listTitles(titles: readonly string[], language: Language = DEFAULT_LANGUAGE) {
  if (titles.length <= 1) return titles[0] ?? '';
  const and = programmeText(language).and;
  return `${titles.slice(0, -1).join(', ')} ${and} ${titles[titles.length - 1]}`;
}

/** "Kolliderer med A og B". */
export function clashMessage(
  titles: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
): string {
  return programmeText(language).clash(listTitles(titles, language));
}
