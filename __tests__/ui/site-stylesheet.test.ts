import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSiteStylesheet,
  compileSiteCss,
  compileWebFaceCss,
  PUBLIC_ASSETS,
  webFaceList,
} from '../../lib/ui/stylesheet/build-site-stylesheet.mjs';
import {
  androidFallbackFamily,
  averageWidthInEms,
  BOLD_FROM_WEIGHT,
  CALIBRATION_TEXT,
  LOCAL_AVERAGE_WIDTHS,
  METRIC_COMPATIBLE_BOLD_LOCALS,
  METRIC_COMPATIBLE_LOCALS,
  metricsOverLocal,
  openFont,
  readFontFiles,
  SITE_FONTS,
  siteFontCss,
  shapedWidthInEms,
} from '../../lib/ui/stylesheet/site-fonts.mjs';

const generated = (name: string) =>
  readFileSync(path.resolve('lib/ui/stylesheet/generated', name), 'utf8');

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
    '%s falls back, weight by weight, to a local face scaled to its metrics, named right after it in its stack',
    (_family, font) => {
      for (const file of font.files) {
        const locals = (
          file.weight >= BOLD_FROM_WEIGHT ? METRIC_COMPATIBLE_BOLD_LOCALS : METRIC_COMPATIBLE_LOCALS
        )[font.fallbackLocal];
        const face = overridesOf(`${font.family} Fallback`, locals, file.weight);
        // Real metrics, not defaults: a web font is never exactly the fallback's size.
        expect(face.sizeAdjust).toBeGreaterThan(80);
        expect(face.sizeAdjust).toBeLessThan(130);
        expect(face.sizeAdjust).not.toBe(100);
        expect(face.ascent).toBeGreaterThan(face.descent);
      }
      expect(css).toContain(
        `${font.variable}:"${font.family}","${font.family} Fallback","${androidFallbackFamily(font)}",${font.generic.join(',')}`,
      );
    },
  );

  it('gives every fallback face all four metric overrides, and every web weight a fallback face', () => {
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]);
    const descriptor = (face: string, name: string) =>
      new RegExp(`(?:^|;)${name}:([^;]+)`).exec(face)?.[1];
    const local = faces.filter((face) => descriptor(face, 'src')?.startsWith('local('));
    expect(local.length).toBeGreaterThanOrEqual(SITE_FONTS.length * 2);
    for (const face of local) {
      for (const name of [
        'ascent-override',
        'descent-override',
        'line-gap-override',
        'size-adjust',
      ]) {
        expect({ face, [name]: descriptor(face, name) }).toEqual({
          face,
          [name]: expect.stringMatching(/^\d+(\.\d+)?%$/),
        });
      }
    }
    const weightsOf = (family: string) =>
      faces
        .filter((face) => descriptor(face, 'font-family') === `"${family}"`)
        .map((face) => Number(descriptor(face, 'font-weight')))
        .sort();
    for (const font of SITE_FONTS) {
      expect(weightsOf(`${font.family} Fallback`)).toEqual(weightsOf(font.family));
    }
  });

  /** Liberation's font file fontconfig answers for a pattern (fonts-liberation: README.md). */
  const liberationFile = (pattern: string) => {
    const file = execFileSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8' });
    expect(path.basename(file)).toMatch(/^Liberation/);
    return file;
  };
  const LIBERATION = {
    Arial: { regular: 'Liberation Sans:regular', bold: 'Liberation Sans:bold' },
    'Times New Roman': { regular: 'Liberation Serif:regular', bold: 'Liberation Serif:bold' },
  } as const;

  it("measures the local fonts over the calibration text as written (Liberation's files)", () => {
    // Liberation Sans and Serif carry Arial's and Times New Roman's advance widths, bold included.
    for (const [local, patterns] of Object.entries(LIBERATION)) {
      for (const [weight, pattern] of Object.entries(patterns)) {
        const measured = averageWidthInEms(openFont(readFileSync(liberationFile(pattern))));
        expect({ local, weight, width: measured }).toEqual({
          local,
          weight,
          width: expect.closeTo(
            LOCAL_AVERAGE_WIDTHS[local as keyof typeof LIBERATION][weight as 'regular' | 'bold'],
            9,
          ),
        });
      }
    }
  });

  it('sets text it was not calibrated on as wide in the fallback as in the brand font, on average', () => {
    // Text of the site's kind, none of it in CALIBRATION_TEXT: shaped in the local font at the
    // fallback face's size-adjust, against the web font. A line's width may differ by a few per
    // cent; on average they must agree within 1 % (next/font's sample, lower-case letters glyph
    // by glyph, left Inter's fallback about 2 % wider on text like this, and paragraphs and rows
    // of filter chips wrapped differently before and after the swap).
    const unseen = [
      'Velkommen til en helg med lokal mat, gode samtaler og musikk ved sjøen.',
      'Billetten gjelder hele dagen, og barn under tolv år går gratis inn.',
      'Vi samler inn navnet og e-postadressen din bare for å svare på meldingen.',
      'Opening night starts at six with oysters, bread and cider from the fjords.',
      'Tickets are valid all day, and children under twelve get in for free.',
      'Torsdag 3. september kl. 18:30, Smaketeltet.',
      'Velkommen til Matfestivalen',
      'Smak på Norge: ost, fisk og bær',
      'Frequently asked questions',
      'Økologisk frokost på gården',
    ];
    for (const sample of unseen) expect(CALIBRATION_TEXT).not.toContain(sample);
    for (const font of SITE_FONTS) {
      for (const file of font.files) {
        const { bytes } = files.get(file)!;
        const web = openFont(bytes);
        const weight = file.weight >= BOLD_FROM_WEIGHT ? 'bold' : 'regular';
        const local = openFont(
          readFileSync(liberationFile(LIBERATION[font.fallbackLocal][weight])),
        );
        const metrics = metricsOverLocal(bytes, LOCAL_AVERAGE_WIDTHS[font.fallbackLocal][weight]);
        const sizeAdjust = Number.parseFloat(metrics.sizeAdjust) / 100;
        const ratios = unseen.map(
          (text) => (shapedWidthInEms(local, text) * sizeAdjust) / shapedWidthInEms(web, text),
        );
        const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
        const face = `${font.family} ${file.weight}`;
        const agreement = Math.abs(mean - 1) < 0.01 ? 'within 1 %' : `off by ${mean}`;
        expect({ face, agreement }).toEqual({ face, agreement: 'within 1 %' });
        for (const ratio of ratios) expect(Math.abs(ratio - 1)).toBeLessThan(0.05);
      }
    }
  });

  /** A fallback face's overrides, as numbers, from the stylesheet. */
  function overridesOf(family: string, locals: string[], weight?: number) {
    const src = locals.map((name) => `local\\("${name}"\\)`).join(',');
    const face = new RegExp(
      `@font-face\\{font-family:"${family}";src:${src};` +
        (weight ? `font-weight:${weight};` : '') +
        'ascent-override:([\\d.]+)%;descent-override:([\\d.]+)%;line-gap-override:([\\d.]+)%;' +
        'size-adjust:([\\d.]+)%\\}',
    ).exec(css);
    expect({ family, weight, face: face !== null }).toEqual({ family, weight, face: true });
    const [ascent, descent, lineGap, sizeAdjust] = face!.slice(1).map(Number);
    return { ascent, descent, lineGap, sizeAdjust };
  }

  it.each(SITE_FONTS.map((font) => [font.family, font] as const))(
    "%s falls back next to Android's own font, by each name local() may find it by",
    (_family, font) => {
      expect(font.android.locals).toContain(font.android.family);
      const android = overridesOf(androidFallbackFamily(font), font.android.locals);
      expect(android.sizeAdjust).toBeGreaterThan(80);
      expect(android.sizeAdjust).toBeLessThan(130);
      expect(android.ascent).toBeGreaterThan(android.descent);
      // Measured for its own font: Roboto and Noto Serif are not Arial's and Times's widths.
      // The Android face is measured on the regular web weight (the heading has only its bold).
      const measured = font.files.find((file) => file.weight === 400) ?? font.files[0];
      const linux = overridesOf(
        `${font.family} Fallback`,
        (measured.weight >= BOLD_FROM_WEIGHT
          ? METRIC_COMPATIBLE_BOLD_LOCALS
          : METRIC_COMPATIBLE_LOCALS)[font.fallbackLocal],
        measured.weight,
      );
      expect(android.sizeAdjust).not.toBe(linux.sizeAdjust);
      // Either way the line box is the web font's: ascent and descent scale with the size.
      const lineBox = (face: typeof android) =>
        ((face.ascent + face.descent + face.lineGap) * face.sizeAdjust) / 100;
      expect(lineBox(android)).toBeCloseTo(lineBox(linux), 0);
    },
  );

  it("writes every face's figures as worked out over the local font's own width", () => {
    for (const font of SITE_FONTS) {
      for (const file of font.files) {
        const { bytes } = files.get(file)!;
        const widths = LOCAL_AVERAGE_WIDTHS[font.fallbackLocal];
        const bold = file.weight >= BOLD_FROM_WEIGHT;
        const written = overridesOf(
          `${font.family} Fallback`,
          (bold ? METRIC_COMPATIBLE_BOLD_LOCALS : METRIC_COMPATIBLE_LOCALS)[font.fallbackLocal],
          file.weight,
        );
        const metrics = metricsOverLocal(bytes, bold ? widths.bold : widths.regular);
        expect(metrics).toEqual({
          ascentOverride: `${written.ascent.toFixed(2)}%`,
          descentOverride: `${written.descent.toFixed(2)}%`,
          lineGapOverride: `${written.lineGap.toFixed(2)}%`,
          sizeAdjust: `${written.sizeAdjust.toFixed(2)}%`,
        });
      }
    }
  });
});

describe('the site stylesheet', () => {
  let css = '';
  beforeAll(async () => {
    css = await compileSiteCss();
  }, 60_000);

  it("is Tailwind's output for the components, with the fallback fonts first, minified", () => {
    expect(css.startsWith('@font-face{')).toBe(true);
    // The brand fonts' files are not in it: the page adds their rules once it has loaded.
    expect(css).not.toContain('url(');
    expect(css).toContain('src:local(');
    // Preflight, a component class from app/globals.css and a utility the components use.
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('.section-container{');
    expect(css).toContain('.sr-only{');
    // Only what the components use: a utility no file names is not generated.
    expect(css).not.toContain('.skew-y-12');
    expect(css).not.toMatch(/\n\s*\n/);
  });

  it("gives Tailwind's utility defaults only to the elements whose utilities read them", () => {
    // `--tw-translate-x: 0` and forty more on every element and pseudo-element (`*, ::before,
    // ::after`) made each style recalculation of a long page about 40 % slower
    // (tailwind.config.ts, optimizeUniversalDefaults). A rule for everything sets none of them.
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    const universal = rules.filter(([, selector]) =>
      selector.split(',').some((part) => part.trim() === '*' || part.trim() === '::backdrop'),
    );
    expect(universal.length).toBeGreaterThan(0);
    expect(universal.filter(([, , declarations]) => declarations.includes('--tw-'))).toEqual([]);
    // The defaults are still there, on the utilities that read them.
    const translate = rules.find(([, , declarations]) =>
      declarations.startsWith('--tw-translate-x:0;'),
    );
    expect(translate?.[1].split(',')).toContain('.translate-y-0');
  });

  it("keeps the brand fonts' rules apart, each file at its public URL, swapped in", () => {
    const webFaces = compileWebFaceCss();
    const files = [...webFaces.matchAll(/@font-face\{[^}]*src:url\(([^)]+)\)[^}]*\}/g)];
    expect(files.map((match) => match[1])).toHaveLength(
      SITE_FONTS.flatMap((font) => font.files).length,
    );
    for (const [rule, url] of files) {
      expect(url).toMatch(new RegExp(`^${PUBLIC_ASSETS.url}/[a-z0-9-]+\\.[0-9a-f]{12}\\.woff2$`));
      expect(rule).toContain('font-display:swap');
    }
    expect(webFaces).not.toContain('local(');
    // The script that loads them after the page gets the same files, by family and weight.
    expect(webFaceList().map((face) => `${face.family} ${face.weight} ${face.url}`)).toEqual(
      SITE_FONTS.flatMap((font) => font.files).map((file, index) => {
        const font = SITE_FONTS.find((candidate) => candidate.files.includes(file))!;
        return `${font.family} ${file.weight} ${files[index][1]}`;
      }),
    );
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
        webFaces: unknown[];
        webFaceCss: string;
        href: string;
        fonts: string[];
      };
    expect(payload(server)).toEqual({
      css,
      webFaces: webFaceList(),
      webFaceCss: compileWebFaceCss(),
      href: built.href,
      fonts: built.fonts,
    });
    expect(payload(browser)).toEqual({
      css: '',
      webFaces: [],
      webFaceCss: '',
      href: built.href,
      fonts: built.fonts,
    });
    expect(built.fonts).toHaveLength(SITE_FONTS.flatMap((font) => font.files).length);
    for (const font of built.fonts) {
      const bytes = readFileSync(path.join(PUBLIC_ASSETS.dir, path.basename(font)));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  }, 60_000);
});
