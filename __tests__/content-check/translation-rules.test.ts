import { evaluate, parse } from 'groq-js';
import type { ValidationContext } from 'sanity';
import { checkDataset, type DatasetDocument, type Issue } from '@/scripts/dataset-check';
import { editorMessages } from '@/sanity/page-rules';
import { programmeMessages } from '@/sanity/programme-rules';
import { translationMessages } from '@/sanity/translation-rules';
import {
  norwegianText,
  pageLinksInLanguage,
  pageTranslated,
  translatedText,
} from '@/sanity/schema/fields/translation-checks';
import { uniqueSlug } from '@/sanity/schema/fields/page-checks';
import { generateDataset, readExtractedSchema, word } from './generated-dataset';
import { generateProgramme, withEnglishTexts } from './generated-programme';
import { itemTypeOf, toTranslatedArray, translatedFields } from '@/sanity/translations';

// The English edition's rules (sanity/translation-rules.ts), in content:check and in the
// studio, on generated content: no seed ids, slugs or texts.

const schema = readExtractedSchema();

const found = (issues: Issue[]) =>
  issues.map(({ documentId, path, code, severity }) => ({
    documentId,
    path,
    code,
    ...(severity ? { severity } : {}),
  }));

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const slugOf = (document: DatasetDocument) => (document.slug as { current: string }).current;

/** An English version of a document (same fields, `language: 'en'`), and the metadata joining them. */
function translate(document: DatasetDocument, changes: Partial<DatasetDocument> = {}) {
  const english: DatasetDocument = {
    ...structuredClone(document),
    _id: word(document._type),
    language: 'en',
    ...changes,
  };
  const metadata: DatasetDocument = {
    _id: word('translation.metadata'),
    _type: 'translation.metadata',
    schemaTypes: [document._type],
    translations: [
      {
        _key: word('k'),
        _type: 'internationalizedArrayReferenceValue',
        language: 'nb',
        value: ref(document._id),
      },
      {
        _key: word('k'),
        _type: 'internationalizedArrayReferenceValue',
        language: 'en',
        value: ref(english._id),
      },
    ],
  };
  return { english, metadata };
}

/** The generated dataset with every page translated (and the menu, so links stay in language). */
function translatedSite() {
  const base = generateDataset();
  const pages = base.documents.filter((document) => document._type === 'page');
  const englishPages = pages.map((page) => translate(page));
  const englishIds = new Map(pages.map((page, i) => [page._id, englishPages[i].english._id]));
  const menu = base.documents.find((document) => document._type === 'navigationMenu')!;
  const englishMenu = translate(menu, {
    pages: (menu.pages as { _ref: string; _key: string }[]).map((entry) => ({
      ...entry,
      _ref: englishIds.get(entry._ref),
    })),
  });
  const target = base.documents.find((document) => document._type === 'linkTarget')!;
  const englishTarget = translate(target);
  for (const { english } of englishPages) {
    english.pageBuilder = (english.pageBuilder as Record<string, unknown>[]).map((block) =>
      block._type === 'reference' ? { ...block, _ref: englishTarget.english._id } : block,
    );
  }
  const documents = withEnglishTexts(base.documents);
  for (const { english, metadata } of [...englishPages, englishMenu, englishTarget]) {
    documents.push(english, metadata);
  }
  const page = pages.find((candidate) => candidate._id === base.ids.pageId)!;
  return {
    documents,
    page,
    english: englishPages[pages.indexOf(page)].english,
    metadata: englishPages[pages.indexOf(page)].metadata,
    menu: englishMenu.english,
  };
}

describe('translations in content:check', () => {
  it('passes a site whose pages, menu, link targets, events and venues are all translated', () => {
    expect(checkDataset(translatedSite().documents, schema)).toEqual([]);
  });

  it('warns about a published Norwegian page without an English version, naming it', () => {
    const { documents, page, english, metadata } = translatedSite();
    documents.splice(documents.indexOf(english), 1);
    documents.splice(documents.indexOf(metadata), 1);
    const issues = checkDataset(documents, schema).filter(
      (issue) => issue.code === 'missing-translation',
    );
    expect(found(issues)).toEqual([
      { documentId: page._id, path: 'language', code: 'missing-translation', severity: 'warning' },
    ]);
    expect(issues[0].message).toBe(
      translationMessages.pageNotTranslated(String(page.title), slugOf(page), 'en'),
    );
  });

  it('does not ask a draft page for a translation', () => {
    const { documents, page, english, metadata } = translatedSite();
    documents.splice(documents.indexOf(english), 1);
    documents.splice(documents.indexOf(metadata), 1);
    page._id = `drafts.${page._id}`;
    expect(
      checkDataset(documents, schema).filter((issue) => issue.code === 'missing-translation'),
    ).toEqual([]);
  });

  it('warns about an event and a venue whose texts have no English, naming each and its fields', () => {
    const { documents } = generateProgramme();
    const translated = withEnglishTexts(documents);
    const event = translated.find((document) => document._type === 'programmeEvent')!;
    const venue = translated.find((document) => document._type === 'venue')!;
    const title = word('Tittel');
    event.title = title;
    event.summary = [
      {
        _key: word('k'),
        _type: 'internationalizedArrayStringValue',
        language: 'nb',
        value: word('Ingress'),
      },
      { _key: word('k'), _type: 'internationalizedArrayStringValue', language: 'en', value: '  ' },
    ];
    venue.accessibility = word('Trinnfri');
    const issues = checkDataset(translated, schema).filter(
      (issue) => issue.code === 'missing-translation' && issue.documentId !== undefined,
    );
    const byId = new Map(issues.map((issue) => [issue.documentId, issue]));
    expect(byId.get(event._id)).toMatchObject({ path: 'title', severity: 'warning' });
    expect(byId.get(event._id)!.message).toBe(
      translationMessages.textNotTranslated(title, ['Tittel', 'Ingress'], 'en'),
    );
    expect(byId.get(venue._id)!.message).toContain('«Tilgjengelighet»');
  });

  it('accepts both shapes of event texts, and checks the array: item types and the rules per text', () => {
    const { documents, events } = generateProgramme();
    const translated = withEnglishTexts(documents);
    const [first, second] = translated.filter((document) => document._type === 'programmeEvent');
    // The first keeps plain strings (content made before); the second is translated.
    Object.assign(first, { title: events[0].title, summary: events[0].summary });
    const long = 'x'.repeat(201);
    (second.summary as { language: string; value: string }[])[1].value = long;
    second.status = 'cancelled';
    second.statusNote = [
      {
        _key: word('k'),
        _type: 'internationalizedArrayStringValue',
        language: 'en',
        value: word('Cancelled'),
      },
    ];
    const [titleItem] = second.title as { _type: string }[];
    titleItem._type = 'internationalizedArrayTextValue';
    const issues = checkDataset(translated, schema).filter(
      (issue) => issue.code !== 'missing-translation',
    );
    expect(found(issues)).toEqual([
      {
        documentId: second._id,
        path: `title[_key=="${(second.title as { _key: string }[])[0]._key}"]._type`,
        code: 'invalid-value',
      },
      { documentId: second._id, path: 'statusNote', code: 'status-note' },
      { documentId: second._id, path: 'summary', code: 'too-long' },
    ]);
    expect(issues.find((issue) => issue.code === 'too-long')!.message).toBe(
      programmeMessages.summaryTooLong(201),
    );
  });

  it('refuses two pages with one slug in one language, and lets an English page reuse a Norwegian slug', () => {
    const { documents, english } = translatedSite();
    // translatedSite's English pages already reuse the Norwegian slugs: no problem there.
    const twin = { ...structuredClone(english), _id: word('page') };
    documents.push(twin);
    const issues = checkDataset(documents, schema).filter(
      (issue) => issue.code === 'duplicate-slug',
    );
    expect(issues.map((issue) => issue.documentId).toSorted()).toEqual(
      [english._id, twin._id].toSorted(),
    );
    expect(issues.find((issue) => issue.documentId === twin._id)!.message).toBe(
      editorMessages.duplicateSlug(slugOf(twin), [english._id]),
    );
  });

  it('warns about an English page whose menu exists only in Norwegian', () => {
    const { documents, english, menu } = translatedSite();
    documents.splice(documents.indexOf(menu), 1);
    const issues = checkDataset(documents, schema).filter(
      (issue) => issue.documentId === english._id,
    );
    const menuSlug = (english.menuSlug as { current: string }).current;
    expect(
      issues.map(({ path, code, message, severity }) => ({ path, code, message, severity })),
    ).toEqual([
      {
        path: 'menuSlug',
        code: 'cross-language-link',
        message: translationMessages.menuOnlyNorwegian(menuSlug),
        severity: 'warning',
      },
    ]);
  });

  it('warns about an English menu listing a Norwegian page, and links and link targets in Norwegian', () => {
    const { documents, page, english, menu } = translatedSite();
    (menu.pages as { _ref: string }[])[0]._ref = page._id;
    const blocks = english.pageBuilder as Record<string, unknown>[];
    const hero = blocks.find((block) => block._type === 'hero')!;
    hero.buttonLink = `/${slugOf(page)}?fra=forsiden#billetter`;
    const reference = blocks.find((block) => block._type === 'reference')!;
    const norwegianTarget = documents.find(
      (document) => document._type === 'linkTarget' && document.language === undefined,
    )!;
    reference._ref = norwegianTarget._id;
    const messages = checkDataset(documents, schema)
      .filter((issue) => issue.code === 'cross-language-link')
      .map((issue) => [issue.documentId, issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        [english._id, translationMessages.linksToNorwegianPage(`/${slugOf(page)}`)],
        [english._id, translationMessages.linkTargetIsNorwegian(String(norwegianTarget.title))],
      ]),
    );
    expect(messages.some(([, message]) => message.includes(String(page.title)))).toBe(true);
    // A link to the English version is fine; a Norwegian page is never asked about its links.
    hero.buttonLink = `/en/${slugOf(page)}`;
    const after = checkDataset(documents, schema).filter(
      (issue) => issue.code === 'cross-language-link',
    );
    expect(after.map((issue) => issue.message)).not.toContain(
      translationMessages.linksToNorwegianPage(`/${slugOf(page)}`),
    );
    expect(after.every((issue) => issue.documentId === english._id)).toBe(true);
  });

  it('still refuses a translation that is not of a translated type', () => {
    const { documents, metadata } = translatedSite();
    const venue = documents.find((document) => document._type === 'venue')!;
    const [, item] = metadata.translations as { _key: string; value: { _ref: string } }[];
    item.value._ref = venue._id;
    expect(
      found(checkDataset(documents, schema).filter((issue) => issue.documentId === metadata._id)),
    ).toEqual([
      {
        documentId: metadata._id,
        path: `translations[_key=="${item._key}"].value._ref`,
        code: 'wrong-reference-type',
      },
    ]);
  });

  it('refuses translation metadata pointing at a missing document, or at one in another language', () => {
    const { documents, english, metadata } = translatedSite();
    documents.splice(documents.indexOf(english), 1);
    const issues = checkDataset(documents, schema).filter(
      (issue) => issue.documentId === metadata._id,
    );
    const [, item] = metadata.translations as { _key: string }[];
    expect(found(issues)).toEqual([
      {
        documentId: metadata._id,
        path: `translations[_key=="${item._key}"].value._ref`,
        code: 'translation-missing-document',
      },
    ]);
    expect(issues[0].message).toBe(translationMessages.metadataMissingDocument('en', english._id));

    documents.push({ ...english, language: 'nb', slug: { _type: 'slug', current: word('side') } });
    expect(
      found(checkDataset(documents, schema).filter((issue) => issue.documentId === metadata._id)),
    ).toEqual([
      {
        documentId: metadata._id,
        path: `translations[_key=="${item._key}"].value._ref`,
        code: 'translation-language',
      },
    ]);
  });

  it('finds an English singleton under any id, and refuses a second one in that language', () => {
    const { documents } = translatedSite();
    const settings = documents.find((document) => document._type === 'siteSettings')!;
    const english = { ...structuredClone(settings), _id: word('settings'), language: 'en' };
    documents.push(english);
    expect(checkDataset(documents, schema)).toEqual([]);
    const second = { ...english, _id: word('settings') };
    documents.push(second);
    expect(found(checkDataset(documents, schema))).toEqual([
      { documentId: english._id, path: 'language', code: 'duplicate-singleton' },
      { documentId: second._id, path: 'language', code: 'duplicate-singleton' },
    ]);
  });

  it('refuses a language the site does not know', () => {
    const { documents, english } = translatedSite();
    english.language = 'de';
    expect(
      found(checkDataset(documents, schema).filter((issue) => issue.documentId === english._id)),
    ).toContainEqual({ documentId: english._id, path: 'language', code: 'invalid-value' });
  });
});

/** A validation context whose client runs the studio's GROQ on `documents` with groq-js. */
function contextOver(documents: DatasetDocument[], document?: DatasetDocument) {
  return {
    document,
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown> = {}) =>
        (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    }),
  } as unknown as ValidationContext;
}

describe('translations in the studio: the same rules and messages', () => {
  it('names the languages in Norwegian, as editors read them', () => {
    expect(translationMessages.fieldNotTranslated('en')).toMatch(
      /^Mangler engelsk tekst\. Den engelske utgaven viser den norske teksten/,
    );
  });

  it('converts a plain string into the Norwegian line the check and the site accept', () => {
    const { documents } = generateProgramme();
    const event = documents.find((document) => document._type === 'programmeEvent')!;
    const title = String(event.title);
    for (const [field, fieldType] of Object.entries(translatedFields.programmeEvent)) {
      if (typeof event[field] !== 'string') continue;
      event[field] = toTranslatedArray(String(event[field]), itemTypeOf(fieldType), word('k'));
    }
    expect((event.title as { language: string; value: string }[])[0]).toMatchObject({
      _type: 'internationalizedArrayStringValue',
      language: 'nb',
      value: title,
    });
    expect(
      checkDataset(documents, schema).filter((issue) => issue.code !== 'missing-translation'),
    ).toEqual([]);
  });

  it('marks a missing Norwegian text and, as a warning, a missing English one', () => {
    const nb = word('Tittel');
    const item = (language: string, value: string) => ({
      _key: word('k'),
      _type: 'internationalizedArrayStringValue',
      language,
      value,
    });
    expect(norwegianText('Tittel')(nb)).toBe(true);
    expect(norwegianText('Tittel')([item('en', word('Title'))])).toBe(
      translationMessages.norwegianTextMissing('Tittel'),
    );
    expect(translatedText(nb)).toBe(translationMessages.fieldNotTranslated('en'));
    expect(translatedText([item('nb', nb), item('en', word('Title'))])).toBe(true);
    expect(translatedText(undefined)).toBe(true);
  });

  it('warns on a Norwegian page until an English version is linked', async () => {
    const { documents, page, english, metadata } = translatedSite();
    expect(await pageTranslated(page, contextOver(documents, page))).toBe(true);
    expect(await pageTranslated(english, contextOver(documents, english))).toBe(true);
    const alone = documents.filter((document) => document !== metadata);
    expect(await pageTranslated(page, contextOver(alone, page))).toBe(
      translationMessages.pageNotTranslated(String(page.title), slugOf(page), 'en'),
    );
  });

  it('warns on an English page whose menu is Norwegian only, at the menu field', async () => {
    const { documents, english, menu } = translatedSite();
    expect(await pageLinksInLanguage(english, contextOver(documents, english))).toBe(true);
    const withoutMenu = documents.filter((document) => document !== menu);
    const menuSlug = (english.menuSlug as { current: string }).current;
    expect(await pageLinksInLanguage(english, contextOver(withoutMenu, english))).toEqual([
      { message: translationMessages.menuOnlyNorwegian(menuSlug), path: ['menuSlug'] },
    ]);
  });

  it('checks slugs per language: an English page may reuse a Norwegian slug, not an English one', async () => {
    const { documents, page, english } = translatedSite();
    const check = uniqueSlug('page');
    const value = { _type: 'slug' as const, current: slugOf(page) };
    expect(await check(value, contextOver(documents, english))).toBe(true);
    const twin = { ...english, _id: word('page') };
    expect(await check(value, contextOver([...documents, twin], twin))).toBe(
      editorMessages.duplicateSlug(slugOf(page), [english._id]),
    );
  });
});
