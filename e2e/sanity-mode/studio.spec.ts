import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { formatDayHeading, osloDayKey } from '../../lib/programme/oslo-time';
import { festivalDayKeys } from '../../sanity/programme-desk';
import { singletonIds } from '../../sanity/rules';
import { singletonTranslationId, singletonTypes } from '../../sanity/structure';
import { displayText, documentLanguage } from '../../sanity/translations';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/languages';
import { readPublishedDocuments } from '../../test-support/sanity-stand-in.mjs';
import { STAND_IN_EDITOR } from '../../test-support/sanity-studio-api.mjs';
import { recordViolations } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { escapeRegExp } from '../support/regexp';

// The embedded studio (/studio) of the site built in Sanity mode, against the Sanity stand-in
// (test-support/e2e-sanity-server.mjs): the desk an editor works in, with the project's content.
// What the studio shows is read from the documents the stand-in holds, never from this file.

/** The documents the stand-in serves, as test-support/e2e-sanity-server.mjs wrote them. */
const documents = readPublishedDocuments(path.resolve('.data/e2e-sanity/dataset.ndjson'));
const ofType = (type: string) => documents.filter((document) => document._type === type);
// A page's title is a string; an event's is a plain string or translated per language, and
// the desk shows its Norwegian text.
const titleOf = (document: Record<string, unknown>) => displayText(document.title) ?? '';

// The studio's first load is a large single-page app: more time than a content page needs.
const STUDIO_READY = { timeout: 30_000 };

// Tall enough that a document list shows every item (the studio renders only what is in view).
test.use({ viewport: { width: 1400, height: 3200 } });
test.describe.configure({ timeout: 90_000 });

/** The list in the desk's pane with this title (Innhold, Sider, …). */
const pane = (page: Page, title: string) => page.getByRole('listbox', { name: title, exact: true });

/** The items of a document list pane, each read as its title (its first line). */
async function listedTitles(page: Page, title: string) {
  const texts = await pane(page, title).getByRole('option').allInnerTexts();
  return texts.map((text) => text.split('\n')[0]!.trim());
}

/**
 * A stored document's own top-level strings (the values its plain text fields show); its
 * language is the plugin's hidden field, shown as the document's badge.
 */
const storedStrings = (document: Record<string, unknown>) =>
  Object.entries(document)
    .filter(
      ([field, value]) =>
        !field.startsWith('_') && field !== 'language' && typeof value === 'string',
    )
    .map(([, value]) => value as string);

/** The values of the text fields a document pane shows. */
const fieldValues = (documentPane: Locator) =>
  documentPane
    .locator('input, textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

/**
 * Opens a studio menu with its button and runs `check` while it is open. While a document
 * settles, the studio may draw its pane again, which closes a menu that has just opened (about
 * one run in twelve here), even between two of the check's steps: then the button is pressed
 * again and the whole check runs again.
 */
async function withMenuOpen(button: Locator, check: () => Promise<void>) {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await check();
  }).toPass(STUDIO_READY);
}

const MENU_SHOWS = { timeout: 2_000 };

test('the desk opens on the Sanity API: the signed-in editor, the content lists and a page', async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/v[^/]+\/data\/(query|doc|listen)\//.test(request.url()))
      dataRequests.push(request.url());
  });
  const { violations } = await recordViolations(page);

  await page.goto('/studio/structure');
  const desk = pane(page, 'Innhold').first();
  await expect(desk.getByRole('link', { name: 'Sider' })).toBeVisible(STUDIO_READY);
  // The editor the API says is signed in.
  await expect(page.getByRole('button', { name: STAND_IN_EDITOR.name })).toBeVisible();

  // Every page of the project, as the API holds them: one list per language (a page without
  // a language is Norwegian).
  await desk.getByRole('link', { name: 'Sider' }).click();
  for (const language of LANGUAGES) {
    await pane(page, 'Sider').getByRole('link', { name: LANGUAGE_NAMES[language] }).click();
    const pages = ofType('page').filter((candidate) => documentLanguage(candidate) === language);
    // The list loads its items' previews after the items: wait for their titles.
    await expect
      .poll(
        async () => (await listedTitles(page, `Sider: ${LANGUAGE_NAMES[language]}`)).toSorted(),
        STUDIO_READY,
      )
      .toEqual(pages.map(titleOf).toSorted());
  }

  // A page opens in the form with its fields.
  const norwegian = `Sider: ${LANGUAGE_NAMES[DEFAULT_LANGUAGE]}`;
  await pane(page, 'Sider').getByRole('link', { name: LANGUAGE_NAMES[DEFAULT_LANGUAGE] }).click();
  const chosen = ofType('page').find(
    (candidate) =>
      Array.isArray(candidate.pageBuilder) && documentLanguage(candidate) === DEFAULT_LANGUAGE,
  )!;
  await pane(page, norwegian)
    .getByRole('link', { name: titleOf(chosen) })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/studio/structure/sider;${DEFAULT_LANGUAGE};${chosen._id}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Tittel' })).toHaveValue(
    titleOf(chosen),
    STUDIO_READY,
  );

  // All of it came from the stand-in (HTTPS on this machine, unlike the site), none from Sanity's
  // hosted API.
  const origins = [...new Set(dataRequests.map((url) => new URL(url).origin))];
  expect(origins).toHaveLength(1);
  expect(origins[0]).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  expect(violations).toEqual([]);
});

test('“Arrangementer per dag” lists the festival days the events start on, and each day its events', async ({
  page,
}) => {
  const events = ofType('programmeEvent');
  const days = festivalDayKeys(events.map((event) => event.start));
  expect(days.length, 'the stand-in holds events').toBeGreaterThan(0);

  await page.goto('/studio/structure/arrangementer;per-dag');
  const dayTitles = pane(page, 'Arrangementer per dag').getByRole('link');
  await expect(dayTitles).toHaveText(
    days.map((day) => formatDayHeading(day)),
    STUDIO_READY,
  );

  // The last day, so it is not the one any ordering would put first by chance.
  const day = days.at(-1)!;
  await dayTitles.filter({ hasText: formatDayHeading(day) }).click();
  const ofDay = events.filter(
    (event) => typeof event.start === 'string' && osloDayKey(event.start) === day,
  );
  // In the order they start. (Events that start together keep the stored order, in groq-js's
  // sort as in this one: both are stable.)
  const byStart = ofDay.toSorted(
    (a, b) => Date.parse(String(a.start)) - Date.parse(String(b.start)),
  );
  await expect(pane(page, formatDayHeading(day)).getByRole('option')).toHaveText(
    byStart.map((event) => new RegExp(`^${escapeRegExp(titleOf(event))}`)),
    STUDIO_READY,
  );
});

test('a singleton opens directly, and neither its actions nor “create new” make a second one', async ({
  page,
}) => {
  // A page first: its action menu offers Duplicate and Delete, so the menu is where they show.
  const somePage = ofType('page')[0]!;
  // Pages are listed per language: Sider → the page's language → the page.
  await page.goto(`/studio/structure/sider;${documentLanguage(somePage)};${somePage._id}`);
  await expect(page.getByRole('textbox', { name: 'Tittel' })).toHaveValue(
    titleOf(somePage),
    STUDIO_READY,
  );
  await withMenuOpen(page.getByTestId('action-menu-button'), async () => {
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible(MENU_SHOWS);
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible(MENU_SHOWS);
  });
  await page.keyboard.press('Escape');

  // Each singleton opens as its one document, with Publish and no menu of other actions. A
  // stored one shows its stored values; one the project lacks opens as a new document. From
  // the desk itself: beside a page's three panes (Sider, its language, the page) it folds away.
  await page.goto('/studio/structure');
  const desk = pane(page, 'Innhold');
  for (const [type, id] of Object.entries(singletonIds)) {
    const link = desk.locator(`a[href$="/studio/structure/${id}"]`);
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/studio/structure/${id}$`));
    const documentPane = page.getByTestId('document-pane');
    await expect(documentPane).toHaveCount(1);
    const stored = documents.find((document) => document._id === id);
    if (stored) {
      const shown = storedStrings(stored);
      expect(shown.length, `${type} has text fields`).toBeGreaterThan(0);
      await expect
        .poll(() => fieldValues(documentPane), STUDIO_READY)
        .toEqual(expect.arrayContaining(shown));
    } else {
      await expect(documentPane.getByRole('heading', { level: 2 })).toHaveText(
        `New ${title}`,
        STUDIO_READY,
      );
    }
    await expect(documentPane.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await expect(documentPane.getByTestId('action-menu-button')).toHaveCount(0);
  }
  // Every Norwegian singleton the project holds is stored under its fixed id (so the desk found
  // it above).
  const singletons = documents.filter(
    (document) =>
      singletonTypes.has(String(document._type)) && documentLanguage(document) === DEFAULT_LANGUAGE,
  );
  expect(singletons.length).toBeGreaterThan(0);
  for (const document of singletons) {
    expect(document._id).toBe(singletonIds[document._type as keyof typeof singletonIds]);
  }

  // A singleton in another language opens directly too: the stored one, whatever its id.
  for (const language of LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE)) {
    for (const type of Object.keys(singletonIds) as (keyof typeof singletonIds)[]) {
      const id = singletonTranslationId(type, language);
      await desk.locator(`a[href$="/studio/structure/${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/studio/structure/${id}$`));
      const documentPane = page.getByTestId('document-pane');
      const stored = documents.find(
        (document) => document._type === type && documentLanguage(document) === language,
      );
      if (stored) {
        await expect
          .poll(() => fieldValues(documentPane), STUDIO_READY)
          .toEqual(expect.arrayContaining(storedStrings(stored)));
      }
      await expect(documentPane.getByRole('button', { name: 'Publish', exact: true })).toBeVisible(
        STUDIO_READY,
      );
      await expect(documentPane.getByTestId('action-menu-button')).toHaveCount(0);
    }
  }

  // “Create new” offers the repeatable types and none of the singletons.
  const offered = page
    .getByRole('listbox')
    .filter({ has: page.locator('a[href*="/studio/intent/create/"]') })
    .getByRole('link');
  await withMenuOpen(page.getByRole('button', { name: 'Create new document' }), async () => {
    await expect(offered.first()).toBeVisible(MENU_SHOWS);
    const types = (await offered.evaluateAll((links) =>
      links.map((link) => /type=([^;/]+)/.exec(link.getAttribute('href') ?? '')?.[1]),
    )) as string[];
    expect(types).toContain('page');
    for (const type of singletonTypes) expect(types).not.toContain(type);
  });
});
