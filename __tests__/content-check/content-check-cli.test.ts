import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blockOf, generateDataset } from './generated-dataset';

// Each run starts Node and TypeScript: slow on a busy machine.
jest.setTimeout(90_000);

const SCRIPT = path.join(process.cwd(), 'scripts/content-check.mjs');

function run(args: string[], env: Record<string, string> = {}) {
  const inherited = { ...process.env };
  delete inherited.CONTENT_DATASET_FILE;
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: process.cwd(),
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run content:check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the seed dataset with exit code 0 and a count', () => {
    const result = run([]);
    expect(result.stderr).toBe('');
    // The seed's pages, events and venues not translated yet are warnings, not problems.
    const [summary, ...details] = result.stdout.trim().split('\n');
    expect(summary).toMatch(
      /^content\/production\.ndjson: \d+ documents OK(, \d+ warnings? in \d+ documents?)?$/,
    );
    for (const line of details.filter((entry) => entry.startsWith('  '))) {
      expect(line).toMatch(/: warning: .* \[missing-translation\]$/);
    }
    expect(result.status).toBe(0);
  });

  it('fails with exit code 1 and names the document and field of each problem', () => {
    const { documents, ids, find } = generateDataset();
    const hero = blockOf(find(ids.pageId), 'hero');
    hero.backgroundColor = 'red';
    delete find(ids.linkTargetId).title;
    const file = path.join(dir, 'broken.ndjson');
    writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n'));

    const result = run([], { CONTENT_DATASET_FILE: file });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}: 2 problems in 2 documents (of ${documents.length})`);
    expect(result.stderr).toContain(
      `${ids.linkTargetId}\n  title: required field title is missing [required]`,
    );
    expect(result.stderr).toContain(
      `${ids.pageId}\n  pageBuilder[_key=="${hero._key}"].backgroundColor: field backgroundColor is not in the schema of hero [unknown-field]`,
    );
  });

  it('reports a file that is not NDJSON by name and line', () => {
    const file = path.join(dir, 'malformed.ndjson');
    writeFileSync(file, '{"_id":"a","_type":"page"}\nnot json\n');
    const result = run([file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:2`);
  });
});
