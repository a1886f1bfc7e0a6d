import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Top-level names that are never repository paths: build output, runtime data, installs. */
const NOT_IN_REPO = new Set([
  '.git',
  '.next',
  '.data',
  '.node-runtime',
  'node_modules',
  'test-results',
  'playwright-report',
  'coverage',
  'out',
]);
/** Git-ignored folders a doc may name as where output lands (they exist only after a run). */
const OUTPUT_FOLDERS = ['bench/results'];

/** A doc's reference to a file in the repository, as written, and the repository path it means. */
export type PathReference = { written: string; target: string; anchor?: string; line: number };

/** The names at the repository's root a doc's path can start with (folders and files). */
export function repositoryRoots(root: string): Set<string> {
  return new Set(readdirSync(root).filter((name) => !NOT_IN_REPO.has(name)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every repository path a Markdown text names: relative link targets (resolved against the doc's
 * folder) and, anywhere in the text including code blocks, words that start with a root folder
 * (`lib/…`, `e2e/…`). A placeholder or glob stops the path where it starts (`lib/<service>` →
 * `lib/`), so what is checked is the part that must exist.
 */
export function pathReferences(
  markdown: string,
  docFile: string,
  roots: ReadonlySet<string>,
): PathReference[] {
  const references: PathReference[] = [];
  const docDir = path.posix.dirname(docFile);
  const folders = [...roots].map(escapeRegExp).join('|');
  const bare = new RegExp(`(?<![\\w./@-])(?:${folders})/(?:[\\w./@#-]|\\[[\\w.-]+\\])*`, 'g');
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#)/i.test(target)) continue;
      const [file, anchor] = target.split('#');
      references.push({
        written: target,
        target: path.posix.normalize(path.posix.join(docDir, file)),
        anchor,
        line,
      });
    }
    for (const [match] of text.matchAll(bare)) {
      const target = match.replace(/[.]+$/, '');
      const [file, anchor] = target.split('#');
      references.push({ written: match, target: file.replace(/\/$/, ''), anchor, line });
    }
  });
  return references;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const text of markdown.split('\n')) {
    if (text.startsWith('```')) inCode = !inCode;
    const heading = !inCode && /^#{1,6}\s+(.*)$/.exec(text);
    if (heading) anchors.add(headingAnchor(heading[1]));
  }
  return anchors;
}

/**
 * The references in `references` that point nowhere: a missing file or folder, or a heading
 * anchor the Markdown file it names does not have. Paths are relative to `root`.
 */
export function brokenReferences(root: string, references: PathReference[]): PathReference[] {
  return references.filter(({ target, anchor }) => {
    if (target.startsWith('..')) return true;
    if (OUTPUT_FOLDERS.some((folder) => target === folder || target.startsWith(`${folder}/`)))
      return false;
    const full = path.join(root, target);
    if (!existsSync(full)) return true;
    if (!anchor || !target.endsWith('.md')) return false;
    return !headingAnchors(readFileSync(full, 'utf8')).has(anchor);
  });
}
