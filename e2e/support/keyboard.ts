import { expect, type Page } from '@playwright/test';

export type FocusState = {
  /** No element has focus: document.activeElement is <body> (or nothing). */
  lost: boolean;
  tag: string;
  /** Accessible-name-ish: aria-label, else the trimmed text, else the label of a form field. */
  name: string;
  /** Visibly marked: an outline or box-shadow on the element, or on its label when the element itself is visually hidden. */
  indicated: boolean;
  /** Reachable with Tab (a control); false for containers that only receive focus from script (tabindex="-1"). */
  interactive: boolean;
  /** Some part of it is inside the viewport. */
  onScreen: boolean;
  href: string | null;
  id: string;
  /** The form field's name attribute (the contact API's field names), '' elsewhere. */
  fieldName: string;
};

/** Reads where focus is and whether a sighted keyboard user can see it. */
export function readFocus(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    // Focus inside an iframe or shadow root counts as the host element here.
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return {
        lost: true,
        tag: 'body',
        name: '',
        indicated: false,
        interactive: false,
        onScreen: false,
        href: null,
        id: '',
        fieldName: '',
      };
    }
    const hasRing = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)';
      return outline || style.boxShadow !== 'none';
    };
    const rect = element.getBoundingClientRect();
    const visuallyHidden =
      rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).opacity === '0';
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    // A custom checkbox hides the native input and draws the focus ring on its visible stand-in.
    const standIns = visuallyHidden
      ? [...labels, element.nextElementSibling, element.parentElement]
      : [];
    const box = visuallyHidden && labels[0] ? labels[0].getBoundingClientRect() : rect;
    const text =
      (element.getAttribute('aria-label') ?? element.innerText ?? '').trim() ||
      labels.map((label) => label.innerText.trim()).join(' ');
    return {
      lost: false,
      tag: element.tagName.toLowerCase(),
      name: text.replace(/\s+/g, ' ').slice(0, 200),
      // Inside a third-party frame the ring is drawn by the frame's own page, out of our reach.
      indicated: hasRing(element) || standIns.some(hasRing) || element.tagName === 'IFRAME',
      interactive: element.tabIndex >= 0,
      onScreen:
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth &&
        box.width > 1 &&
        box.height > 1,
      href: element.getAttribute('href'),
      id: element.id,
      fieldName: element.getAttribute('name') ?? '',
    };
  });
}

/**
 * Focus is on an element that is on screen and, when it is a control, visibly marked. A container
 * that script focuses so reading continues there (a section after an anchor jump, a heading after
 * the form is sent, tabindex="-1") is not operable, so WCAG 2.4.7 asks no ring of it; it must still
 * be on screen, and the next Tab from it is checked like any other. `step` names the action.
 */
export async function expectVisibleFocus(page: Page, step: string): Promise<FocusState> {
  // Smooth scrolling and transitions settle within a few frames; poll instead of sleeping.
  await expect
    .poll(
      async () => {
        const focus = await readFocus(page);
        if (focus.lost) return 'focus lost to <body>';
        if (!focus.onScreen)
          return `<${focus.tag}> "${focus.name}" has focus but is not visible on screen`;
        if (focus.interactive && !focus.indicated)
          return `no focus indicator on <${focus.tag}> "${focus.name}"`;
        return 'ok';
      },
      { message: `after ${step}`, timeout: 3000 },
    )
    .toBe('ok');
  return readFocus(page);
}

/**
 * Presses Tab until `matches` says focus has arrived, checking at every stop that focus is
 * visible and never on <body>: the whole path is part of the journey, not just its end.
 */
export async function tabTo(
  page: Page,
  target: string,
  matches: (focus: FocusState) => boolean,
  { maxPresses = 80, backwards = false } = {},
) {
  for (let press = 1; press <= maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await expectVisibleFocus(page, `Tab ${press} on the way to ${target}`);
    if (matches(focus)) return focus;
  }
  throw new Error(`Did not reach ${target} within ${maxPresses} presses of Tab`);
}

/** Presses a key and checks focus is still somewhere visible afterwards. */
export async function pressAndKeepFocus(page: Page, key: string, step = key) {
  await page.keyboard.press(key);
  return expectVisibleFocus(page, step);
}
