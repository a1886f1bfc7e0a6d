// Scans everything a browser can receive from a build made with distinctive dummy secrets (the
// client bundles in <distDir>/static and every prerendered page: HTML, RSC payloads, route
// bodies) for them. The build is the Sanity stand-in configuration (test-support/shared-build.mjs),
// so it runs the Sanity code paths that hold the read token; in a test run it is the build the
// other Sanity checks serve.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { cleanUpOnInterrupt, removeDistDir } from '../test-support/next-site.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-secret-scan-${tag}`;
const siteBuild = sharedSiteBuild();
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

/** The browser-visible files with their text (latin1: every byte kept, whatever the encoding). */
let files = [];

cleanUpOnInterrupt([distDir]);

before(async () => {
  const build = await siteBuild.into(distDir);
  files = browserVisibleFiles(distDir).map((file) => ({
    file,
    text: readFileSync(file).toString('latin1'),
  }));
  const megabytes = files.reduce((sum, { file }) => sum + statSync(file).size, 0) / 1e6;
  console.log(
    `secret-scan: ${describeBuild(build)}; ${files.length} files, ${megabytes.toFixed(1)} MB`,
  );
});

after(() => removeDistDir(distDir));

test('the scan reads the prerendered pages', () => {
  assert.ok(
    files.some(({ file }) => file.endsWith('.html')),
    'no prerendered HTML page was found: the scan would prove nothing',
  );
});

test('the scan reads what is served: the public marker (NEXT_PUBLIC_SITE_URL) is found', () => {
  assert.ok(
    files.some(({ text }) => text.includes(PUBLIC_MARKER)),
    `${PUBLIC_MARKER} in no file: the scan reads the wrong files`,
  );
});

for (const [name, value] of Object.entries(siteBuild.secrets)) {
  test(`${name} is in no file a browser can receive, plain or base64-encoded`, () => {
    // Base64 too: what a careless serializer might produce.
    const forms = [value, Buffer.from(value).toString('base64').slice(0, 24)];
    const finds = files
      .filter(({ text }) => forms.some((form) => text.includes(form)))
      .map(({ file }) => path.relative(distDir, file));
    assert.deepEqual(finds, []);
  });
}
