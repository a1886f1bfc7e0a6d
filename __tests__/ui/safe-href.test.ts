import { isExternalHref, safeHref } from '@/lib/ui/safe-href';

describe('safeHref', () => {
  it.each([
    'https://example.org/a?b=c',
    'http://example.org',
    'mailto:post@example.org',
    'tel:+4722334455',
    '/matfestival',
    '#billetter',
    '?side=2',
    'relative/page',
    '//cdn.example.org/file.pdf',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('trims surrounding whitespace', () => {
    expect(safeHref('  /matfestival ')).toBe('/matfestival');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('drops %p', (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it('returns null for missing values', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref('   ')).toBeNull();
  });
});

describe('isExternalHref', () => {
  it('treats other origins as external and the site itself as internal', () => {
    expect(isExternalHref('https://example.org/x', 'https://matfestival.no')).toBe(true);
    expect(isExternalHref('//example.org/x', 'https://matfestival.no')).toBe(true);
    expect(isExternalHref('https://matfestival.no/billetter', 'https://matfestival.no')).toBe(
      false,
    );
    expect(isExternalHref('/billetter', 'https://matfestival.no')).toBe(false);
    expect(isExternalHref('mailto:a@b.no', 'https://matfestival.no')).toBe(false);
  });
});
