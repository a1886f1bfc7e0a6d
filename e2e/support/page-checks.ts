// What e2e/every-page.spec.ts (and the privacy checks of e2e/no-tracking.spec.ts) read from a
// page in the browser. The functions without a page argument run inside the page
// (page.evaluate), so they see the DOM as the visitor's browser built it.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SITE_STORAGE_KEYS } from '../../lib/ui/storage-keys';

export type HeadingInfo = { level: number; text: string };
export type ImageProblem = { src: string; problem: string };

/** Headings a screen reader lists, in document order (visually hidden ones included). */
export function readHeadingOutline(): HeadingInfo[] {
  const candidates = document.querySelectorAll<HTMLElement>(
    'h1, h2, h3, h4, h5, h6, [role="heading"]',
  );
  return [...candidates]
    .filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"]'),
    )
    .map((element) => ({
      level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
      text: (element.textContent ?? '').trim().slice(0, 60),
    }));
}

/** "h2 "Mat" → h4 "Is"" for every heading more than one level below the one before it. */
export function skippedHeadingLevels(headings: HeadingInfo[]): string[] {
  return headings
    .map((heading, index) => ({ heading, previous: headings[index - 1] }))
    .filter(({ heading, previous }) => previous && heading.level > previous.level + 1)
    .map(
      ({ heading, previous }) =>
        `h${previous!.level} "${previous!.text}" → h${heading.level} "${heading.text}"`,
    );
}

/**
 * Every <img> needs an alt attribute. An empty alt means "decorative", which is only right when
 * the image is hidden from assistive technology or sits in a link or button named otherwise.
 */
export function findImageProblems(): ImageProblem[] {
  const named = (element: Element) =>
    Boolean(
      element.getAttribute('aria-label')?.trim() ||
      element.getAttribute('aria-labelledby') ||
      (element as HTMLElement).innerText?.trim(),
    );
  return [...document.querySelectorAll('img')].flatMap((image) => {
    const src = image.getAttribute('src') ?? '';
    if (!image.hasAttribute('alt')) return [{ src, problem: 'no alt attribute' }];
    if (image.getAttribute('alt')!.trim() !== '') return [];
    if (
      image.closest('[aria-hidden="true"]') ||
      ['presentation', 'none'].includes(image.getAttribute('role') ?? '')
    )
      return [];
    const control = image.closest('a, button');
    if (control && named(control)) return [];
    return [
      {
        src,
        problem: 'empty alt on an image that is neither hidden nor inside a named link or button',
      },
    ];
  });
}

/**
 * Every image address the page itself names (each <img>'s src and srcset candidates, video
 * posters, icons), absolute: what the page may fetch as an image.
 */
export function shownImageUrls(): string[] {
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const candidates = (srcset: string) =>
    srcset
      .split(/,\s+/)
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
  return [
    ...[...document.images].flatMap((image) => [
      image.getAttribute('src') ?? '',
      ...candidates(image.getAttribute('srcset') ?? ''),
    ]),
    ...[...document.querySelectorAll('video[poster]')].map(
      (video) => video.getAttribute('poster') ?? '',
    ),
    ...[...document.querySelectorAll('link[rel~="icon"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  ]
    .filter(Boolean)
    .map(absolute);
}

/** The src of every <img> without numeric width and height attributes (the box it reserves). */
export function imagesWithoutSize(): string[] {
  const numeric = (value: string | null) => /^\d+(\.\d+)?$/.test(value ?? '');
  return [...document.images]
    .filter(
      (image) => !numeric(image.getAttribute('width')) || !numeric(image.getAttribute('height')),
    )
    .map((image) => image.getAttribute('src') ?? '(no src)');
}

/**
 * Scrolls to the bottom and back to the top, waiting for the network to go quiet each time, so
 * lazy images and anything that loads on sight have had their chance.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/**
 * What the privacy notice promises, read after a visit: no request went to another origin
 * (`elsewhere`, collected by the test), no cookie, and localStorage holds only the site's keys.
 */
export async function expectOnlyTheSitesTraces(
  page: Page,
  context: BrowserContext,
  elsewhere: string[],
) {
  expect(elsewhere, 'requests to other origins').toEqual([]);
  expect(await context.cookies(), 'cookies').toEqual([]);
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(
    keys.filter((key) => !(SITE_STORAGE_KEYS as readonly string[]).includes(key)),
    "localStorage keys other than the site's own",
  ).toEqual([]);
}
