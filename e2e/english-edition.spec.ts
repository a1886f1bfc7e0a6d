import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CONTACT_TEXT } from '../lib/contact-message/contact-text';
import { ACCESSIBILITY_DEFAULTS_EN } from '../lib/defaults/accessibility-statement-en';
import { PRIVACY_DEFAULTS_EN } from '../lib/defaults/privacy-page-en';
import { dictionary } from '../lib/i18n/dictionary';
import { openInScheme, SCHEMES, switchScheme, wcagViolations } from './support/a11y';
import { escapeRegExp } from './support/regexp';
import {
  documentLanguage,
  pageUrl,
  publishedPages,
  readDataset,
  required,
  type DatasetPage,
} from './support/dataset';

// The English edition where it behaves differently from the Norwegian one (docs/i18n.md): the
// Norwegian suite covers what both share. Pages come from the dataset (e2e/fixtures/english.ndjson
// adds English pages and translation.metadata documents), never from particular slugs.
test.describe.configure({ timeout: 90_000 });

const EN = dictionary('en');
const documents = readDataset();
const englishPages = publishedPages(documents, 'en').filter(
  (page) => !(page.pageBuilder ?? []).some((block) => block._type === 'redirect'),
);
const byId = new Map(documents.map((document) => [document._id, document]));

/** Translated pages whose two versions both exist: [Norwegian page, English page] (menus, site
 * settings and the other translated types have metadata documents too; they are not pages). */
function translatedPairs(): [DatasetPage, DatasetPage][] {
  return documents
    .filter((document) => document._type === 'translation.metadata')
    .flatMap((metadata) => {
      const refs = (metadata.translations as { language: string; value: { _ref: string } }[]) ?? [];
      const find = (language: string) =>
        byId.get(refs.find((entry) => entry.language === language)?.value._ref ?? '') as
          DatasetPage | undefined;
      const [nb, en] = [find('nb'), find('en')];
      return nb?._type === 'page' && en?._type === 'page' && documentLanguage(en) === 'en'
        ? [[nb, en] as [DatasetPage, DatasetPage]]
        : [];
    });
}

const englishOnly = () =>
  englishPages.filter((page) => !translatedPairs().some(([, en]) => en._id === page._id));

async function htmlLang(page: Page) {
  return page.locator('html').getAttribute('lang');
}

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('link[rel="alternate"][hreflang]').all();
  const pairs = await Promise.all(
    links.map(async (link) => [
      (await link.getAttribute('hreflang')) ?? '',
      new URL((await link.getAttribute('href')) ?? '').pathname,
    ]),
  );
  return Object.fromEntries(pairs);
}

test('every English page, trust page and the not-found screen is <html lang="en"> @mobile', async ({
  page,
}) => {
  required(englishPages.length > 1, 'English pages');
  const routes = [
    ...englishPages.map((candidate) => ({ url: pageUrl(candidate), status: 200 })),
    { url: '/en/safety', status: 200 },
    { url: '/en/privacy', status: 200 },
    { url: '/en/accessibility', status: 200 },
    { url: '/en/offline', status: 200 },
    { url: '/en/no-such-page-e2e', status: 404 },
    { url: '/en/no/such/page', status: 404 },
  ];
  for (const route of routes) {
    const response = await page.goto(route.url);
    expect(response?.status(), route.url).toBe(route.status);
    expect(await htmlLang(page), route.url).toBe('en');
  }
  // The not-found screen speaks English, and Norwegian URLs keep theirs.
  await page.goto('/en/no-such-page-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.notFound.heading);
  await page.goto('/finnes-ikke-e2e');
  expect(await htmlLang(page)).toBe('nb');
});

test('an English page never answers in the Norwegian edition, nor the other way round', async ({
  request,
}) => {
  const only = required(
    englishOnly().find(
      (candidate) =>
        !publishedPages(documents, 'nb').some((nb) => nb.slug?.current === candidate.slug?.current),
    ),
    'an English page without a Norwegian version, on a slug no Norwegian page has',
  );
  const slug = only.slug!.current!;
  expect((await request.get(`/${slug}`)).status()).toBe(404);
  const norwegianOnly = required(
    publishedPages(documents, 'nb').find(
      (candidate) =>
        candidate.slug?.current !== '/' &&
        !englishPages.some((en) => en.slug?.current === candidate.slug?.current),
    ),
    'a Norwegian page whose slug no English page has',
  );
  expect((await request.get(`/en/${norwegianOnly.slug!.current}`)).status()).toBe(404);
});

test('a slug both editions use answers with its own page in each, under its own menu', async ({
  page,
}) => {
  const [nb, en] = required(
    publishedPages(documents, 'nb')
      .filter((candidate) => candidate.slug?.current !== '/')
      .flatMap((candidate) => {
        const english = englishPages.find(
          (other) => other.slug?.current === candidate.slug?.current,
        );
        return english ? [[candidate, english] as const] : [];
      })[0],
    'a Norwegian and an English page on the same slug',
  );
  for (const version of [nb, en]) {
    await page.goto(pageUrl(version));
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(version.title!)));
    // The menu of the page's menu slug in the page's language: its pages' links, in this edition.
    const menu = documents.find(
      (document) =>
        document._type === 'navigationMenu' &&
        documentLanguage(document) === documentLanguage(version) &&
        (document as { slug?: { current?: string } }).slug?.current === version.menuSlug?.current,
    ) as { pages?: { _ref: string }[] } | undefined;
    const linked = (menu?.pages ?? [])
      .map((reference) => byId.get(reference._ref) as DatasetPage | undefined)
      .filter((target): target is DatasetPage => target?._type === 'page');
    const navigation = page.getByRole('navigation', {
      name: dictionary(documentLanguage(version)).site.mainMenu,
    });
    for (const target of linked) {
      await expect(navigation.locator(`a[href="${pageUrl(target)}"]`).first()).toBeAttached();
    }
  }
});

test('the language switch leads to the translation, both ways, by keyboard', async ({ page }) => {
  const [nb, en] = required(
    translatedPairs().find(([norwegian]) => norwegian.slug?.current !== '/'),
    'a translated page other than the home page',
  );
  await page.goto(pageUrl(nb));
  const toEnglish = page.locator('header a[data-language-switch="en"]');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${pageUrl(en)}$`));
  expect(await htmlLang(page)).toBe('en');
  await page.locator('header a[data-language-switch="nb"]').click();
  await expect(page).toHaveURL(new RegExp(`${pageUrl(nb)}$`));
  expect(await htmlLang(page)).toBe('nb');
});

test("without a translation, the switch leads to the other edition's home", async ({ page }) => {
  const only = required(englishOnly()[0], 'an English page without a Norwegian version');
  await page.goto(pageUrl(only));
  await expect(page.locator('header a[data-language-switch="nb"]')).toHaveAttribute('href', '/');
});

test('hreflang pairs point both ways, only where a translation exists', async ({ page }) => {
  const pairs = required(translatedPairs().length > 0 && translatedPairs(), 'translated pages');
  for (const [nb, en] of pairs) {
    const expected = { nb: pageUrl(nb), en: pageUrl(en), 'x-default': pageUrl(nb) };
    await page.goto(pageUrl(nb));
    expect(await alternates(page)).toEqual(expected);
    await page.goto(pageUrl(en));
    expect(await alternates(page)).toEqual(expected);
  }
  await page.goto(pageUrl(required(englishOnly()[0], 'an untranslated English page')));
  expect(await alternates(page)).toEqual({});
});

test('the sitemap lists both editions with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const page of englishPages) {
    expect(xml).toContain(`${pageUrl(page) === '/en' ? '/en' : pageUrl(page)}</loc>`);
  }
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]*\/en[^"]*"/);
});

test('the English contact form speaks English, down to its validation messages', async ({
  page,
}) => {
  const withForm = required(
    englishPages.find((candidate) =>
      (candidate.pageBuilder ?? []).some((block) => block._type === 'form'),
    ),
    'an English page with a contact form',
  );
  const text = CONTACT_TEXT.en;
  await page.goto(pageUrl(withForm));
  const form = page.locator('form').filter({ has: page.getByLabel(text.labels.firstname) });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(text.labels.email).fill('not-an-address');
  await form.getByLabel(text.labels.email).blur();
  await expect(form.getByText(text.invalidEmail)).toBeVisible();
  await expect(form.getByText(text.requiredMark).first()).toBeVisible();
  await expect(form.getByRole('link', { name: text.readPrivacy })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});

test('the English footer links the English privacy notice and accessibility statement', async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('link', { name: EN.footer.privacy }).click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_DEFAULTS_EN.heading);
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('link', { name: EN.footer.accessibility }).click();
  await expect(page).toHaveURL(/\/en\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ACCESSIBILITY_DEFAULTS_EN.heading,
  );
});

test('axe: the English home and an English content page, both schemes @mobile', async ({
  page,
}) => {
  const content = required(
    englishPages.find((candidate) => pageUrl(candidate) !== '/en'),
    'an English content page',
  );
  for (const url of ['/en', pageUrl(content)]) {
    await openInScheme(page, { name: url, url, status: 200 }, SCHEMES[0]);
    expect(await wcagViolations(page), `${url} light`).toEqual([]);
    await switchScheme(page, SCHEMES[1]);
    expect(await wcagViolations(page), `${url} dark`).toEqual([]);
  }
});

test.describe('"This page is in English too", on a phone that reads no Norwegian', () => {
  test.use({ locale: 'en-GB' });

  test('offers the English version, and remembers a dismissal on the phone @mobile', async ({
    page,
  }) => {
    const [nb, en] = required(translatedPairs()[0], 'a translated page');
    await page.goto(pageUrl(nb));
    const line = page.locator('[data-language-suggestion="en"]');
    await expect(line).toContainText(EN.language.suggestion);
    await expect(line.getByRole('link', { name: EN.language.suggestionLink })).toHaveAttribute(
      'href',
      pageUrl(en),
    );
    await line.getByRole('button', { name: EN.language.suggestionDismiss }).click();
    await expect(line).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(line).toHaveCount(0);
  });

  test('is not offered on a page without an English version', async ({ page }) => {
    const untranslated = required(
      publishedPages(documents, 'nb').find(
        (candidate) =>
          !translatedPairs().some(([nb]) => nb._id === candidate._id) &&
          !(candidate.pageBuilder ?? []).some((block) => block._type === 'redirect'),
      ),
      'a Norwegian page without a translation',
    );
    await page.goto(pageUrl(untranslated));
    await expect(page.locator('[data-site-header]')).toBeVisible();
    await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
    await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);
  });
});

test('a Norwegian phone is not offered the English version', async ({ page }) => {
  const [nb] = required(translatedPairs()[0], 'a translated page');
  await page.goto(pageUrl(nb));
  // Hydrated (the toggle gets its label then), so the line would be there by now.
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
  await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);
});

test.describe('the programme in English (field-level translations)', () => {
  type Text = string | { language?: string; value?: string }[] | undefined;
  type EventDocument = {
    _id: string;
    slug?: { current?: string };
    title?: Text;
    summary?: Text;
  };
  /** A translatable text in a language, as the site picks it; undefined when it has none. */
  const textIn = (text: Text, language: 'nb' | 'en') =>
    typeof text === 'string'
      ? language === 'nb'
        ? text
        : undefined
      : text?.find((item) => item.language === language && item.value)?.value;

  const events = documents.filter(
    (document) =>
      document._type === 'programmeEvent' &&
      !document._id.startsWith('drafts.') &&
      !document._id.startsWith('versions.') &&
      typeof (document as EventDocument).slug?.current === 'string' &&
      /^[^/]+$/.test((document as EventDocument).slug!.current!),
  ) as EventDocument[];
  const translated = () =>
    required(
      events.find((event) => textIn(event.title, 'en') && textIn(event.title, 'nb')),
      'an event with an English and a Norwegian title',
    );
  const norwegianOnly = () =>
    required(
      events.find((event) => textIn(event.title, 'nb') && !textIn(event.title, 'en')),
      'an event with a Norwegian title only',
    );

  test("an event's English page shows its English title; a Norwegian-only one marks its title", async ({
    page,
  }) => {
    const event = translated();
    await page.goto(`/en/events/${encodeURIComponent(event.slug!.current!)}`);
    expect(await htmlLang(page)).toBe('en');
    await expect(page.locator('h1')).toContainText(textIn(event.title, 'en')!);
    await expect(page.locator('h1 [lang="nb"]')).toHaveCount(0);

    const fallback = norwegianOnly();
    await page.goto(`/en/events/${encodeURIComponent(fallback.slug!.current!)}`);
    // The Norwegian title, marked so a screen reader reads it as Norwegian (WCAG 3.1.2).
    await expect(page.locator('h1 [lang="nb"]')).toHaveText(textIn(fallback.title, 'nb')!);
    // Every event has both editions: the switch leads to the same event in Norwegian.
    await expect(page.locator('header a[data-language-switch="nb"]').first()).toHaveAttribute(
      'href',
      `/arrangement/${encodeURIComponent(fallback.slug!.current!)}`,
    );
  });

  test("an event's English calendar file carries its English title", async ({ request }) => {
    const event = translated();
    const response = await request.get(
      `/en/events/${encodeURIComponent(event.slug!.current!)}/calendar.ics`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(body).toContain(`SUMMARY:${textIn(event.title, 'en')!.replace(/([,;])/g, '\\$1')}`);
    const unknown = await request.get(`/en/events/no-such-event-${Date.now()}/calendar.ics`);
    expect(unknown.status()).toBe(404);
    expect((await unknown.text()).trim()).toBe(EN.programme.calendar.notFound);
  });
});
