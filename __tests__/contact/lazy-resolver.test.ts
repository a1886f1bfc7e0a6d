/** @jest-environment jsdom */
import type { ResolverOptions } from 'react-hook-form';
import type { ContactFormValues } from '@/lib/contact-message/schema';
import { EMPTY_CONTACT_FORM as EMPTY } from '@/components/contact/empty-form';

// Counts when the message's schema module (and with it Zod) is loaded.
let schemaLoads = 0;
jest.mock('@/lib/contact-message/schema', () => {
  schemaLoads += 1;
  return jest.requireActual('@/lib/contact-message/schema');
});

const OPTIONS = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<ContactFormValues>;

beforeEach(() => {
  jest.resetModules();
  schemaLoads = 0;
});

async function freshResolver() {
  const { lazyContactResolver } = await import('@/components/contact/lazy-resolver');
  return lazyContactResolver('nb');
}

describe('the contact form resolver', () => {
  it('judges the untouched form invalid without loading Zod', async () => {
    const resolve = await freshResolver();
    const result = await resolve(EMPTY, undefined, OPTIONS);
    expect(Object.keys(result.errors).length).toBeGreaterThan(0);
    expect(schemaLoads).toBe(0);
  });

  it('loads the schema with the first typed value, once, and then judges by it', async () => {
    const resolve = await freshResolver();
    const typed = await resolve({ ...EMPTY, email: 'ikke-en-adresse' }, undefined, OPTIONS);
    expect(schemaLoads).toBe(1);
    expect(typed.errors.email?.message).toBeTruthy();
    const valid = await resolve(
      {
        ...EMPTY,
        firstname: 'Kari',
        lastname: 'Nordmann',
        email: 'kari@example.org',
        message: 'Hei',
        consentToProcessing: true,
      },
      undefined,
      OPTIONS,
    );
    expect(valid.errors).toEqual({});
    // Emptied again: judged by the schema now, with its messages.
    const emptied = await resolve(EMPTY, undefined, OPTIONS);
    expect(emptied.errors.firstname?.message).toBeTruthy();
    expect(schemaLoads).toBe(1);
  });
});
