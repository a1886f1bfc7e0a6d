import { MAX_CALENDAR_SELECTION, parseCalendarSelection } from '@/lib/programme/calendar-selection';

const parse = (query: string) => parseCalendarSelection(new URLSearchParams(query));

function message(query: string): string {
  const result = parse(query);
  expect(result.kind).toBe('invalid');
  return result.kind === 'invalid' ? result.message : '';
}

describe('parseCalendarSelection', () => {
  test('no arrangement parameter is the whole programme; other parameters are ignored', () => {
    expect(parse('')).toEqual({ kind: 'all' });
    expect(parse('utm_source=app')).toEqual({ kind: 'all' });
  });

  test('a comma-separated list is the selection, duplicates once, spaces around trimmed', () => {
    expect(parse('arrangement=pizzakurs,ostesmaking, pizzakurs')).toEqual({
      kind: 'some',
      slugs: ['pizzakurs', 'ostesmaking'],
    });
  });

  test('repeated parameters add up; æøå in an address is accepted', () => {
    expect(parse('arrangement=a&arrangement=r%C3%B8mmegr%C3%B8t')).toEqual({
      kind: 'some',
      slugs: ['a', 'rømmegrøt'],
    });
  });

  test(`${MAX_CALENDAR_SELECTION} addresses are fine, one more is refused with the count`, () => {
    const slugs = (count: number) => Array.from({ length: count }, (_, i) => `e${i}`).join(',');
    expect(parse(`arrangement=${slugs(MAX_CALENDAR_SELECTION)}`).kind).toBe('some');
    expect(message(`arrangement=${slugs(MAX_CALENDAR_SELECTION + 1)}`)).toBe(
      `For mange arrangementer: én kalenderfil kan ha høyst ${MAX_CALENDAR_SELECTION}, men utvalget har ${MAX_CALENDAR_SELECTION + 1}.`,
    );
  });

  test('an empty selection says none was chosen', () => {
    expect(message('arrangement=')).toMatch(/^Ingen arrangementer er valgt\./);
    expect(message('arrangement=,,')).toMatch(/^Ingen arrangementer er valgt\./);
  });

  test('an empty entry, a slash, a space inside or markup is malformed and named', () => {
    expect(message('arrangement=a,,b')).toContain('en tom adresse');
    expect(message('arrangement=a/b')).toContain('«a/b»');
    expect(message('arrangement=to%20ord')).toContain('«to ord»');
    expect(message('arrangement=%3Cscript%3E')).toContain('ikke er en gyldig adresse');
    expect(message(`arrangement=${'a'.repeat(201)}`)).toContain('ikke er en gyldig adresse');
  });
});
