#!/usr/bin/env node
// Scans everything a browser can receive from a build made with distinctive dummy secrets (the
// client bundles in <distDir>/static and every prerendered page: HTML, RSC payloads, route
// bodies) for them. The build is the Sanity stand-in configuration (test-support/shared-build.mjs),
// so it runs the Sanity code paths that hold the read token; in a test run it is the build the
// other Sanity checks serve. Exits non-zero on any find.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { removeDistDir, runCheck } from '../test-support/next-site.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-secret-scan-${tag}`;
const siteBuild = sharedSiteBuild();
const SECRETS = siteBuild.secrets;
// Public by design: it must show up in the pages, which proves the scan reads what it should.
const PUBLIC_MARKER = siteBuild.publicMarker;

const BROWSER_FILE = /\.(html|rsc|body|meta|json|js|css|txt|xml|map)$/;

function* walk(directory) {
  if (!existsSync(directory)) return;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Everything under static/ is served as is; under server/app only the prerendered outputs are. */
function browserVisibleFiles(root) {
  const statics = [...walk(path.join(root, 'static'))];
  const pages = [
    ...walk(path.join(root, 'server/app')),
    ...walk(path.join(root, 'server/pages')),
  ].filter(
    (file) =>
      BROWSER_FILE.test(file) &&
      !file.endsWith('.js') &&
      !file.endsWith('.map') &&
      !file.endsWith('.nft.json'),
  );
  return [...statics, ...pages];
}

function scan(files) {
  const finds = [];
  let bytes = 0;
  let publicMarkerSeen = 0;
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    bytes += statSync(file).size;
    if (text.includes(PUBLIC_MARKER)) publicMarkerSeen += 1;
    for (const [name, value] of Object.entries(SECRETS)) {
      // Plain, and as it would look base64-encoded, which a careless serializer might produce.
      for (const form of [value, Buffer.from(value).toString('base64').slice(0, 24)]) {
        if (text.includes(form)) finds.push({ name, file });
      }
    }
  }
  return { finds, bytes, publicMarkerSeen };
}

async function main() {
  try {
    console.log(
      `secret-scan: a build with dummy secrets (content from a Sanity stand-in) in ${distDir}`,
    );
    const build = await siteBuild.into(distDir);
    const files = browserVisibleFiles(distDir);
    const pages = files.filter((file) => file.endsWith('.html')).length;
    const { finds, bytes, publicMarkerSeen } = scan(files);
    console.log(
      `secret-scan: ${describeBuild(build)}; scanned ${files.length} files (${pages} HTML pages, ${(bytes / 1e6).toFixed(1)} MB)`,
    );

    const failures = [];
    if (pages === 0)
      failures.push('no prerendered HTML page was found: the scan would prove nothing');
    if (publicMarkerSeen === 0)
      failures.push(
        'the public marker (NEXT_PUBLIC_SITE_URL) was not found: the scan reads the wrong files',
      );
    for (const { name, file } of finds)
      failures.push(`${name} found in ${path.relative(distDir, file)}`);
    for (const failure of failures) console.error(`secret-scan: FAIL ${failure}`);
    const checks = 2 + Object.keys(SECRETS).length;
    const failed = Math.min(checks, failures.length);
    console.log(`secret-scan: ${checks - failed} passed, ${failed} failed`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    removeDistDir(distDir);
  }
}

runCheck('secret-scan', main, { distDir });
