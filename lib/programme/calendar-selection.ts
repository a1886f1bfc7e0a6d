/**
 * The query of /kalender.ics: no `arrangement` parameter is the whole programme;
 * `?arrangement=slug1,slug2` is a visitor's selection (Min festival). The server stores nothing:
 * the selection lives in the URL only.
 */

export const CALENDAR_SELECTION_PARAM = 'arrangement';

/** At most this many events in one selection; more is refused, not cut short. */
export const MAX_CALENDAR_SELECTION = 200;

// An event's address as the studio writes it (lowercase letters, digits, hyphens), and as older
// or hand-written content may have it (other letters, æøå, dots, underscores). No spaces, no
// slashes, no commas: those cannot be part of one event's address.
const SLUG = /^[\p{L}\p{N}](?:[\p{L}\p{N}._~-]{0,199})$/u;

export type CalendarSelection =
  { kind: 'all' } | { kind: 'some'; slugs: string[] } | { kind: 'invalid'; message: string };

const EXAMPLE = `?${CALENDAR_SELECTION_PARAM}=pizzakurs,ostesmaking`;

/** Reads the selection from a request's query; a malformed one says why, in Norwegian. */
export function parseCalendarSelection(params: URLSearchParams): CalendarSelection {
  const values = params.getAll(CALENDAR_SELECTION_PARAM);
  if (values.length === 0) return { kind: 'all' };
  const entries = values.flatMap((value) => value.split(','));
  if (entries.length > MAX_CALENDAR_SELECTION) {
    return {
      kind: 'invalid',
      message: `For mange arrangementer: én kalenderfil kan ha høyst ${MAX_CALENDAR_SELECTION}, men utvalget har ${entries.length}.`,
    };
  }
  const slugs = entries.map((entry) => entry.trim());
  if (slugs.every((slug) => slug === '')) {
    return {
      kind: 'invalid',
      message: `Ingen arrangementer er valgt. Skriv adressene til arrangementene etter «${CALENDAR_SELECTION_PARAM}=», skilt med komma, for eksempel ${EXAMPLE}.`,
    };
  }
  const malformed = slugs.find((slug) => !SLUG.test(slug));
  if (malformed !== undefined) {
    const shown = malformed === '' ? 'en tom adresse' : `«${malformed.slice(0, 60)}»`;
    return {
      kind: 'invalid',
      message: `Utvalget har ${shown}, som ikke er en gyldig adresse til et arrangement. Skriv adressene skilt med komma, uten mellomrom, for eksempel ${EXAMPLE}.`,
    };
  }
  return { kind: 'some', slugs: [...new Set(slugs)] };
}
