import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSiteStylesheet,
  compileSiteCss,
  PUBLIC_ASSETS,
} from '../../lib/ui/stylesheet/build-site-stylesheet.mjs';
import {
  androidFallbackFamily,
  METRIC_COMPATIBLE_LOCALS,
  metricsOverLocal,
  readFontFiles,
  SITE_FONTS,
  siteFontCss,
} from '../../lib/ui/stylesheet/site-fonts.mjs';

const generated = (name: string) =>
  readFileSync(path.resolve('lib/ui/stylesheet/generated', name), 'utf8');

/** The src of a fallback face, as a regular expression: local() of each metric-compatible font. */
const localList = (local: keyof typeof METRIC_COMPATIBLE_LOCALS) =>
  METRIC_COMPATIBLE_LOCALS[local].map((name) => `local\\("${name}"\\)`).join(',');

describe('the site fonts', () => {
  it("names Linux's metric-compatible fonts after Arial and Times New Roman: local() takes no alias", () => {
    expect(METRIC_COMPATIBLE_LOCALS.Arial).toEqual(['Arial', 'Liberation Sans']);
    expect(METRIC_COMPATIBLE_LOCALS['Times New Roman']).toEqual([
      'Times New Roman',
      'Liberation Serif',
    ]);
  });

  const files = readFontFiles();
  const css = siteFontCss(files, (name) => `/fonter/${name}`);

  it('declares every web face at a URL named by a hash of its bytes, with font-display: swap', () => {
    for (const font of SITE_FONTS) {
      for (const file of font.files) {
        const { name } = files.get(file)!;
        expect(name).toMatch(/^[a-z0-9-]+\.[0-9a-f]{12}\.woff2$/);
        expect(css).toContain(
          `@font-face{font-family:"${font.family}";src:url(/fonter/${name}) format("woff2");` +
            `font-display:swap;font-weight:${file.weight};font-style:normal}`,
        );
      }
    }
  });

  it.each(SITE_FONTS.map((font) => [font.family, font] as const))(
    '%s falls back to a local face scaled to its metrics, named right after it in its stack',
    (_family, font) => {
      const face = new RegExp(
        `@font-face\\{font-family:"${font.family} Fallback";src:${localList(font.fallbackLocal)};` +
          'ascent-override:([\\d.]+)%;descent-override:([\\d.]+)%;line-gap-override:([\\d.]+)%;' +
          'size-adjust:([\\d.]+)%\\}',
      ).exec(css);
      expect(face).not.toBeNull();
      const [ascent, descent, , sizeAdjust] = face!.slice(1).map(Number);
      // Real metrics, not defaults: a web font is never exactly the fallback's size.
      expect(sizeAdjust).toBeGreaterThan(80);
      expect(sizeAdjust).toBeLessThan(130);
      expect(sizeAdjust).not.toBe(100);
      expect(ascent).toBeGreaterThan(descent);
      expect(css).toContain(
        `${font.variable}:"${font.family}","${font.family} Fallback","${androidFallbackFamily(font)}",${font.generic.join(',')}`,
      );
    },
  );

  /** A fallback face's overrides, as numbers, from the stylesheet. */
  const overridesOf = (family: string, locals: string[]) => {
    const src = locals.map((name) => `local\\("${name}"\\)`).join(',');
    const face = new RegExp(
      `@font-face\\{font-family:"${family}";src:${src};` +
        'ascent-override:([\\d.]+)%;descent-override:([\\d.]+)%;line-gap-override:([\\d.]+)%;' +
        'size-adjust:([\\d.]+)%\\}',
    ).exec(css);
    expect(face).not.toBeNull();
    const [ascent, descent, lineGap, sizeAdjust] = face!.slice(1).map(Number);
    return { ascent, descent, lineGap, sizeAdjust };
  };

  it.each(SITE_FONTS.map((font) => [font.family, font] as const))(
    "%s falls back next to Android's own font, by each name local() may find it by",
    (_family, font) => {
      expect(font.android.locals).toContain(font.android.family);
      const android = overridesOf(androidFallbackFamily(font), font.android.locals);
      expect(android.sizeAdjust).toBeGreaterThan(80);
      expect(android.sizeAdjust).toBeLessThan(130);
      expect(android.ascent).toBeGreaterThan(android.descent);
      // Measured for its own font: Roboto and Noto Serif are not Arial's and Times's widths.
      const linux = overridesOf(
        `${font.family} Fallback`,
        METRIC_COMPATIBLE_LOCALS[font.fallbackLocal],
      );
      expect(android.sizeAdjust).not.toBe(linux.sizeAdjust);
      // Either way the line box is the web font's: ascent and descent scale with the size.
      const lineBox = (face: typeof android) =>
        ((face.ascent + face.descent + face.lineGap) * face.sizeAdjust) / 100;
      expect(lineBox(android)).toBeCloseTo(lineBox(linux), 0);
    },
  );

  it("works an Android face's figures out as next/font works out the Arial and Times faces'", () => {
    // next/font's own widths for Arial and Times New Roman (its get-fallback-metrics code), put
    // through the general formula: the same figures as the faces next/font's code wrote.
    const nextFontWidths = {
      Arial: 934.5116279069767 / 2048,
      'Times New Roman': 854.3953488372093 / 2048,
    };
    for (const font of SITE_FONTS) {
      const source = font.files.find((file) => file.weight === 400) ?? font.files[0];
      const metrics = metricsOverLocal(
        files.get(source)!.bytes,
        nextFontWidths[font.fallbackLocal],
      );
      const written = overridesOf(
        `${font.family} Fallback`,
        METRIC_COMPATIBLE_LOCALS[font.fallbackLocal],
      );
      expect(metrics).toEqual({
        ascentOverride: `${written.ascent.toFixed(2)}%`,
        descentOverride: `${written.descent.toFixed(2)}%`,
        lineGapOverride: `${written.lineGap.toFixed(2)}%`,
        sizeAdjust: `${written.sizeAdjust.toFixed(2)}%`,
      });
    }
  });
});

describe('the site stylesheet', () => {
  let css = '';
  beforeAll(async () => {
    css = await compileSiteCss();
  }, 60_000);

  it("is Tailwind's output for the components, with the fonts first, minified", () => {
    expect(css.startsWith('@font-face{')).toBe(true);
    // Preflight, a component class from app/globals.css and a utility the components use.
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('.section-container{');
    expect(css).toContain('.sr-only{');
    // Only what the components use: a utility no file names is not generated.
    expect(css).not.toContain('.skew-y-12');
    expect(css).not.toMatch(/\n\s*\n/);
  });

  it('writes the server module with the CSS, the browser module without, and the file it names', async () => {
    const built = await buildSiteStylesheet();
    expect(built.href).toMatch(new RegExp(`^${PUBLIC_ASSETS.url}/site\\.[0-9a-f]{12}\\.css$`));
    const file = readFileSync(path.join(PUBLIC_ASSETS.dir, path.basename(built.href)), 'utf8');
    expect(file).toBe(css);
    expect(built.bytes).toBe(Buffer.byteLength(css));

    const server = generated('server.mjs');
    const browser = generated('browser.mjs');
    const payload = (module: string) =>
      JSON.parse(module.slice(module.indexOf('{'), module.lastIndexOf('}') + 1)) as {
        css: string;
        href: string;
        fonts: string[];
      };
    expect(payload(server)).toEqual({ css, href: built.href, fonts: built.fonts });
    expect(payload(browser)).toEqual({ css: '', href: built.href, fonts: built.fonts });
    expect(built.fonts).toHaveLength(SITE_FONTS.flatMap((font) => font.files).length);
    for (const font of built.fonts) {
      const bytes = readFileSync(path.join(PUBLIC_ASSETS.dir, path.basename(font)));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  }, 60_000);
});
