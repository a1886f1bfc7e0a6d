import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDataset as checkAll, formatReport, type Issue } from '@/scripts/dataset-check';
import { checkNorwegianDataset as checkDataset } from './generated-dataset';
import { parseNdjson } from '@/lib/sanity/local-dataset';
import { blockOf, generateDataset, readExtractedSchema, word } from './generated-dataset';

const schema = readExtractedSchema();

type Expected = Pick<Issue, 'documentId' | 'path' | 'code'>;

function expectOnly(issues: Issue[], expected: Expected[]) {
  expect(
    issues.map(({ documentId, path: issuePath, code }) => ({ documentId, path: issuePath, code })),
  ).toEqual(expected);
}

describe('checkDataset', () => {
  it('passes the seed dataset, with at most warnings about texts not translated yet', () => {
    const file = path.join(process.cwd(), 'content/production.ndjson');
    const documents = parseNdjson(readFileSync(file, 'utf8'), file);
    const issues = checkAll(documents, schema);
    expect(issues.filter((issue) => issue.code !== 'missing-translation')).toEqual([]);
    expect(issues.every((issue) => issue.severity === 'warning')).toBe(true);
    expect(formatReport(issues, documents.length, 'seed')).toMatch(
      new RegExp(`^seed: ${documents.length} documents OK(, \\d+ warnings? in \\d+ documents?)?\n`),
    );
  });

  it('passes a generated dataset with every document and block type', () => {
    expect(checkDataset(generateDataset().documents, schema)).toEqual([]);
  });

  it('reports a document type the schema does not know', () => {
    const { documents } = generateDataset();
    const id = word('doc');
    documents.push({ _id: id, _type: word('type') });
    expectOnly(checkDataset(documents, schema), [
      { documentId: id, path: '_type', code: 'unknown-type' },
    ]);
  });

  it('accepts Sanity system documents without checking their fields', () => {
    const { documents } = generateDataset();
    documents.push({ _id: word('secret'), _type: 'sanity.previewUrlSecret', anything: 1 });
    expect(checkDataset(documents, schema)).toEqual([]);
  });

  it('reports a block type the page builder does not allow, naming the block by key', () => {
    const { documents, ids, find } = generateDataset();
    const key = word('key');
    (find(ids.pageId).pageBuilder as object[]).push({ _type: word('block'), _key: key });
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.pageId, path: `pageBuilder[_key=="${key}"]`, code: 'unknown-type' },
    ]);
  });

  it('reports fields the schema does not know, at any depth, and allows _-fields', () => {
    const { documents, ids, find } = generateDataset();
    const field = word('field').replace('-', '');
    const page = find(ids.pageId);
    page[field] = 'x';
    page._internal = 'allowed';
    const hero = blockOf(page, 'hero');
    hero.subtitle = 'x';
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.pageId, path: field, code: 'unknown-field' },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${hero._key}"].subtitle`,
        code: 'unknown-field',
      },
    ]);
  });

  it('reports values of the wrong kind and values outside an option list', () => {
    const { documents, ids, find } = generateDataset();
    const page = find(ids.pageId);
    page.hideFooter = 'no';
    const carousel = blockOf(page, 'carousel');
    const [slide] = carousel.items as { _key: string; overlay: string }[];
    slide.overlay = 'blur';
    const prefix = `pageBuilder[_key=="${carousel._key}"].items[_key=="${slide._key}"]`;
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.pageId, path: 'hideFooter', code: 'wrong-type' },
      { documentId: ids.pageId, path: `${prefix}.overlay`, code: 'invalid-value' },
    ]);
  });

  it('reports missing required fields of documents, blocks and array items', () => {
    const { documents, ids, find } = generateDataset();
    const page = find(ids.pageId);
    delete page.title;
    const hero = blockOf(page, 'hero');
    hero.heading = '   ';
    const safety = find('safetyPage');
    const [contact] = safety.contacts as { _key: string; phone?: string }[];
    delete contact.phone;
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.pageId, path: 'title', code: 'required' },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${hero._key}"].heading`,
        code: 'required',
      },
      {
        documentId: 'safetyPage',
        path: `contacts[_key=="${contact._key}"].phone`,
        code: 'required',
      },
    ]);
  });

  it('reports an empty required list and array items without _key', () => {
    const { documents, ids, find } = generateDataset();
    const page = find(ids.pageId);
    const gallery = blockOf(page, 'gallery');
    gallery.images = [];
    const linkTree = blockOf(page, 'linkTree');
    const links = linkTree.links as { _key?: string }[];
    delete links[1]._key;
    expectOnly(checkDataset(documents, schema), [
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${gallery._key}"].images`,
        code: 'required',
      },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${linkTree._key}"].links[1]._key`,
        code: 'missing-key',
      },
    ]);
  });

  it('reports a redirect with both or neither target, and a link without url or file', () => {
    const { documents, ids, find } = generateDataset();
    const redirect = blockOf(find(ids.otherPageId), 'redirect');
    redirect.href = `https://${word()}.example`;
    const linkTree = blockOf(find(ids.pageId), 'linkTree');
    const [link] = linkTree.links as { _key: string; url?: string }[];
    delete link.url;
    expectOnly(checkDataset(documents, schema), [
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${linkTree._key}"].links[_key=="${link._key}"]`,
        code: 'one-of',
      },
      {
        documentId: ids.otherPageId,
        path: `pageBuilder[_key=="${redirect._key}"]`,
        code: 'one-of',
      },
    ]);
  });

  it('reports images without alt text wherever they are', () => {
    const { documents, ids, find } = generateDataset();
    const page = find(ids.pageId);
    const gallery = blockOf(page, 'gallery');
    const [galleryImage] = gallery.images as { _key: string; alt?: string }[];
    delete galleryImage.alt;
    const settings = find('siteSettings');
    (settings.logoLight as { alt: string }).alt = '';
    expectOnly(checkDataset(documents, schema), [
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${gallery._key}"].images[_key=="${galleryImage._key}"].alt`,
        code: 'image-alt',
      },
      { documentId: 'siteSettings', path: 'logoLight.alt', code: 'image-alt' },
    ]);
  });

  it('reports colours, links, phone numbers and anchors in the wrong format', () => {
    const { documents, ids, find } = generateDataset();
    const page = find(ids.pageId);
    const text = blockOf(page, 'textWithIllustration');
    text.backgroundColor = '#fff';
    const hero = blockOf(page, 'hero');
    hero.buttonLink = 'javascript:alert(1)';
    hero.anchorId = '#topp';
    const form = blockOf(page, 'form');
    form.contactPhone = 'ring oss';
    const target = find(ids.linkTargetId);
    target.link = 'ftp://example.no/fil';
    const settings = find('siteSettings');
    settings.instagramUrl = 'instagram.com/oss';
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.linkTargetId, path: 'link', code: 'format' },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${hero._key}"].buttonLink`,
        code: 'format',
      },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${hero._key}"].anchorId`,
        code: 'format',
      },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${text._key}"].backgroundColor`,
        code: 'format',
      },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${form._key}"].contactPhone`,
        code: 'format',
      },
      { documentId: 'siteSettings', path: 'instagramUrl', code: 'format' },
    ]);
  });

  it('reports references to missing documents, to the wrong type, and weak references pass', () => {
    const { documents, ids, find } = generateDataset();
    const menu = find(ids.menuId);
    const pages = menu.pages as { _key: string; _ref: string; _weak?: boolean }[];
    pages[0]._ref = word('page');
    pages[1]._ref = ids.linkTargetId;
    const reference = blockOf(find(ids.pageId), 'reference');
    reference._ref = word('gone');
    reference._weak = true;
    const hero = blockOf(find(ids.pageId), 'hero');
    (hero.backgroundImage as { asset: { _ref: string } }).asset._ref = `image-${word()}-10x10-png`;
    expectOnly(checkDataset(documents, schema), [
      {
        documentId: ids.menuId,
        path: `pages[_key=="${pages[0]._key}"]._ref`,
        code: 'missing-reference',
      },
      {
        documentId: ids.menuId,
        path: `pages[_key=="${pages[1]._key}"]._ref`,
        code: 'wrong-reference-type',
      },
      {
        documentId: ids.pageId,
        path: `pageBuilder[_key=="${hero._key}"].backgroundImage.asset._ref`,
        code: 'missing-reference',
      },
    ]);
  });

  it('reports a published document referencing a draft-only document; drafts may', () => {
    const { documents, ids, find } = generateDataset();
    const draftOnly = word('page');
    documents.push({
      _id: `drafts.${draftOnly}`,
      _type: 'page',
      title: word(),
      slug: { _type: 'slug', current: word() },
    });
    const menu = find(ids.menuId);
    const pages = menu.pages as { _key: string; _ref: string }[];
    pages[0]._ref = draftOnly;
    documents.push({ ...structuredClone(menu), _id: `drafts.${ids.menuId}` });
    pages[1]._ref = `drafts.${ids.pageId}`;
    expectOnly(checkDataset(documents, schema), [
      {
        documentId: ids.menuId,
        path: `pages[_key=="${pages[0]._key}"]._ref`,
        code: 'draft-reference',
      },
      {
        documentId: ids.menuId,
        path: `pages[_key=="${pages[1]._key}"]._ref`,
        code: 'draft-reference',
      },
    ]);
  });

  it('reports slugs shared by two documents of a type, but not a draft sharing its own', () => {
    const { documents, ids, find, slugs } = generateDataset();
    find(ids.otherPageId).slug = { _type: 'slug', current: slugs.pageSlug };
    documents.push({ ...structuredClone(find(ids.pageId)), _id: `drafts.${ids.pageId}` });
    // Other types may use the same slug.
    find(ids.menuId).slug = { _type: 'slug', current: slugs.pageSlug };
    find(ids.pageId).menuSlug = { _type: 'slug', current: slugs.pageSlug };
    const issues = checkDataset(documents, schema).filter(
      (issue) => issue.code === 'duplicate-slug',
    );
    expect(issues.map(({ documentId, path: issuePath }) => [documentId, issuePath]).sort()).toEqual(
      [
        [ids.pageId, 'slug.current'],
        [ids.otherPageId, 'slug.current'],
        [`drafts.${ids.pageId}`, 'slug.current'],
      ].sort(),
    );
    expect(issues.find((issue) => issue.documentId === ids.otherPageId)?.message).toContain(
      ids.pageId,
    );
  });

  it('reports malformed slugs and slug pointers that name nothing', () => {
    const { documents, ids, find } = generateDataset();
    const page = find(ids.pageId);
    page.slug = { _type: 'slug', current: 'Om oss' };
    page.menuSlug = { _type: 'slug', current: word('meny') };
    const redirect = blockOf(find(ids.otherPageId), 'redirect');
    redirect.slug = word('side');
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.pageId, path: 'slug.current', code: 'slug-format' },
      { documentId: ids.pageId, path: 'menuSlug.current', code: 'missing-slug-target' },
      {
        documentId: ids.otherPageId,
        path: `pageBuilder[_key=="${redirect._key}"].slug`,
        code: 'missing-slug-target',
      },
    ]);
  });

  it('reports duplicate ids and singletons under another id', () => {
    const { documents, ids, find } = generateDataset();
    documents.push(structuredClone(find(ids.linkTargetId)));
    const strayId = word('settings');
    documents.push({ _id: strayId, _type: 'siteSettings' });
    expectOnly(checkDataset(documents, schema), [
      { documentId: ids.linkTargetId, path: '_id', code: 'duplicate-id' },
      { documentId: strayId, path: '_id', code: 'singleton-id' },
    ]);
  });
});

describe('formatReport', () => {
  it('groups the problems by document and names each field', () => {
    const issues: Issue[] = [
      {
        documentId: 'page-a',
        path: 'title',
        code: 'required',
        message: 'required field title is missing',
      },
      {
        documentId: 'page-a',
        path: 'slug.current',
        code: 'duplicate-slug',
        message: 'slug "a" is also used by page-b',
      },
      {
        documentId: 'page-b',
        path: 'slug.current',
        code: 'duplicate-slug',
        message: 'slug "a" is also used by page-a',
      },
    ];
    expect(formatReport(issues, 9, 'x.ndjson')).toBe(
      [
        'x.ndjson: 3 problems in 2 documents (of 9)',
        '',
        'page-a',
        '  title: required field title is missing [required]',
        '  slug.current: slug "a" is also used by page-b [duplicate-slug]',
        'page-b',
        '  slug.current: slug "a" is also used by page-a [duplicate-slug]',
        '',
      ].join('\n'),
    );
  });
});
