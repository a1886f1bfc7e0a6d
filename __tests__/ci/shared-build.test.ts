import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildOrCopy,
  removeSharedBuilds,
  sharedSiteBuild,
  SHARED_BUILDS_VARIABLE,
  sharedBuildsRun,
  sharedDistDir,
} from '../../test-support/shared-build.mjs';

// The builds here are stand-ins that write a dist dir (BUILD_ID last, as `next build` does):
// what is under test is who builds, who copies and what is left behind.
const run = `jest${process.pid}`;
let builds: string[] = [];
const fakeBuild = async (distDir: string) => {
  builds.push(distDir);
  mkdirSync(path.join(distDir, 'server'), { recursive: true });
  writeFileSync(path.join(distDir, 'server/page.html'), `built into ${distDir}`);
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'x');
};
const failingBuild = async (distDir: string) => {
  builds.push(distDir);
  mkdirSync(distDir, { recursive: true });
  throw new Error('next build failed');
};
const checkDirs = [`.next-${run}-check-a`, `.next-${run}-check-b`];

function cleanUp() {
  removeSharedBuilds(run);
  for (const dir of checkDirs) rmSync(dir, { recursive: true, force: true });
}

// `npm test` runs Jest inside a run of its own: set aside that run's id for these tests.
const runnersRun = process.env[SHARED_BUILDS_VARIABLE];
beforeEach(() => {
  delete process.env[SHARED_BUILDS_VARIABLE];
  builds = [];
  cleanUp();
});
afterEach(cleanUp);
afterAll(() => {
  if (runnersRun === undefined) delete process.env[SHARED_BUILDS_VARIABLE];
  else process.env[SHARED_BUILDS_VARIABLE] = runnersRun;
});

describe('one build per configuration in a test run', () => {
  it('outside a run, a check builds into its own dist dir', async () => {
    const result = await buildOrCopy('config', checkDirs[0], fakeBuild);
    expect(result.reused).toBe(false);
    expect(builds).toEqual([checkDirs[0]]);
    expect(existsSync(sharedDistDir(run, 'config'))).toBe(false);
  });

  it('in a run, the first check builds the shared dist dir and every check gets its own copy', async () => {
    process.env[SHARED_BUILDS_VARIABLE] = run;
    const first = await buildOrCopy('config', checkDirs[0], fakeBuild);
    const second = await buildOrCopy('config', checkDirs[1], fakeBuild);
    expect(builds).toEqual([sharedDistDir(run, 'config')]);
    expect([first.reused, second.reused]).toEqual([false, true]);
    for (const dir of checkDirs) {
      expect(readFileSync(path.join(dir, 'server/page.html'), 'utf8')).toBe(
        `built into ${sharedDistDir(run, 'config')}`,
      );
    }
    // A check's server writing into its copy reaches neither the shared build nor the other copy.
    writeFileSync(path.join(checkDirs[0], 'server/page.html'), 'written by check a');
    expect(readFileSync(path.join(checkDirs[1], 'server/page.html'), 'utf8')).not.toBe(
      'written by check a',
    );
  });

  it('a configuration is built once per configuration, and a failed build is built again', async () => {
    process.env[SHARED_BUILDS_VARIABLE] = run;
    await expect(buildOrCopy('broken', checkDirs[0], failingBuild)).rejects.toThrow(
      'next build failed',
    );
    await buildOrCopy('broken', checkDirs[0], fakeBuild);
    await buildOrCopy('other', checkDirs[1], fakeBuild);
    expect(builds).toEqual([
      sharedDistDir(run, 'broken'),
      sharedDistDir(run, 'broken'),
      sharedDistDir(run, 'other'),
    ]);
  });

  it("the runner's clean-up removes only that run's shared builds", async () => {
    process.env[SHARED_BUILDS_VARIABLE] = run;
    await buildOrCopy('config', checkDirs[0], fakeBuild);
    const otherRun = `${run}x`;
    await fakeBuild(sharedDistDir(otherRun, 'config'));
    removeSharedBuilds(run);
    expect(existsSync(sharedDistDir(run, 'config'))).toBe(false);
    expect(existsSync(sharedDistDir(otherRun, 'config'))).toBe(true);
    removeSharedBuilds(otherRun);
    expect(existsSync(sharedDistDir(otherRun, 'config'))).toBe(false);
  });

  it('refuses a run id that could name another directory', () => {
    expect(() => sharedBuildsRun({ [SHARED_BUILDS_VARIABLE]: '../x' })).toThrow(/letters, digits/);
    expect(sharedBuildsRun({})).toBeUndefined();
  });

  it("the Sanity configuration's secrets and public marker agree across a run's processes", () => {
    process.env[SHARED_BUILDS_VARIABLE] = run;
    const [one, other] = [sharedSiteBuild(), sharedSiteBuild()];
    expect(one.secrets).toEqual(other.secrets);
    expect(one.publicMarker).toBe(other.publicMarker);
    expect(Object.values(one.secrets).every((secret) => secret.includes(run))).toBe(true);
    delete process.env[SHARED_BUILDS_VARIABLE];
    // Outside a run each process makes up its own.
    expect(sharedSiteBuild().secrets).not.toEqual(sharedSiteBuild().secrets);
  });
});
