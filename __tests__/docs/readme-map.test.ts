import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** The layers the map lists folder by folder; deeper folders belong to their parent's line. */
const DETAILED = ['components', 'lib', 'scripts'];

/** The folders in the README's map: the first code block under "## How it is built". */
function mapFolders(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## How it is built'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.split(/\s+/)[0])
    .filter((entry) => entry.endsWith('/'))
    .map((entry) => entry.replace(/\/$/, ''));
}

/** Folders holding tracked files: the top-level ones, and the children of the detailed layers. */
function treeFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length < 2 || parts[0].startsWith('.')) continue;
    const detailed = DETAILED.includes(parts[0]);
    // A detailed layer needs its own line only when it holds files itself (scripts/ does).
    if (!detailed || parts.length === 2) folders.add(parts[0]);
    if (detailed && parts.length > 2) folders.add(`${parts[0]}/${parts[1]}`);
  }
  return [...folders].sort();
}

describe("the README's map of the code", () => {
  it('lists folders that exist', () => {
    const listed = mapFolders();
    expect(listed.length).toBeGreaterThan(10);
    const missing = listed.filter((folder) => {
      const full = path.join(ROOT, folder);
      return !existsSync(full) || !statSync(full).isDirectory();
    });
    expect(missing).toEqual([]);
  });

  it('lists every folder of the tree, so a new folder gets a line saying what it holds', () => {
    const listed = new Set(mapFolders());
    expect(treeFolders().filter((folder) => !listed.has(folder))).toEqual([]);
  });

  it('leaves no loose files at the root of lib/', () => {
    const loose = execFileSync('git', ['ls-files', 'lib'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /^lib\/[^/]+$/.test(file));
    expect(loose).toEqual([]);
  });
});
