import {
  DEFAULT_HOOPLA_SALES_URL,
  hooplaSalesPageUrl,
  hooplaSalesUrlTemplate,
} from '@/lib/hoopla/sales-page-url';

describe('hooplaSalesUrlTemplate', () => {
  it('defaults to the organiser subdomain on hoopla.no', () => {
    expect(hooplaSalesUrlTemplate(undefined)).toBe(DEFAULT_HOOPLA_SALES_URL);
    expect(hooplaSalesUrlTemplate('   ')).toBe(DEFAULT_HOOPLA_SALES_URL);
    expect(hooplaSalesPageUrl('matfestivalen-oslo', DEFAULT_HOOPLA_SALES_URL)).toBe(
      'https://matfestivalen-oslo.hoopla.no/',
    );
  });

  it('accepts a configured template', () => {
    expect(hooplaSalesUrlTemplate('https://tickets.example.org/org/{organizationId}/sales')).toBe(
      'https://tickets.example.org/org/{organizationId}/sales',
    );
  });

  it.each([
    ['https://hoopla.no/sales', /NEXT_PUBLIC_HOOPLA_SALES_URL must contain \{organizationId\}/],
    ['hoopla.no/{organizationId}', /NEXT_PUBLIC_HOOPLA_SALES_URL must be an absolute URL/],
    [
      'javascript:alert("{organizationId}")',
      /NEXT_PUBLIC_HOOPLA_SALES_URL must be an http\(s\) URL/,
    ],
  ])('rejects %p with a message naming the variable', (template, message) => {
    expect(() => hooplaSalesUrlTemplate(template)).toThrow(message);
  });

  it('reads NEXT_PUBLIC_HOOPLA_SALES_URL by default', () => {
    const previous = process.env.NEXT_PUBLIC_HOOPLA_SALES_URL;
    process.env.NEXT_PUBLIC_HOOPLA_SALES_URL = 'https://example.org/{organizationId}';
    try {
      expect(hooplaSalesPageUrl('abc')).toBe('https://example.org/abc');
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_HOOPLA_SALES_URL;
      else process.env.NEXT_PUBLIC_HOOPLA_SALES_URL = previous;
    }
  });
});

describe('hooplaSalesPageUrl', () => {
  const template = 'https://tickets.example.org/{organizationId}?lang=nb';

  it('puts the encoded id into the template', () => {
    expect(hooplaSalesPageUrl('matfestivalen-oslo', template)).toBe(
      'https://tickets.example.org/matfestivalen-oslo?lang=nb',
    );
    expect(hooplaSalesPageUrl('a/b c?d', template)).toBe(
      'https://tickets.example.org/a%2Fb%20c%3Fd?lang=nb',
    );
    expect(hooplaSalesPageUrl('  123  ', template)).toBe('https://tickets.example.org/123?lang=nb');
  });

  it('returns null for a missing id instead of throwing', () => {
    expect(hooplaSalesPageUrl(null, template)).toBeNull();
    expect(hooplaSalesPageUrl(undefined, template)).toBeNull();
    expect(hooplaSalesPageUrl('  ', template)).toBeNull();
  });

  it('returns null when the id cannot form a host name', () => {
    expect(hooplaSalesPageUrl('a/b', DEFAULT_HOOPLA_SALES_URL)).toBeNull();
  });
});
