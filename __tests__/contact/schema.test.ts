import { CONTACT_LIMITS, contactMessageSchema } from '@/lib/contact-message/schema';
import payload from './fixtures/valid-payload.json';

const valid = {
  firstname: payload.firstname,
  lastname: payload.lastname,
  email: payload.email,
  company: payload.company,
  message: payload.message,
  consentToProcessing: true,
  consentToNewsletter: false,
};

function errorsFor(input: unknown): Record<string, string> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

const requiredText = [
  ['firstname', 'Fornavn er påkrevd.'],
  ['lastname', 'Etternavn er påkrevd.'],
  ['email', 'E-post er påkrevd.'],
  ['message', 'Melding er påkrevd.'],
] as const;

describe('contact message schema (docs/product-rules.md, Contact message)', () => {
  it('accepts a complete message and trims the text fields', () => {
    const result = contactMessageSchema.parse({
      ...valid,
      firstname: '  Kari ',
      message: '\nHei\n',
    });
    expect(result.firstname).toBe('Kari');
    expect(result.message).toBe('Hei');
  });

  it('keeps unicode names and text as written', () => {
    const result = contactMessageSchema.parse({
      ...valid,
      firstname: 'Øystein',
      lastname: 'Ærø-Ångström',
      message: 'Smaker på 🍓 og 寿司 – «takk»!',
    });
    expect(result).toMatchObject({ firstname: 'Øystein', lastname: 'Ærø-Ångström' });
    expect(result.message).toContain('🍓');
  });

  it.each(requiredText)('rejects a missing %s with a Norwegian message', (key, message) => {
    const { [key]: _omitted, ...rest } = valid;
    expect(_omitted).toBeDefined();
    expect(errorsFor(rest)[key]).toBe(message);
  });

  it.each(requiredText)('rejects an empty or whitespace-only %s', (key, message) => {
    expect(errorsFor({ ...valid, [key]: '' })[key]).toBe(message);
    expect(errorsFor({ ...valid, [key]: ' \t\n ' })[key]).toBe(message);
  });

  it.each(requiredText)('rejects null and non-string values for %s', (key, message) => {
    expect(errorsFor({ ...valid, [key]: null })[key]).toBe(message);
    expect(errorsFor({ ...valid, [key]: 42 })[key]).toBe('Ugyldig verdi.');
    expect(errorsFor({ ...valid, [key]: ['Kari'] })[key]).toBe('Ugyldig verdi.');
  });

  it.each([
    ['firstname', CONTACT_LIMITS.name],
    ['lastname', CONTACT_LIMITS.name],
    ['company', CONTACT_LIMITS.company],
    ['message', CONTACT_LIMITS.message],
  ] as const)('accepts %s at its limit of %i characters and rejects one more', (key, max) => {
    expect(errorsFor({ ...valid, [key]: 'å'.repeat(max) })).toEqual({});
    expect(errorsFor({ ...valid, [key]: 'å'.repeat(max + 1) })[key]).toMatch(
      /kan ikke være lengre enn/,
    );
  });

  it('rejects a very long email', () => {
    expect(errorsFor({ ...valid, email: `${'a'.repeat(250)}@b.no` }).email).toMatch(
      /lengre enn 254/,
    );
  });

  it.each(['a@b.c', 'ola.nordmann+fest@firma.no', 'kari@sub.domene.no', 'Øy@ærø.no'])(
    'accepts the loosely valid email %s',
    (email) => {
      expect(errorsFor({ ...valid, email })).toEqual({});
    },
  );

  it.each([
    'ola',
    'ola@firma',
    'ola.firma.no',
    '@firma.no',
    'ola@.no',
    'ola@firma.',
    'o la@firma.no',
    'ola@@firma.no',
  ])('rejects the email %s', (email) => {
    expect(errorsFor({ ...valid, email }).email).toBe(
      'Skriv inn en gyldig e-postadresse, for eksempel navn@firma.no.',
    );
  });

  it('trims the email before checking it', () => {
    expect(contactMessageSchema.parse({ ...valid, email: '  a@b.no ' }).email).toBe('a@b.no');
  });

  it('treats company as optional: missing, empty or filled in', () => {
    const { company: _company, ...withoutCompany } = valid;
    expect(_company).toBeDefined();
    expect(errorsFor(withoutCompany)).toEqual({});
    expect(errorsFor({ ...valid, company: '' })).toEqual({});
    expect(errorsFor({ ...valid, company: 7 }).company).toBe('Ugyldig verdi.');
  });

  it('requires consent to processing to be exactly true', () => {
    const message = 'Du må samtykke til behandling av personopplysninger for å sende meldingen.';
    expect(errorsFor({ ...valid, consentToProcessing: false }).consentToProcessing).toBe(message);
    expect(errorsFor({ ...valid, consentToProcessing: null }).consentToProcessing).toBe(message);
    expect(errorsFor({ ...valid, consentToProcessing: 'true' }).consentToProcessing).toBe(message);
    expect(errorsFor({ ...valid, consentToProcessing: undefined }).consentToProcessing).toBe(
      message,
    );
  });

  it('accepts newsletter consent as false or true, but not null, empty or missing', () => {
    expect(errorsFor({ ...valid, consentToNewsletter: false })).toEqual({});
    expect(errorsFor({ ...valid, consentToNewsletter: true })).toEqual({});
    expect(errorsFor({ ...valid, consentToNewsletter: null }).consentToNewsletter).toBeDefined();
    expect(errorsFor({ ...valid, consentToNewsletter: '' }).consentToNewsletter).toBeDefined();
    const { consentToNewsletter: _newsletter, ...withoutNewsletter } = valid;
    expect(_newsletter).toBe(false);
    expect(errorsFor(withoutNewsletter).consentToNewsletter).toBeDefined();
  });

  it('rejects bodies that are not objects', () => {
    for (const input of [null, undefined, 'hei', 42, [valid]]) {
      expect(contactMessageSchema.safeParse(input).success).toBe(false);
    }
  });

  it('reports every invalid field at once for an empty object', () => {
    expect(Object.keys(errorsFor({})).sort()).toEqual(
      [
        'consentToNewsletter',
        'consentToProcessing',
        'email',
        'firstname',
        'lastname',
        'message',
      ].sort(),
    );
  });

  it('drops keys it does not know', () => {
    const result = contactMessageSchema.parse({ ...valid, isAdmin: true });
    expect(result).not.toHaveProperty('isAdmin');
  });
});
