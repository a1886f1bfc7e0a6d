import type { ValidationContext } from 'sanity';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import { CAROUSEL_SLIDE_HEIGHT } from '@/lib/sanity/limits';
import { editorMessages } from '@/sanity/page-rules';
import {
  pageRedirectLoop,
  reservedPageSlug,
  uniqueSlug,
  withinLimit,
} from '@/sanity/schema/fields/page-checks';
import { word } from './generated-dataset';

type Fetched = { query: string; params: Record<string, unknown> };

/** A validation context whose client answers every query with `result`, recording the queries. */
function contextAnswering(result: unknown, document?: { _id: string }) {
  const fetched: Fetched[] = [];
  const context = {
    document,
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) => {
        fetched.push({ query, params });
        return result;
      },
    }),
  } as unknown as ValidationContext;
  return { context, fetched };
}

const slug = (current: string) => ({ _type: 'slug' as const, current });
const redirect = (target: { slug?: string; href?: string }) => ({
  _type: 'redirect',
  _key: word('k'),
  ...target,
});

describe('the studio refuses what content:check refuses, with the same message', () => {
  it.each([...FIXED_ROUTE_SEGMENTS, '_next'])('a page slug %s is reserved', (segment) => {
    expect(reservedPageSlug(slug(segment))).toBe(editorMessages.reservedSlug(segment));
  });

  it('a free page slug passes', () => {
    expect(reservedPageSlug(slug(word('side')))).toBe(true);
    expect(reservedPageSlug(undefined)).toBe(true);
  });

  it('a slug another page holds is refused; the page’s own draft and published copy are not others', async () => {
    const self = word('page');
    const other = word('page');
    const value = slug(word('side'));
    const taken = contextAnswering([self, `drafts.${self}`, other, `drafts.${other}`], {
      _id: `drafts.${self}`,
    });
    expect(await uniqueSlug('page')(value, taken.context)).toBe(
      editorMessages.duplicateSlug(value.current, [other]),
    );
    expect(taken.fetched[0].params).toEqual({ type: 'page', slug: value.current, language: 'nb' });

    const own = contextAnswering([self, `drafts.${self}`, `versions.r1.${self}`], {
      _id: `drafts.${self}`,
    });
    expect(await uniqueSlug('page')(value, own.context)).toBe(true);
  });

  it('a carousel height outside the renderer’s limit is refused, the ends are allowed', () => {
    const check = withinLimit(CAROUSEL_SLIDE_HEIGHT);
    expect(check(CAROUSEL_SLIDE_HEIGHT.min - 1)).toBe(
      editorMessages.outOfRange(CAROUSEL_SLIDE_HEIGHT),
    );
    expect(check(CAROUSEL_SLIDE_HEIGHT.max + 1)).toBe(
      editorMessages.outOfRange(CAROUSEL_SLIDE_HEIGHT),
    );
    expect(check(300.5)).toBe(editorMessages.notInteger(CAROUSEL_SLIDE_HEIGHT));
    expect(check(CAROUSEL_SLIDE_HEIGHT.min)).toBe(true);
    expect(check(CAROUSEL_SLIDE_HEIGHT.max)).toBe(true);
    expect(check(undefined)).toBe(true);
  });

  it('a redirect to the page itself is refused without asking the dataset, marked on the block', async () => {
    const own = word('side');
    const block = redirect({ href: `/${own}` });
    const { context, fetched } = contextAnswering([]);
    expect(
      await pageRedirectLoop(
        { _id: `drafts.${word('page')}`, slug: slug(own), pageBuilder: [block] },
        context,
      ),
    ).toEqual({
      message: editorMessages.redirectToSelf(own),
      path: ['pageBuilder', { _key: block._key }],
    });
    expect(fetched).toEqual([]);
  });

  it('a redirect that comes back through other published pages is refused', async () => {
    const [a, b, c] = [word('a'), word('b'), word('c')];
    const id = word('page');
    const block = redirect({ slug: b });
    const published = [
      { slug: b, pageBuilder: [redirect({ slug: c })] },
      { slug: c, pageBuilder: [redirect({ href: `/${a}` })] },
    ];
    const { context, fetched } = contextAnswering(published);
    expect(
      await pageRedirectLoop({ _id: `drafts.${id}`, slug: slug(a), pageBuilder: [block] }, context),
    ).toEqual({
      message: editorMessages.redirectCycle([a, b, c, a]),
      path: ['pageBuilder', { _key: block._key }],
    });
    // The page itself is left out of the others (its published copy may still say otherwise).
    expect(fetched[0].params).toEqual({ id });
  });

  it('a redirect that ends on a page, or leaves the site, passes', async () => {
    const [a, b] = [word('a'), word('b')];
    const ends = contextAnswering([{ slug: b, pageBuilder: [] }]);
    expect(
      await pageRedirectLoop({ slug: slug(a), pageBuilder: [redirect({ slug: b })] }, ends.context),
    ).toBe(true);
    const away = contextAnswering([]);
    expect(
      await pageRedirectLoop(
        { slug: slug(a), pageBuilder: [redirect({ href: `https://example.org/${a}` })] },
        away.context,
      ),
    ).toBe(true);
  });
});

// The schema's own fields, loaded with Sanity's define helpers as identity functions: the checks
// above must be the ones the studio runs.
jest.mock('sanity', () => {
  const identity = (value: unknown) => value;
  return { defineField: identity, defineType: identity, defineArrayMember: identity };
});

type Validator = (value: unknown, context: ValidationContext) => unknown;
type SchemaField = { name: string; validation?: (rule: unknown) => unknown };

/** Every custom validator a field's `validation` adds, via a rule that records `custom(...)`. */
function customValidators(validation: SchemaField['validation']): Validator[] {
  const custom: Validator[] = [];
  const rule: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_, method) => (argument: unknown) => {
        if (method === 'custom') custom.push(argument as Validator);
        return rule;
      },
    },
  );
  validation?.(rule);
  return custom;
}

async function firstProblem(validators: Validator[], value: unknown, context: ValidationContext) {
  for (const validate of validators) {
    const result = await validate(value, context);
    if (result !== true) return result;
  }
  return true;
}

describe('the studio schema runs these checks', () => {
  const fieldOf = (type: { fields: SchemaField[] }, name: string) =>
    type.fields.find((field) => field.name === name);

  it('on a page’s slug, a page document and a carousel slide’s height', async () => {
    const { page } = await import('@/sanity/schema/documents/page');
    const { carouselItem } = await import('@/sanity/schema/objects/carousel-item');
    const { navigationMenu } = await import('@/sanity/schema/documents/navigation-menu');
    const typed = page as unknown as {
      fields: SchemaField[];
      validation: SchemaField['validation'];
    };
    const { context } = contextAnswering([], { _id: word('page') });

    const slugChecks = customValidators(fieldOf(typed, 'slug')?.validation);
    expect(await firstProblem(slugChecks, slug('studio'), context)).toBe(
      editorMessages.reservedSlug('studio'),
    );
    const taken = contextAnswering(['another-page'], { _id: word('page') });
    expect(await firstProblem(slugChecks, slug('ledig'), taken.context)).toBe(
      editorMessages.duplicateSlug('ledig', ['another-page']),
    );

    const own = word('side');
    expect(
      await firstProblem(
        customValidators(typed.validation),
        { slug: slug(own), pageBuilder: [redirect({ slug: own })] },
        context,
      ),
    ).toMatchObject({ message: editorMessages.redirectToSelf(own) });

    const height = fieldOf(
      carouselItem as unknown as { fields: SchemaField[] },
      'height',
    )?.validation;
    expect(await firstProblem(customValidators(height), 1200, context)).toBe(
      editorMessages.outOfRange(CAROUSEL_SLIDE_HEIGHT),
    );

    const menuSlug = fieldOf(navigationMenu as unknown as { fields: SchemaField[] }, 'slug');
    expect(
      await firstProblem(customValidators(menuSlug?.validation), slug('meny'), taken.context),
    ).toBe(editorMessages.duplicateSlug('meny', ['another-page']));
  });
});
