import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PROGRAMME_PAGE } from './support/programme';

// A long programme must not hold a phone's first paint until the whole list has arrived: the
// first paint waits for the controls only (components/blocks/programme/programme-block.tsx), and
// the list paints as it arrives without anything moving. Here a proxy in front of the site sends
// the programme page up to the middle of one of its first events and holds the rest until the
// test has seen the first paint, as a slow network does.

type HoldingProxy = { url: string; release: () => void; close: () => Promise<void> };

/** Forwards everything to `origin`; the page at `holdPath` stops at `splitAt(html)` until released. */
async function startHoldingProxy(
  origin: string,
  holdPath: string,
  splitAt: (html: string) => number,
): Promise<HoldingProxy> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        // fetch has decoded the body; the proxy sends it whole or in two writes.
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
          headers[name] = value;
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers);
      if (new URL(request.url ?? '/', origin).pathname !== holdPath) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const at = splitAt(html);
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** In the middle of the programme's third event: after its title, before its star. */
function insideThirdEvent(html: string): number {
  let at = -1;
  for (let count = 0; count < 3; count += 1) {
    at = html.indexOf('data-programme-event=""', at + 1);
    if (at < 0) throw new Error('The programme page lists fewer than three events.');
  }
  return html.indexOf('</h4>', at) + '</h4>'.length;
}

/** Every layout shift from the start, input or not (the phone emulation reports its own input). */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        win.__shift += (entry as { value?: number }).value ?? 0;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const firstPainted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

/** After the whole page has arrived and two frames have been laid out since. */
async function shiftAfterLoad(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift)),
        ),
      ),
  );
}

test.describe('a long programme on a slow network', () => {
  let proxy: HoldingProxy | undefined;
  test.afterEach(async () => {
    proxy?.release();
    await proxy?.close();
    proxy = undefined;
  });

  test('paints its controls and first events before the rest has arrived, and nothing moves @mobile', async ({
    page,
    baseURL,
  }) => {
    proxy = await startHoldingProxy(baseURL!, PROGRAMME_PAGE, insideThirdEvent);
    // The fallback faces only: a font swap's own small shift is font-swap.spec.ts's to measure.
    await page.route(/\.woff2(\?|$)/, (font) => font.abort());
    await countShifts(page);
    await page.goto(`${proxy.url}${PROGRAMME_PAGE}`, { waitUntil: 'commit' });
    await firstPainted(page);
    // The parser may paint as soon as the mark is parsed: wait until it has taken in all it has.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-programme-event]').length === 3,
    );
    const atFirstPaint = await page.evaluate(() => {
      const first = document.querySelector<HTMLElement>('[data-programme-event] h4 a');
      return {
        stillLoading: document.readyState === 'loading',
        events: document.querySelectorAll('[data-programme-event]').length,
        firstTitleShown: Boolean(first?.checkVisibility({ visibilityProperty: true })),
      };
    });
    expect(atFirstPaint).toEqual({
      stillLoading: true,
      events: 3,
      firstTitleShown: true,
    });
    proxy.release();
    expect(await shiftAfterLoad(page)).toBeLessThan(0.001);
  });

  test('a shared filtered link shows no event before the list is filtered @mobile', async ({
    page,
    baseURL,
  }) => {
    // A day other than the first: its filter hides the events the first paint would show.
    const html = await (await fetch(`${baseURL}${PROGRAMME_PAGE}`)).text();
    const days = [...new Set([...html.matchAll(/data-programme-day="([^"]+)"/g)].map((m) => m[1]))];
    expect(days.length, 'the programme lists at least two days').toBeGreaterThan(1);
    const day = days.at(-1)!;
    proxy = await startHoldingProxy(baseURL!, PROGRAMME_PAGE, insideThirdEvent);
    await page.route(/\.woff2(\?|$)/, (font) => font.abort());
    await countShifts(page);
    await page.goto(`${proxy.url}${PROGRAMME_PAGE}?dag=${day}`, { waitUntil: 'commit' });
    await firstPainted(page);
    expect(
      await page.evaluate(() => ({
        stillLoading: document.readyState === 'loading',
        shownEvents: [...document.querySelectorAll('[data-programme-event]')].filter((event) =>
          event.checkVisibility({ visibilityProperty: true }),
        ).length,
      })),
    ).toEqual({ stillLoading: true, shownEvents: 0 });
    proxy.release();
    const shift = await shiftAfterLoad(page);
    const shown = await page
      .locator('[data-programme-event]:visible')
      .evaluateAll((found) => found.map((event) => (event as HTMLElement).dataset.day));
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([day]));
    expect(shift).toBeLessThan(0.001);
  });
});
