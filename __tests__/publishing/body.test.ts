import { parseWebhookBody } from '@/lib/publishing/body';

const valid = { _type: 'page', _id: 'page-x', slug: 'x', previousSlug: 'x', operation: 'update' };
const raw = (value: unknown) => JSON.stringify(value);

describe('parseWebhookBody', () => {
  it('accepts the projection for create, update and delete', () => {
    for (const operation of ['create', 'update', 'delete']) {
      expect(parseWebhookBody(raw({ ...valid, operation }))).toEqual({
        success: true,
        body: { ...valid, operation },
      });
    }
  });

  it('accepts null or missing slugs, as GROQ yields for slug-less documents and before() on create', () => {
    const result = parseWebhookBody(
      raw({ _type: 'siteSettings', _id: 'siteSettings', slug: null, operation: 'create' }),
    );
    expect(result).toEqual({
      success: true,
      body: { _type: 'siteSettings', _id: 'siteSettings', slug: null, operation: 'create' },
    });
  });

  it('drops fields the projection does not define', () => {
    const result = parseWebhookBody(raw({ ...valid, title: 'extra' }));
    expect(result.success && 'title' in result.body).toBe(false);
  });

  it('rejects text that is not JSON', () => {
    expect(parseWebhookBody('not json')).toEqual({
      success: false,
      problems: ['body is not valid JSON'],
    });
    expect(parseWebhookBody('')).toEqual({ success: false, problems: ['body is not valid JSON'] });
  });

  it.each([
    ['a JSON array', []],
    ['null', null],
    ['no _id', { ...valid, _id: undefined }],
    ['an empty _type', { ...valid, _type: '' }],
    ['an unknown operation', { ...valid, operation: 'publish' }],
    ['a slug object instead of slug.current', { ...valid, slug: { _type: 'slug', current: 'x' } }],
    ['a numeric previousSlug', { ...valid, previousSlug: 5 }],
  ])('rejects %s, naming the problem', (_label, value) => {
    const result = parseWebhookBody(raw(value));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.problems.length).toBeGreaterThan(0);
  });

  it('names the offending field', () => {
    const result = parseWebhookBody(raw({ ...valid, operation: 'publish' }));
    expect(result.success === false && result.problems[0]).toMatch(/^operation: /);
  });
});
