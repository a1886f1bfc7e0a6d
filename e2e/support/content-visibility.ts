import { expect, type Locator } from '@playwright/test';

/**
 * Of the sections, the first renders at once and every later one only near the viewport
 * (content-visibility: auto). Proof that rendering is skipped: the last section's content is not
 * rendered until it is scrolled to, and then it is (the browser's own report, checkVisibility).
 * `what` names a section in the failure messages.
 */
export async function expectLaterSectionsRenderedNearViewport(sections: Locator, what: string) {
  const count = await sections.count();
  expect(count, `more than one ${what}`).toBeGreaterThan(1);
  expect(
    await sections.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).contentVisibility),
    ),
  ).toEqual(['visible', ...Array<string>(count - 1).fill('auto')]);
  const rendered = () =>
    sections
      .last()
      .evaluate((element) =>
        element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      );
  expect(await rendered(), `the last ${what} before scrolling`).toBe(false);
  await sections.last().scrollIntoViewIfNeeded();
  await expect.poll(rendered, { message: `the last ${what} once scrolled to` }).toBe(true);
}
