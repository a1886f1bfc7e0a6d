import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Inside the repository, so Prettier formats the generated file with the project's settings.
const CHECK_DIR = 'node_modules/.cache/sanity-typegen-check';
const SANITY = path.join('node_modules', '.bin', 'sanity');

function run(command: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(command, args, {
    cwd: process.cwd(),
    env: { ...process.env, DO_NOT_TRACK: '1', ...env },
    stdio: 'pipe',
    timeout: 280_000,
  });
}

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('generated schema and query types', () => {
  beforeAll(() => {
    rmSync(CHECK_DIR, { recursive: true, force: true });
    mkdirSync(CHECK_DIR, { recursive: true });
    // The same three steps as `npm run sanity:typegen`, into a scratch directory.
    run(SANITY, ['schema', 'extract', '--path', `${CHECK_DIR}/extract.json`]);
    run(process.execPath, [
      'sanity/nullable-schema.mjs',
      `${CHECK_DIR}/extract.json`,
      `${CHECK_DIR}/extract.nullable.json`,
    ]);
    run(SANITY, ['typegen', 'generate'], { SANITY_TYPEGEN_CHECK_DIR: CHECK_DIR });
  }, 300_000);

  afterAll(() => rmSync(CHECK_DIR, { recursive: true, force: true }));

  it.each([
    ['sanity/extract.json', 'extract.json'],
    ['sanity/extract.nullable.json', 'extract.nullable.json'],
  ])(
    '%s is up to date with the studio schema (run `npm run sanity:typegen`)',
    (committed, fresh) => {
      expect(read(`${CHECK_DIR}/${fresh}`)).toBe(read(committed));
    },
  );

  it('lib/sanity/sanity.types.ts is up to date with the schema and queries (run `npm run sanity:typegen`)', () => {
    const fresh = read(`${CHECK_DIR}/sanity.types.ts`).replaceAll(`${CHECK_DIR}/`, 'sanity/');
    expect(fresh).toBe(read('lib/sanity/sanity.types.ts'));
  });
});
