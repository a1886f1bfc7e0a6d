import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Issue } from '@/scripts/dataset-check';
import { checkNorwegianDataset as checkDataset } from './generated-dataset';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import { CAROUSEL_SLIDE_HEIGHT } from '@/lib/sanity/limits';
import { editorMessages, RESERVED_PAGE_SLUGS } from '@/sanity/page-rules';
import { isSlug } from '@/sanity/rules';
import { blockOf, generateDataset, readExtractedSchema, word } from './generated-dataset';

// The CLI test starts Node and TypeScript: slow on a busy machine.
jest.setTimeout(90_000);

const schema = readExtractedSchema();

type Found = Pick<Issue, 'documentId' | 'path' | 'code' | 'message'>;
const only = (issues: Issue[]): Found[] =>
  issues.map(({ documentId, path: issuePath, code, message }) => ({
    documentId,
    path: issuePath,
    code,
    message,
  }));

const redirectTo = (target: { slug?: string; href?: string }) => ({
  _type: 'redirect',
  _key: word('k'),
  ...target,
});

/** A page that only redirects, with a random id and slug. */
function redirectPage(slug: string, target: { slug?: string; href?: string }) {
  return {
    _id: word('page'),
    _type: 'page',
    title: word('Tittel'),
    slug: { _type: 'slug', current: slug },
    pageBuilder: [redirectTo(target)],
  };
}

describe('content mistakes editors make, refused by the dataset check', () => {
  it('reserves every fixed route of the app and Next’s own paths', () => {
    expect(RESERVED_PAGE_SLUGS).toEqual(expect.arrayContaining([...FIXED_ROUTE_SEGMENTS, '_next']));
  });

  // A segment with a dot (kalender.ics) is no page slug at all; it is reserved all the same.
  const slugShaped = FIXED_ROUTE_SEGMENTS.filter((segment) => isSlug(segment));
  const otherShaped = FIXED_ROUTE_SEGMENTS.filter((segment) => !isSlug(segment));

  it.each(otherShaped)('refuses a page at the fixed route /%s, as reserved too', (segment) => {
    const { documents, ids, find } = generateDataset();
    find(ids.pageId).slug = { _type: 'slug', current: segment };
    const issues = only(checkDataset(documents, schema)).filter(
      (issue) => issue.documentId === ids.pageId,
    );
    expect(issues).toContainEqual({
      documentId: ids.pageId,
      path: 'slug.current',
      code: 'reserved-slug',
      message: editorMessages.reservedSlug(segment),
    });
  });

  it.each(slugShaped)('refuses a page at the fixed route /%s', (segment) => {
    const { documents, ids, find } = generateDataset();
    find(ids.pageId).slug = { _type: 'slug', current: segment };
    // The other page's redirect followed the old slug; point it at the new one.
    blockOf(find(ids.otherPageId), 'redirect').slug = segment;
    expect(only(checkDataset(documents, schema))).toEqual([
      {
        documentId: ids.pageId,
        path: 'slug.current',
        code: 'reserved-slug',
        message: editorMessages.reservedSlug(segment),
      },
    ]);
    expect(editorMessages.reservedSlug(segment)).toContain(`/${segment}`);
  });

  it('refuses two pages with one slug, naming the other page in Norwegian', () => {
    const { documents, ids, find, slugs } = generateDataset();
    find(ids.otherPageId).slug = { _type: 'slug', current: slugs.pageSlug };
    find(ids.otherPageId).pageBuilder = [];
    const issues = only(checkDataset(documents, schema));
    expect(issues).toEqual([
      {
        documentId: ids.pageId,
        path: 'slug.current',
        code: 'duplicate-slug',
        message: editorMessages.duplicateSlug(slugs.pageSlug, [ids.otherPageId]),
      },
      {
        documentId: ids.otherPageId,
        path: 'slug.current',
        code: 'duplicate-slug',
        message: editorMessages.duplicateSlug(slugs.pageSlug, [ids.pageId]),
      },
    ]);
    expect(issues[0].message).toMatch(/^Adressen «.+» er allerede brukt/);
  });

  it.each([
    ['its slug', (slug: string) => ({ slug })],
    ['its path', (slug: string) => ({ href: `/${slug}/` })],
  ])('refuses a redirect to its own page by %s', (_, target) => {
    const { documents } = generateDataset();
    const slug = word('side');
    const page = redirectPage(slug, target(slug));
    documents.push(page);
    expect(only(checkDataset(documents, schema))).toEqual([
      {
        documentId: page._id,
        path: `pageBuilder[_key=="${page.pageBuilder[0]._key}"]`,
        code: 'redirect-self',
        message: editorMessages.redirectToSelf(slug),
      },
    ]);
  });

  it.each([2, 3, 5])('refuses redirects that go round in a cycle of %i pages', (length) => {
    const { documents } = generateDataset();
    const slugs = Array.from({ length }, () => word('side'));
    const pages = slugs.map((slug, i) =>
      redirectPage(
        slug,
        i % 2 ? { href: `/${slugs[(i + 1) % length]}` } : { slug: slugs[(i + 1) % length] },
      ),
    );
    documents.push(...pages);
    const issues = only(checkDataset(documents, schema));
    expect(issues).toEqual(
      pages.map((page, i) => ({
        documentId: page._id,
        path: `pageBuilder[_key=="${page.pageBuilder[0]._key}"]`,
        code: 'redirect-cycle',
        message: editorMessages.redirectCycle([...slugs.slice(i), ...slugs.slice(0, i), slugs[i]]),
      })),
    );
    expect(issues[0].message).toContain(`/${slugs[0]} → /${slugs[1 % length]}`);
  });

  it('accepts a chain of redirects that ends on a page, and a page that leads into a loop elsewhere', () => {
    const { documents, slugs } = generateDataset();
    const [a, b, c, d] = [word('a'), word('b'), word('c'), word('d')];
    const chain = [redirectPage(a, { slug: b }), redirectPage(b, { slug: slugs.pageSlug })];
    const loop = [redirectPage(c, { slug: d }), redirectPage(d, { slug: c })];
    const into = redirectPage(word('e'), { slug: c });
    documents.push(...chain, ...loop, into);
    const issues = checkDataset(documents, schema);
    expect(issues.map((issue) => issue.documentId).sort()).toEqual(
      loop.map((page) => page._id).sort(),
    );
  });

  it('checks a draft against the preview: a draft that closes a loop is refused, its published page is not', () => {
    const { documents, ids, find, slugs } = generateDataset();
    // The other page already redirects to the page; a draft of the page redirecting back loops.
    const draft = {
      ...structuredClone(find(ids.pageId)),
      _id: `drafts.${ids.pageId}`,
      pageBuilder: [
        redirectTo({ slug: (find(ids.otherPageId).slug as { current: string }).current }),
      ],
    } as ReturnType<typeof find>;
    documents.push(draft);
    const issues = only(checkDataset(documents, schema));
    expect(issues.map(({ documentId, code }) => [documentId, code])).toEqual([
      [draft._id, 'redirect-cycle'],
    ]);
    expect(issues[0].message).toContain(`/${slugs.pageSlug}`);
  });

  it.each([CAROUSEL_SLIDE_HEIGHT.min - 1, CAROUSEL_SLIDE_HEIGHT.max + 1, 420.5])(
    'refuses a carousel slide height of %d, which the carousel would not show as set',
    (height) => {
      const { documents, ids, find } = generateDataset();
      const carousel = blockOf(find(ids.pageId), 'carousel');
      const item = (carousel.items as { _key: string; height?: number }[])[0];
      item.height = height;
      const message = Number.isInteger(height)
        ? editorMessages.outOfRange(CAROUSEL_SLIDE_HEIGHT)
        : editorMessages.notInteger(CAROUSEL_SLIDE_HEIGHT);
      expect(only(checkDataset(documents, schema))).toEqual([
        {
          documentId: ids.pageId,
          path: `pageBuilder[_key=="${carousel._key}"].items[_key=="${item._key}"].height`,
          code: 'out-of-range',
          message,
        },
      ]);
    },
  );

  it('accepts slide heights at both ends of the limit', () => {
    const { documents, ids, find } = generateDataset();
    const items = blockOf(find(ids.pageId), 'carousel').items as { height?: number }[];
    items[0].height = CAROUSEL_SLIDE_HEIGHT.min;
    items.push({
      ...structuredClone(items[0]),
      _key: word('k'),
      height: CAROUSEL_SLIDE_HEIGHT.max,
    } as never);
    expect(checkDataset(documents, schema)).toEqual([]);
  });
});

describe('npm run content:check on a dataset with every mistake', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'editor-mistakes-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exits 1 and prints each mistake with its Norwegian message', () => {
    const { documents, ids, find, slugs } = generateDataset();
    // Reserved: the page moves to /studio (the redirect pointing at it follows).
    find(ids.pageId).slug = { _type: 'slug', current: 'studio' };
    blockOf(find(ids.otherPageId), 'redirect').slug = 'studio';
    // Duplicate: a third page takes the other page's slug.
    const otherSlug = (find(ids.otherPageId).slug as { current: string }).current;
    const twin = { ...redirectPage(otherSlug, { href: 'https://example.org/' }) };
    // Self and cycle.
    const selfSlug = word('selv');
    const self = redirectPage(selfSlug, { slug: selfSlug });
    const [a, b] = [word('a'), word('b')];
    const cycle = [redirectPage(a, { slug: b }), redirectPage(b, { href: `/${a}` })];
    // Limit.
    const items = blockOf(find(ids.pageId), 'carousel').items as { height?: number }[];
    items[0].height = CAROUSEL_SLIDE_HEIGHT.max + 200;
    documents.push(twin, self, ...cycle);
    const file = path.join(dir, 'mistakes.ndjson');
    writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n'));

    const inherited = { ...process.env };
    delete inherited.CONTENT_DATASET_FILE;
    const result = spawnSync(
      process.execPath,
      [path.join(process.cwd(), 'scripts/content-check.mjs'), file],
      { cwd: process.cwd(), env: inherited, encoding: 'utf8', timeout: 60_000 },
    );

    expect(result.status).toBe(1);
    expect(slugs.pageSlug).not.toBe('studio');
    for (const [message, code] of [
      [editorMessages.reservedSlug('studio'), 'reserved-slug'],
      [editorMessages.duplicateSlug(otherSlug, [twin._id]), 'duplicate-slug'],
      [editorMessages.redirectToSelf(selfSlug), 'redirect-self'],
      [editorMessages.redirectCycle([a, b, a]), 'redirect-cycle'],
      [editorMessages.outOfRange(CAROUSEL_SLIDE_HEIGHT), 'out-of-range'],
    ]) {
      expect(result.stderr).toContain(`${message} [${code}]`);
    }
    expect(result.stderr).toContain(`${file}: 7 problems in 6 documents`);
  });
});
