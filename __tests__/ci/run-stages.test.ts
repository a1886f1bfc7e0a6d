import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expandStage,
  failureLines,
  formatDuration,
  stageGroups,
  summary,
} from '../../scripts/run-stages.mjs';

const RUNNER = path.resolve(__dirname, '../../scripts/run-stages.mjs');

describe('the stage runner behind npm test', () => {
  it('runs a chain of npm run calls as one stage per link', () => {
    const scripts = {
      'test:production': 'npm run test:a && npm run test:b',
      'test:a': 'node a.mjs',
      'test:b': 'npm run test:c && npm run test:d',
      lint: 'eslint . && prettier --check .',
    };
    expect(expandStage('test:production', scripts)).toEqual(['test:a', 'test:c', 'test:d']);
    expect(expandStage('lint', scripts)).toEqual(['lint']);
    expect(expandStage('test:a', scripts)).toEqual(['test:a']);
  });

  it('formats durations and names every failed stage in the summary', () => {
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    const text = summary([
      { stage: 'typecheck', ok: true, ms: 1000 },
      { stage: 'lint', ok: false, ms: 2000 },
      { stage: 'test:unit', ok: false, ms: 3000 },
    ]);
    expect(text).toContain('FAIL  lint');
    expect(text).toContain('2 of 3 stages failed (lint, test:unit) in 6.0 s');
  });

  it('keeps the lines that name a failed test, without colours or repeats', () => {
    const output = [
      '  ✓  1 [desktop] › e2e/a.spec.ts:3:5 › passes (1.0s)',
      '\u001b[31m  ✘  2 [desktop] › e2e/b.spec.ts:9:5 › breaks (30.0s)\u001b[39m',
      '  ✘  2 [desktop] › e2e/b.spec.ts:9:5 › breaks (30.0s)',
      'FAIL __tests__/c.test.ts',
      '  ● c › adds',
      '▶ while Sanity hangs',
      '  ✔ liveness stays 200 (14.8ms)',
      '  ✖ every visit gets the last good page, none held up (10165.9ms)',
      '✖ failing tests:',
      'ok all done',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '✘  2 [desktop] › e2e/b.spec.ts:9:5 › breaks (30.0s)',
      'FAIL __tests__/c.test.ts',
      '● c › adds',
      '✖ every visit gets the last good page, none held up (10165.9ms)',
    ]);
    expect(failureLines(output, 1)).toHaveLength(1);
    const text = summary([
      { stage: 'test:e2e', ok: false, ms: 1000, failures: ['✘ b breaks'] },
      { stage: 'lint', ok: true, ms: 1000, failures: [] },
    ]);
    expect(text).toMatch(/failures in test:e2e:\n {2}✘ b breaks\n1 of 2 stages failed/);
  });

  it('keeps the lines that say why: the error, expected and received, a timeout, the call log', () => {
    const output = [
      '  ✘  3 [desktop] › e2e/t.spec.ts:104:1 › statistics (1.5m)',
      '  1) [desktop] › e2e/t.spec.ts:104:1 › statistics ──────',
      '',
      '    Test timeout of 90000ms exceeded.',
      '',
      '    Error: page.goto: Test timeout of 90000ms exceeded.',
      '    Call log:',
      '      - navigating to "http://127.0.0.1:4001/personvern", waiting until "load"',
      '',
      '      118 |   await page.goto(url);',
      '    Expected: "HIT"',
      '    Received: "MISS"',
      `    Received string: "${'x'.repeat(1000)}"`,
      '✖ failing tests:',
      'test at production-checks/fleet.test.mjs:727:3',
      '✖ Varnish serves the page from its cache (607.4ms)',
      '  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
      '  ',
      "  'MISS' !== 'HIT'",
      '  at TestContext.<anonymous> (file:///ci/production-checks/fleet.test.mjs:731:12)',
      '> matfestival@0.1.0 test:e2e',
    ].join('\n');
    const lines = failureLines(output);
    expect(lines).toEqual([
      '✘  3 [desktop] › e2e/t.spec.ts:104:1 › statistics (1.5m)',
      '✖ Varnish serves the page from its cache (607.4ms)',
      '1) [desktop] › e2e/t.spec.ts:104:1 › statistics ──────',
      'Test timeout of 90000ms exceeded.',
      'Error: page.goto: Test timeout of 90000ms exceeded.',
      '- navigating to "http://127.0.0.1:4001/personvern", waiting until "load"',
      'Expected: "HIT"',
      'Received: "MISS"',
      lines[8],
      'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
      "'MISS' !== 'HIT'",
    ]);
    expect(lines[8]).toMatch(/^Received string: "x+$/);
    expect(lines[8]).toHaveLength(300);
    // The details come last; an error a server logged earlier gives way to them.
    const withServerLog = `Error: a server's own log line\n${output}`;
    expect(failureLines(withServerLog, 2)).toEqual([
      '✘  3 [desktop] › e2e/t.spec.ts:104:1 › statistics (1.5m)',
      '✖ Varnish serves the page from its cache (607.4ms)',
      'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
      "'MISS' !== 'HIT'",
    ]);
  });

  it('runs every stage in order after a failure, reports each, and exits 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-stages-'));
    try {
      const log = path.join(dir, 'order.log');
      const step = (name: string, code: number) =>
        `node -e "require('fs').appendFileSync('${log}', '${name}\\n'); process.exit(${code})"`;
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          name: 'stages',
          private: true,
          scripts: {
            first: step('first', 0),
            second: `node -e "console.log('  ✘  1 [desktop] › x.spec.ts:1:1 › second breaks')" && ${step('second', 3)}`,
            checks: 'npm run third && npm run fourth',
            third: step('third', 1),
            fourth: step('fourth', 0),
          },
        }),
      );
      const run = spawnSync(process.execPath, [RUNNER, 'first', 'second', 'checks'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(readFileSync(log, 'utf8')).toBe('first\nsecond\nthird\nfourth\n');
      expect(run.stdout).toMatch(/ok {2}\s*first/);
      expect(run.stdout).toContain('2 of 4 stages failed (second, third)');
      expect(run.stdout).toMatch(
        /failures in second:\n {2}✘ {2}1 \[desktop\] › x\.spec\.ts:1:1 › second breaks\n/,
      );
      expect(run.stdout).toMatch(/=== fourth: passed in \d+\.\d s/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('passes arguments after -- to its stage and exits 0 when all pass', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-stages-'));
    try {
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          name: 'stages',
          private: true,
          scripts: { echo: 'node echo.js' },
        }),
      );
      writeFileSync(path.join(dir, 'echo.js'), "console.log(process.argv.slice(2).join(' '));\n");
      const run = spawnSync(process.execPath, [RUNNER, 'echo -- --project=desktop'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('--project=desktop');
      expect(run.stdout).toContain('all 1 stages passed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('groups stages joined by + to run side by side, each as it is', () => {
    const scripts = { checks: 'npm run a && npm run b', a: 'x', b: 'y' };
    expect(stageGroups(['lint+checks', 'checks', 'e2e -- --project=desktop'], scripts)).toEqual([
      ['lint', 'checks'],
      ['a'],
      ['b'],
      ['e2e -- --project=desktop'],
    ]);
  });

  it("runs a group side by side, shows each stage's output whole, gives every stage the run's id and removes its shared builds", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-stages-'));
    try {
      // Each stage writes its mark, then waits for the other's: run one after the other, the
      // first would wait in vain and fail. Each also leaves a shared build of its run behind.
      const meet = (mine: string, theirs: string) =>
        `node -e "const fs=require('fs');const run=process.env.SHARED_BUILDS_RUN;` +
        `fs.writeFileSync('${mine}',run);fs.mkdirSync('.next-shared-'+run+'-${mine}');` +
        `const end=Date.now()+30000;(function wait(){if(fs.existsSync('${theirs}'))` +
        `{console.log('${mine} met ${theirs}');return}if(Date.now()>end)process.exit(1);setTimeout(wait,20)})()"`;
      writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({
          name: 'stages',
          private: true,
          scripts: { left: meet('left', 'right'), right: meet('right', 'left') },
        }),
      );
      const run = spawnSync(process.execPath, [RUNNER, 'left+right'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.stdout).toContain('all 2 stages passed');
      expect(run.stdout).toMatch(/=== left \(beside other stages\)\n[^]*left met right/);
      expect(run.stdout).toMatch(/=== right \(beside other stages\)\n[^]*right met left/);
      const ids = ['left', 'right'].map((name) => readFileSync(path.join(dir, name), 'utf8'));
      expect(ids[0]).toMatch(/^[a-z0-9-]+$/);
      expect(ids[1]).toBe(ids[0]);
      expect(readdirSync(dir).filter((name) => name.startsWith('.next-shared-'))).toEqual([]);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
