import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { identifierReferences, sourceWords } from '../support/doc-identifiers';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Names the docs give that are not the site's code: other packages' APIs the docs explain a
 * choice by, and the worked example of adding a block. Each must still be named by some doc.
 */
const NOT_OURS = new Set([
  // Next.js: config options and internals (docs/caching.md).
  'cacheComponents',
  'cacheHandlers',
  'compileNonPath',
  'pendingWaitUntil',
  'refreshTags',
  // @fortedigital/nextjs-cache-handler (docs/caching.md).
  'registerInitialCache',
  'setOnlyIfNotExists',
  // next-sanity (docs/publishing.md).
  'defineLive',
  // The block docs/architecture.md walks through adding.
  'sponsorLogos',
  'SponsorLogosBlock',
]);

/** Every docs/*.md, as repository paths. */
function docFiles(): string[] {
  return readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
}

describe('code identifiers the docs name', () => {
  it('finds camelCase and PascalCase names in code spans, not variables, files or HTTP words', () => {
    const markdown = [
      'The route calls `getProgrammeEvents` and `decodeRouteParam()`, renders `ContentPage`.',
      'Set `REDIS_URL`; see `page.tsx`, `lib/sanity/content.ts`, `s-maxage=300`, `no-store`.',
      'Plain words stay out: `dark`, `Page`, `ETag`, `getPage(slug)`, `cacheTags.programme`.',
      '```',
      'const notChecked = `insideFencedBlock`;',
      '```',
      'And `staleTimes` after the block.',
    ].join('\n');
    expect(identifierReferences(markdown)).toEqual([
      { name: 'getProgrammeEvents', line: 1 },
      { name: 'decodeRouteParam', line: 1 },
      { name: 'ContentPage', line: 1 },
      { name: 'staleTimes', line: 7 },
    ]);
  });

  const words = sourceWords(ROOT);

  it('reads the source: a name the code has is found, a made-up one is not', () => {
    expect(words.has('decodeRouteParam')).toBe(true);
    expect(words.has('noSuchFunctionAnywhere')).toBe(false);
  });

  it.each(docFiles())('%s names only identifiers the code has', (file) => {
    const markdown = readFileSync(path.join(ROOT, file), 'utf8');
    const missing = identifierReferences(markdown)
      .filter(({ name }) => !words.has(name) && !NOT_OURS.has(name))
      .map(({ name, line }) => `${file}:${line} ${name}`);
    expect(missing).toEqual([]);
  });

  it('keeps no exception that no doc names any more, or that the code now has', () => {
    const named = new Set(
      docFiles().flatMap((file) =>
        identifierReferences(readFileSync(path.join(ROOT, file), 'utf8')).map(({ name }) => name),
      ),
    );
    expect([...NOT_OURS].filter((name) => !named.has(name) || words.has(name))).toEqual([]);
  });
});
