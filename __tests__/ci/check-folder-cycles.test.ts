import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../scripts/check-folder-cycles.mjs');
const roots: string[] = [];

/** A repository of the given files (path → source) in a fresh directory. */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'folder-cycles-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('scripts/check-folder-cycles.mjs', () => {
  it('fails on two folders that import each other, naming an import of each step', () => {
    const root = repo({
      'lib/alpha/a.ts': "import { b } from '@/lib/beta/b';\nexport const a = b;\n",
      'lib/beta/b.ts': "import type { A } from '../alpha/types';\nexport const b = 1 as A;\n",
      'lib/alpha/types.ts': 'export type A = number;\n',
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('Folder loop: lib/alpha ↔ lib/beta');
    expect(output).toContain('lib/alpha/a.ts → @/lib/beta/b');
    expect(output).toContain('lib/beta/b.ts → ../alpha/types');
  });

  it('finds a loop through a third folder, across lib/ and components/', () => {
    const root = repo({
      'lib/data/get.ts':
        "import { part } from '@/components/part/fragment';\nexport const get = part;\n",
      'components/part/view.tsx':
        "import { helper } from '@/lib/helpers/helper';\nexport const view = helper;\n",
      'components/part/fragment.ts': 'export const part = 1;\n',
      'lib/helpers/helper.ts': "import { get } from '../data/get';\nexport const helper = get;\n",
    });
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('components/part ↔ lib/data ↔ lib/helpers');
  });

  it('passes imports in one direction, a folder using its own subfolders, and tests', () => {
    const root = repo({
      'components/blocks/registry.ts':
        "import { hero } from './hero/hero';\nexport const all = [hero];\n",
      'components/blocks/block-props.ts': 'export type Props = { id: string };\n',
      'components/blocks/hero/hero.ts':
        "import type { Props } from '../block-props';\nimport { url } from '@/lib/images/url';\nexport const hero = (p: Props) => url + p.id;\n",
      'lib/images/url.ts': 'export const url = "/";\n',
      'lib/images/url.test.ts':
        "import { all } from '@/components/blocks/registry';\nexport { all };\n",
    });
    expect(check(root)).toEqual({
      status: 0,
      output: expect.stringContaining('no folder imports a folder that imports it back'),
    });
  });

  it('passes on this repository', () => {
    expect(check(path.resolve(__dirname, '../..')).status).toBe(0);
  });
});
