import { pagePath } from '@/lib/routing/page-path';
import { findRedirect } from '@/lib/routing/redirect-target';
import type { PageBlock } from '@/lib/sanity/types';

const redirect = (
  fields: Partial<{ slug: string | null; href: string | null; permanent: boolean | null }>,
): PageBlock => ({
  _type: 'redirect',
  _key: Math.random().toString(36).slice(2),
  anchorId: null,
  slug: null,
  href: null,
  permanent: null,
  ...fields,
});

describe('pagePath', () => {
  it('maps the home slug to / and others to /{slug}', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('program')).toBe('/program');
    expect(pagePath('/program/')).toBe('/program');
  });
});

describe('findRedirect', () => {
  it('is null without a redirect block', () => {
    expect(findRedirect(null)).toBeNull();
    expect(findRedirect([{ _type: 'hero', _key: 'h', anchorId: null } as PageBlock])).toBeNull();
  });

  it('redirects to a page slug, permanent only when asked', () => {
    expect(findRedirect([redirect({ slug: 'ny-side', permanent: true })])).toEqual({
      location: '/ny-side',
      permanent: true,
    });
    expect(findRedirect([redirect({ slug: 'ny-side' })])).toEqual({
      location: '/ny-side',
      permanent: false,
    });
  });

  it('redirects to an http(s) URL or a local path, never to other schemes', () => {
    expect(findRedirect([redirect({ href: 'https://example.org/a' })])?.location).toBe(
      'https://example.org/a',
    );
    expect(findRedirect([redirect({ href: '/lokal' })])?.location).toBe('/lokal');
    expect(findRedirect([redirect({ href: 'javascript:alert(1)' })])).toBeNull();
    expect(findRedirect([redirect({ href: '//evil.example' })])).toBeNull();
  });

  it('skips an unusable redirect block and takes the next usable one', () => {
    expect(findRedirect([redirect({}), redirect({ slug: 'b' })])).toEqual({
      location: '/b',
      permanent: false,
    });
  });
});
