import { oneOfCheck } from '@/sanity/schema/fields/one-of';

describe('oneOfCheck (the studio side of requiredOneOf)', () => {
  const redirect = oneOfCheck('redirect', {
    none: 'Velg en side eller en adresse.',
    both: 'Velg bare én.',
  });
  const link = oneOfCheck('link', { none: 'Lenken mangler mål.' });

  it('asks for one field when none is filled in, blanks and empty files included', () => {
    expect(redirect({ slug: '  ', href: '' })).toBe('Velg en side eller en adresse.');
    expect(link({ url: '', file: { _type: 'file' } })).toBe('Lenken mangler mål.');
  });

  it('refuses two where exactly one is allowed, and allows them where at least one is', () => {
    expect(redirect({ slug: 'matfestival', href: '/billetter' })).toBe('Velg bare én.');
    expect(
      link({ url: 'https://example.org', file: { _type: 'file', asset: { _ref: 'file-a-pdf' } } }),
    ).toBe(true);
  });

  it('passes one filled field and an empty object the studio has not created yet', () => {
    expect(redirect({ slug: 'matfestival' })).toBe(true);
    expect(redirect(undefined)).toBe(true);
  });
});
