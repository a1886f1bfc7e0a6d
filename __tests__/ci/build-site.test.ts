import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { BUILD_WORKSHOP_VARIABLE } from '../../test-support/build-workshop.mjs';
import { buildSite } from '../../test-support/next-site.mjs';

// `next build` is stood in for: the stand-in records the environment it was started with and
// writes a page into the dist dir Next was told to build into, as a build would.
const started: Record<string, string | undefined>[] = [];
jest.mock('node:child_process', () => ({
  spawn: (_command: string, _args: string[], options: { env: Record<string, string> }) => {
    started.push(options.env);
    const distDir = options.env.NEXT_DIST_DIR;
    mkdirSync(path.join(distDir, 'server'), { recursive: true });
    writeFileSync(path.join(distDir, 'server/page.html'), 'built');
    const child = Object.assign(new EventEmitter(), {
      pid: process.pid,
      stdout: new PassThrough(),
      stderr: new PassThrough(),
    });
    setImmediate(() => child.emit('exit', 0));
    return child;
  },
}));

let root: string;
const outerWorkshop = process.env[BUILD_WORKSHOP_VARIABLE];
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-site-'));
  started.length = 0;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (outerWorkshop === undefined) delete process.env[BUILD_WORKSHOP_VARIABLE];
  else process.env[BUILD_WORKSHOP_VARIABLE] = outerWorkshop;
});

describe('buildSite, the one place the tests run next build', () => {
  it('builds straight into the dist dir, with the caller’s cache choice, outside a workshop', async () => {
    delete process.env[BUILD_WORKSHOP_VARIABLE];
    const distDir = path.join(root, '.next-a');
    await buildSite({ distDir, env: { NEXT_BUILD_CACHE: 'off' } });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ NEXT_DIST_DIR: distDir, NEXT_BUILD_CACHE: 'off' });
    expect(readFileSync(path.join(distDir, 'server/page.html'), 'utf8')).toBe('built');
  });

  it('in a run with a workshop, builds there with Turbopack’s cache on and moves the build into the dist dir', async () => {
    const workshop = path.join(root, '.next-workshop');
    process.env[BUILD_WORKSHOP_VARIABLE] = workshop;
    const distDir = path.join(root, '.next-a');
    await buildSite({ distDir, env: { NEXT_BUILD_CACHE: 'off' } });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ NEXT_DIST_DIR: workshop, NEXT_BUILD_CACHE: 'on' });
    expect(readFileSync(path.join(distDir, 'server/page.html'), 'utf8')).toBe('built');
    expect(existsSync(path.join(workshop, 'server'))).toBe(false);
  });
});
