import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runEnv } from '../../scripts/run-stages.mjs';
import {
  BUILD_WORKSHOP_VARIABLE,
  buildInWorkshop,
  buildWorkshopDir,
} from '../../test-support/build-workshop.mjs';
import { sharedDistDir } from '../../test-support/shared-build.mjs';

// The builds here are stand-ins for `next build`: each adds to Turbopack's cache, writes its
// pages and a data-cache entry, and reports what it found in the dir it was given. What is under
// test is what each build sees and where what it wrote ends up.
let root: string;
let workshop: string;
const dist = (name: string) => path.join(root, name);

function fakeBuild(name: string, seen: Record<string, string[]> = {}) {
  return async (dir: string) => {
    const list = (sub: string) =>
      existsSync(path.join(dir, sub)) ? readdirSync(path.join(dir, sub)).sort() : [];
    seen[name] = [
      ...list('.').map((entry) => `./${entry}`),
      ...list('cache/fetch-cache').map((entry) => `fetch-cache/${entry}`),
      ...list('cache/turbopack').map((entry) => `turbopack/${entry}`),
    ];
    for (const sub of ['server', 'cache/fetch-cache', 'cache/turbopack'])
      mkdirSync(path.join(dir, sub), { recursive: true });
    writeFileSync(path.join(dir, 'server/page.html'), `built by ${name}`);
    writeFileSync(path.join(dir, `cache/fetch-cache/${name}`), name);
    writeFileSync(path.join(dir, `cache/turbopack/${name}`), name);
    writeFileSync(path.join(dir, 'BUILD_ID'), name);
    return name;
  };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-workshop-'));
  workshop = dist('.next-workshop');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('one Turbopack cache for the builds of a run', () => {
  it('builds in the workshop, moves the build into its dist dir and keeps only the Turbopack cache', async () => {
    await expect(buildInWorkshop(workshop, dist('.next-a'), fakeBuild('a'))).resolves.toBe('a');
    expect(readFileSync(path.join(dist('.next-a'), 'server/page.html'), 'utf8')).toBe('built by a');
    expect(readFileSync(path.join(dist('.next-a'), 'BUILD_ID'), 'utf8')).toBe('a');
    expect(readdirSync(path.join(dist('.next-a'), 'cache'))).toEqual(['fetch-cache']);
    expect(readdirSync(workshop)).toEqual(['cache']);
    expect(readdirSync(path.join(workshop, 'cache'))).toEqual(['turbopack']);
    expect(existsSync(`${workshop}.lock`)).toBe(false);
  });

  it("a later build of another dist dir finds the Turbopack cache, and nothing else of the earlier build's", async () => {
    const seen: Record<string, string[]> = {};
    await buildInWorkshop(workshop, dist('.next-a'), fakeBuild('a', seen));
    await buildInWorkshop(workshop, dist('.next-b'), fakeBuild('b', seen));
    expect(seen.a).toEqual([]);
    expect(seen.b).toEqual(['./cache', 'turbopack/a']);
    expect(readFileSync(path.join(dist('.next-a'), 'server/page.html'), 'utf8')).toBe('built by a');
    expect(readdirSync(path.join(dist('.next-b'), 'cache/fetch-cache'))).toEqual(['b']);
  });

  it('a rebuild sees what its dist dir held, as a rebuild in place does, but not its own Turbopack cache', async () => {
    const seen: Record<string, string[]> = {};
    await buildInWorkshop(workshop, dist('.next-a'), fakeBuild('a', seen));
    await buildInWorkshop(workshop, dist('.next-b'), fakeBuild('b', seen));
    mkdirSync(path.join(dist('.next-a'), 'cache/turbopack'), { recursive: true });
    writeFileSync(path.join(dist('.next-a'), 'cache/turbopack/stale'), 'from elsewhere');
    await buildInWorkshop(workshop, dist('.next-a'), fakeBuild('a2', seen));
    expect(seen.a2).toEqual([
      './BUILD_ID',
      './cache',
      './server',
      'fetch-cache/a',
      'turbopack/a',
      'turbopack/b',
    ]);
    expect(readdirSync(path.join(dist('.next-a'), 'cache/fetch-cache'))).toEqual(['a', 'a2']);
    expect(readdirSync(path.join(workshop, 'cache/turbopack'))).toEqual(['a', 'a2', 'b']);
  });

  it('moves a failed build out too, and frees the workshop for the next', async () => {
    const failing = async (dir: string) => {
      mkdirSync(path.join(dir, 'server'), { recursive: true });
      writeFileSync(path.join(dir, 'server/half.html'), 'half');
      throw new Error('next build failed');
    };
    await expect(buildInWorkshop(workshop, dist('.next-a'), failing)).rejects.toThrow(
      'next build failed',
    );
    expect(readdirSync(path.join(dist('.next-a'), 'server'))).toEqual(['half.html']);
    await expect(buildInWorkshop(workshop, dist('.next-b'), fakeBuild('b'))).resolves.toBe('b');
  });

  it('runs builds asked for at once one after the other', async () => {
    const events: string[] = [];
    const logged = (name: string) => async (dir: string) => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setImmediate(resolve));
      const result = await fakeBuild(name)(dir);
      events.push(`${name} ends`);
      return result;
    };
    await Promise.all([
      buildInWorkshop(workshop, dist('.next-a'), logged('a')),
      buildInWorkshop(workshop, dist('.next-b'), logged('b')),
    ]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    expect(readFileSync(path.join(dist('.next-b'), 'BUILD_ID'), 'utf8')).toBe('b');
  });

  it('waits for a build of another process, and takes over the lock once that process is gone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)']);
    try {
      mkdirSync(`${workshop}.lock`);
      writeFileSync(path.join(`${workshop}.lock`, 'pid'), String(holder.pid));
      let built = false;
      const build = async (dir: string) => {
        built = true;
        return fakeBuild('a')(dir);
      };
      await expect(
        buildInWorkshop(workshop, dist('.next-a'), build, { lockWaitMs: 300 }),
      ).rejects.toThrow(/another build to leave the build workshop/);
      expect(built).toBe(false);

      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      await expect(buildInWorkshop(workshop, dist('.next-a'), build)).resolves.toBe('a');
      expect(built).toBe(true);
      expect(existsSync(`${workshop}.lock`)).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('the stage runner names the workshop only when asked, among the builds it removes', () => {
    const base = { PATH: '/bin', [BUILD_WORKSHOP_VARIABLE]: '.next-from-an-outer-run' };
    const withWorkshop = runEnv('r1', { buildWorkshop: true }, base);
    expect(buildWorkshopDir(withWorkshop)).toBe(sharedDistDir('r1', 'workshop'));
    expect(withWorkshop.SHARED_BUILDS_RUN).toBe('r1');
    expect(withWorkshop.PATH).toBe('/bin');
    expect(buildWorkshopDir(runEnv('r1', { buildWorkshop: false }, base))).toBeUndefined();
  });
});
