/** @jest-environment jsdom */
import { addBrandFontsAfterLoad, BRAND_FONTS_ATTRIBUTE } from '@/lib/ui/late-brand-fonts';

const FACES = [
  { family: 'Inter', url: '/_assets/inter-400.woff2', weight: 400 },
  { family: 'Inter', url: '/_assets/inter-600.woff2', weight: 600 },
  { family: 'Playfair Display', url: '/_assets/playfair-700.woff2', weight: 700 },
];

/** A FontFace whose load the test settles: jsdom has none, and no network. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  readonly settle: { resolve: () => void; reject: () => void };
  private readonly loaded: Promise<FakeFontFace>;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    let settle!: FakeFontFace['settle'];
    this.loaded = new Promise((resolve, reject) => {
      settle = { resolve: () => resolve(this), reject: () => reject(new Error('network')) };
    });
    this.settle = settle;
    FakeFontFace.made.push(this);
  }
  load() {
    return this.loaded;
  }
}

const inDocument: FakeFontFace[] = [];

/** Runs the script as the page does: from its source text, with nothing else in scope. */
function runInlineScript(latestMs = 4000) {
  new Function(
    `(${addBrandFontsAfterLoad.toString()})(${JSON.stringify({ faces: FACES, latestMs })})`,
  )();
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

/** Lets the promise callbacks run (the timers are fake, promises are not). */
const settled = () =>
  new Promise<void>((resolve) => jest.requireActual('timers').setImmediate(resolve));

beforeAll(() => {
  Object.defineProperty(globalThis, 'FontFace', { configurable: true, value: FakeFontFace });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => inDocument.push(face) },
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  FakeFontFace.made = [];
  inDocument.length = 0;
  document.documentElement.removeAttribute(BRAND_FONTS_ATTRIBUTE);
});

afterEach(() => {
  jest.useRealTimers();
  setReadyState('complete');
});

describe('the brand fonts, loaded after the page', () => {
  it('start loading once the page has loaded, after the load handlers, once', () => {
    setReadyState('loading');
    runInlineScript();
    jest.advanceTimersByTime(1000);
    expect(FakeFontFace.made).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(FakeFontFace.made).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(
      FakeFontFace.made.map((face) => [face.family, face.source, face.descriptors.weight]),
    ).toEqual(
      FACES.map((face) => [face.family, `url(${face.url}) format("woff2")`, `${face.weight}`]),
    );
    expect(FakeFontFace.made.every((face) => face.descriptors.display === 'swap')).toBe(true);
    // The latest-by timer finds them started and starts nothing more.
    jest.advanceTimersByTime(10_000);
    expect(FakeFontFace.made).toHaveLength(FACES.length);
  });

  it('join the document together, when the last has loaded: one swap, not one per file', async () => {
    setReadyState('complete');
    runInlineScript();
    jest.advanceTimersByTime(0);
    const [first, second, third] = FakeFontFace.made;
    first.settle.resolve();
    third.settle.resolve();
    await settled();
    expect(inDocument).toHaveLength(0);
    expect(document.documentElement.hasAttribute(BRAND_FONTS_ATTRIBUTE)).toBe(false);
    second.settle.resolve();
    await settled();
    expect(inDocument).toEqual([first, second, third]);
    expect(document.documentElement.getAttribute(BRAND_FONTS_ATTRIBUTE)).toBe('3');
  });

  it('leave out a file that failed: its text stays in the fallback face', async () => {
    setReadyState('complete');
    runInlineScript();
    jest.advanceTimersByTime(0);
    const [first, second, third] = FakeFontFace.made;
    first.settle.resolve();
    second.settle.reject();
    third.settle.resolve();
    await settled();
    expect(inDocument).toEqual([first, third]);
    expect(document.documentElement.getAttribute(BRAND_FONTS_ATTRIBUTE)).toBe('2');
  });

  it('start by the latest time when the load event is held up (a slow embed)', () => {
    setReadyState('interactive');
    runInlineScript(4000);
    jest.advanceTimersByTime(3999);
    expect(FakeFontFace.made).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(FakeFontFace.made).toHaveLength(FACES.length);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(0);
    expect(FakeFontFace.made).toHaveLength(FACES.length);
  });
});
