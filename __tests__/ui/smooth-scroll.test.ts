/** @jest-environment jsdom */
import {
  anchorHref,
  anchorIdFromHref,
  easeInOutCubic,
  SCROLL_DURATION_MS,
  SCROLL_OFFSET_PX,
  scrollPositionAt,
  scrollTargetY,
  scrollToElement,
} from '@/lib/ui/smooth-scroll';

describe('smooth scroll constants', () => {
  it('scrolls over 500 ms and stops 100 px above the section', () => {
    expect(SCROLL_DURATION_MS).toBe(500);
    expect(SCROLL_OFFSET_PX).toBe(-100);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1, passes the middle at 0.5 and never leaves [0, 1]', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('is monotonic, so the page never scrolls backwards', () => {
    let previous = 0;
    for (let t = 0; t <= 1; t += 0.05) {
      const value = easeInOutCubic(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('scrollTargetY', () => {
  it('stops 100 px above the section', () => {
    // Section 800 px below the viewport top while scrolled to 300: it starts at 1100 in the document.
    expect(scrollTargetY(800, 300, 10_000)).toBe(1000);
  });

  it('scrolls up to sections above the viewport', () => {
    expect(scrollTargetY(-400, 2000, 10_000)).toBe(1500);
  });

  it('clamps to the top and to the end of the document', () => {
    expect(scrollTargetY(50, 0, 10_000)).toBe(0);
    expect(scrollTargetY(5000, 4000, 6000)).toBe(6000);
  });
});

describe('scrollPositionAt', () => {
  it('starts at the start, ends on the target after 500 ms and stays there', () => {
    expect(scrollPositionAt(100, 1100, 0)).toBe(100);
    expect(scrollPositionAt(100, 1100, 250)).toBeCloseTo(600);
    expect(scrollPositionAt(100, 1100, 500)).toBe(1100);
    expect(scrollPositionAt(100, 1100, 900)).toBe(1100);
  });

  it('jumps straight to the target with no duration', () => {
    expect(scrollPositionAt(0, 700, 0, 0)).toBe(700);
  });
});

describe('anchor hrefs', () => {
  it('reads the section id from in-page and home-page anchors', () => {
    expect(anchorIdFromHref('#what')).toBe('what');
    expect(anchorIdFromHref('/#what')).toBe('what');
    expect(anchorIdFromHref('#hva%20vi')).toBe('hva vi');
    expect(anchorIdFromHref('/om-oss')).toBeNull();
    expect(anchorIdFromHref('#')).toBeNull();
  });

  it('links to the section on this page when it exists, otherwise to the home page', () => {
    expect(anchorHref('who', ['home', 'who'])).toBe('#who');
    expect(anchorHref('who', ['topp'])).toBe('/#who');
    expect(anchorHref('who', [])).toBe('/#who');
  });
});

describe('scrollToElement', () => {
  function fakeWindow(reduced: boolean) {
    const frames: FrameRequestCallback[] = [];
    let now = 0;
    const win = {
      scrollY: 200,
      innerHeight: 800,
      document: { documentElement: { scrollHeight: 5000 } },
      performance: { now: () => now },
      matchMedia: (query: string) =>
        ({ matches: reduced && query.includes('reduce') }) as MediaQueryList,
      scrollTo: jest.fn((options: ScrollToOptions) => {
        win.scrollY = options.top ?? win.scrollY;
      }),
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      cancelAnimationFrame: () => undefined,
    };
    const runFrames = (stepMs: number) => {
      while (frames.length) {
        now += stepMs;
        frames.shift()!(now);
      }
    };
    return { win, runFrames };
  }
  const section = { getBoundingClientRect: () => ({ top: 1000 }) } as Element;

  it('animates to 100 px above the section over 500 ms', async () => {
    const { win, runFrames } = fakeWindow(false);
    const done = scrollToElement(section, win as unknown as Window);
    runFrames(16);
    await done;
    const positions = win.scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top);
    expect(positions.length).toBeGreaterThan(20);
    expect(positions.at(-1)).toBe(1100);
    expect(positions[0]).toBeLessThan(300);
  });

  it('jumps instantly under prefers-reduced-motion', async () => {
    const { win } = fakeWindow(true);
    await scrollToElement(section, win as unknown as Window);
    expect(win.scrollTo).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 1100, behavior: 'instant' });
  });
});
