import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  brokenReferences,
  headingAnchor,
  pathReferences,
  repositoryRoots,
  type PathReference,
} from '../support/doc-paths';

const ROOT = path.resolve(__dirname, '../..');
const roots = repositoryRoots(ROOT);

/** README.md and every docs/*.md, as repository paths. */
function docFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

function describeBroken(file: string, broken: PathReference[]): string[] {
  return broken.map(({ written, line }) => `${file}:${line} ${written}`);
}

describe('paths the docs name', () => {
  it('finds the paths in links, code spans, code blocks and prose', () => {
    const markdown = [
      '# Guide',
      'See [caching](caching.md#facts-relied-on) and `lib/sanity/fetch.ts`.',
      '```',
      'app/[slug]/page.tsx   route',
      '```',
      'Placeholders stop the path: `lib/<service>`; output goes to test-results/ (not a repo path).',
      'Read lib/cache/build-generation.mjs.',
    ].join('\n');
    const found = pathReferences(markdown, 'docs/guide.md', roots).map(({ target, anchor }) =>
      anchor ? `${target}#${anchor}` : target,
    );
    expect(found).toEqual([
      'docs/caching.md#facts-relied-on',
      'lib/sanity/fetch.ts',
      'app/[slug]/page.tsx',
      'lib',
      'lib/cache/build-generation.mjs',
    ]);
  });

  it('reports a named path that does not exist, and a heading anchor a doc does not have', () => {
    const markdown = [
      'The store is `lib/contact/store/no-such-store.ts`, the flow is in lib/sanity/fetch.ts.',
      'How it caches: [caching](caching.md#no-such-heading), [headers](publishing.md#cache-headers).',
    ].join('\n');
    const broken = brokenReferences(ROOT, pathReferences(markdown, 'docs/guide.md', roots));
    expect(broken.map(({ written, line }) => [line, written])).toEqual([
      [1, 'lib/contact/store/no-such-store.ts'],
      [2, 'caching.md#no-such-heading'],
    ]);
  });

  it('makes GitHub-style heading anchors', () => {
    expect(headingAnchor('Caching: what the site relies on, and why')).toBe(
      'caching-what-the-site-relies-on-and-why',
    );
    expect(headingAnchor('Sanity’s files through this site')).toBe(
      'sanitys-files-through-this-site',
    );
    expect(headingAnchor('`revalidateTag` and 404s')).toBe('revalidatetag-and-404s');
  });

  it.each(docFiles())('%s names only paths and headings that exist', (file) => {
    const markdown = readFileSync(path.join(ROOT, file), 'utf8');
    const references = pathReferences(markdown, file, roots);
    expect(references.length).toBeGreaterThan(0);
    expect(describeBroken(file, brokenReferences(ROOT, references))).toEqual([]);
  });
});

describe('references to the docs from the code', () => {
  /** Tracked source files outside docs/ and the README. */
  function sourceFiles(): string[] {
    return (
      execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
        .split('\n')
        .filter((file) => /\.(ts|tsx|mjs|mts|js|sh|vcl|yml|yaml)$/.test(file))
        // This folder's tests name made-up docs on purpose, to show the check failing.
        .filter((file) => !file.startsWith('docs/') && !file.startsWith('__tests__/docs/'))
    );
  }

  it('point at docs and headings that exist, by anchor, never by item number', () => {
    const broken: string[] = [];
    const byNumber: string[] = [];
    for (const file of sourceFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, file), 'utf8');
      } catch {
        continue; // deleted in the work tree, not yet committed
      }
      const references = pathReferences(text, file, roots).filter(({ target }) =>
        /^docs\/[\w-]+\.md$/.test(target),
      );
      broken.push(...describeBroken(file, brokenReferences(ROOT, references)));
      text.split('\n').forEach((line, index) => {
        if (/docs\/[\w-]+\.md,? items? \d/.test(line)) byNumber.push(`${file}:${index + 1}`);
      });
    }
    expect(broken).toEqual([]);
    expect(byNumber).toEqual([]);
  });
});
