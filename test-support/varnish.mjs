// @ts-check
// Debian's varnishd on a free port for tests, running deploy/varnish/default.vcl with its backend
// port rewritten to the origin under test (a temp copy; the shipped file stays as written).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { killProcess, startProcess } from './processes.mjs';
import { waitUntil } from './wait.mjs';

const BIN = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd';

export const PURGE_TOKEN_PLACEHOLDER = '__CDN_PURGE_TOKEN__';

/**
 * The site VCL with its purge token placeholder replaced, as a deploy does.
 * @param {string} purgeToken
 * @param {string} [file]
 */
export function siteVcl(purgeToken, file = 'deploy/varnish/default.vcl') {
  const vcl = readFileSync(file, 'utf8');
  if (!vcl.includes(PURGE_TOKEN_PLACEHOLDER))
    throw new Error(`${file} has no ${PURGE_TOKEN_PLACEHOLDER} placeholder to replace`);
  return vcl.replaceAll(PURGE_TOKEN_PLACEHOLDER, purgeToken);
}

/**
 * The shipped VCL with `.port = "3000"` replaced by the given backend port.
 * @param {number} backendPort
 * @param {string} purgeToken
 * @param {string} [file]
 */
export function vclForBackend(backendPort, purgeToken, file = 'deploy/varnish/default.vcl') {
  const vcl = siteVcl(purgeToken, file);
  const rewritten = vcl.replace(/(\.port\s*=\s*")3000(")/, `$1${backendPort}$2`);
  if (rewritten === vcl) throw new Error(`${file} has no backend .port = "3000" to rewrite`);
  return rewritten;
}

/**
 * The shipped fleet VCL (deploy/varnish/compose.vcl: a health-probed round-robin director over
 * the compose file's app1 and app2, then default.vcl as site.vcl) for two instances on
 * 127.0.0.1: the app hosts become 127.0.0.1 on the given ports, the purge ACL 127.0.0.1, and
 * the include points at `siteVclFile`.
 * @param {[number, number]} backendPorts
 * @param {string} siteVclFile
 * @param {string} [file]
 */
export function vclForFleet(
  [firstPort, secondPort],
  siteVclFile,
  file = 'deploy/varnish/compose.vcl',
) {
  const vcl = readFileSync(file, 'utf8');
  const rewritten = vcl
    .replace(
      /(backend app1 \{ \.host = )"app1"; \.port = "3000"/,
      `$1"127.0.0.1"; .port = "${firstPort}"`,
    )
    .replace(
      /(backend app2 \{ \.host = )"app2"; \.port = "3000"/,
      `$1"127.0.0.1"; .port = "${secondPort}"`,
    )
    .replace(/^(\s*)"app1";$/m, '$1"127.0.0.1";')
    .replace(/^\s*"app2";\n/m, '')
    .replace('include "site.vcl";', `include "${siteVclFile}";`);
  for (const left of ['"app1"', '"app2"', 'include "site.vcl"']) {
    if (rewritten.includes(left))
      throw new Error(`${file}: could not rewrite ${left} for the test`);
  }
  return rewritten;
}

/**
 * Varnish in front of one backend (default.vcl), or of two (`backendPorts`: the fleet's
 * compose.vcl around default.vcl), with the purge token placeholder replaced by `purgeToken`
 * (a fresh random one by default; the app instances need it as CDN_PURGE_TOKEN).
 * @param {({ backendPort: number, backendPorts?: undefined }
 *   | { backendPorts: [number, number], backendPort?: undefined }) & { purgeToken?: string }} options
 * @returns {Promise<{ url: string, port: number, purgeToken: string, stop: () => Promise<void> }>}
 */
export async function startVarnish({
  backendPort,
  backendPorts,
  purgeToken = randomBytes(16).toString('hex'),
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'varnish-test-'));
  const vclFile = path.join(dir, 'default.vcl');
  if (backendPorts) {
    const siteVclFile = path.join(dir, 'site.vcl');
    writeFileSync(siteVclFile, siteVcl(purgeToken));
    writeFileSync(vclFile, vclForFleet(backendPorts, siteVclFile));
  } else {
    writeFileSync(vclFile, vclForBackend(backendPort, purgeToken));
  }
  const port = await freePort();
  // -F: foreground; -n: a private working dir; -j none: no privilege separation (test only).
  const { child, output } = startProcess(
    BIN,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      vclFile,
      '-s',
      'malloc,64m',
      '-p',
      'default_grace=0',
    ],
    { output: 'capture' },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error('varnishd exited');
      try {
        await fetch(`${url}/__varnish_ready`, { signal: AbortSignal.timeout(1000) });
        return true;
      } catch {
        return false; // Not listening yet.
      }
    },
    { what: `varnishd to listen on ${port}`, timeoutMs: 20_000, intervalMs: 200 },
  ).catch(async () => {
    if (child.exitCode !== null)
      throw new Error(`varnishd exited with ${child.exitCode}:\n${output.join('').slice(-3000)}`);
    await killProcess(child);
    throw new Error(`varnishd did not listen on ${port}:\n${output.join('').slice(-3000)}`);
  });
  return {
    url,
    port,
    purgeToken,
    stop: async () => {
      await killProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
