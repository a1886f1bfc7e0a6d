import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the code a doc can name lives (tests aside: a name only a test has is not the site's). */
export const SOURCE_ROOTS = [
  'lib/',
  'components/',
  'app/',
  'sanity/',
  'scripts/',
  'test-support/',
  'e2e/',
  'production-checks/',
  'instrumentation.ts',
  'next.config.mjs',
];

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * A code span that reads as one code identifier: camelCase with at least one capital after the
 * first lower-case letter (`getProgrammeEvents`, `decodeRouteParam`) or PascalCase of at least
 * two words (`ContentPage`), optionally called (`getPage()`). Environment variables
 * (`REDIS_URL`), file names (`page.tsx`), paths, kebab-case CSS and HTTP words (`s-maxage`,
 * `no-store`) and single plain words (`dark`, `Page`) are not identifiers by this rule.
 */
const IDENTIFIER =
  /^([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)(?:\(\))?$/;

/** A doc's mention of a code identifier: the name without `()`, and its line. */
export type IdentifierReference = { name: string; line: number };

/** The identifiers a Markdown text names in inline code spans (fenced code blocks left out). */
export function identifierReferences(markdown: string): IdentifierReference[] {
  const found: IdentifierReference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
      const match = IDENTIFIER.exec(span.trim());
      if (match) found.push({ name: match[1], line: index + 1 });
    }
  });
  return found;
}

/** Every word of the tracked source files under SOURCE_ROOTS. */
export function sourceWords(root: string): Set<string> {
  const words = new Set<string>();
  const files = execFileSync('git', ['ls-files', ...SOURCE_ROOTS], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE_FILE.test(file));
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet committed
    }
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return words;
}
