import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Packages published as ES modules only. Jest runs tests as CommonJS, so these are compiled like
// our own code (next/jest's SWC transform) instead of being skipped with the rest of node_modules.
const ESM_ONLY_PACKAGES = [
  '@sanity/client',
  '@sanity/image-url',
  'groq-js',
  'get-it',
  'obug',
  'eventsource',
  'eventsource-parser',
  'next-sanity',
  '@sanity/preview-url-secret',
];

/** @type {import("jest").Config} */
const config = {
  testEnvironment: 'node',
  // Block tests live in their block's folder (components/blocks/<block>/), beside what they test.
  roots: ['<rootDir>/__tests__', '<rootDir>/components/blocks'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '\\.(css)$': '<rootDir>/__tests__/support/style-mock.ts',
    '^server-only$': '<rootDir>/__tests__/support/empty-module.ts',
    // Tests render components as the server writes them, in jsdom too, whose "browser" condition
    // would pick the module without the pre-paint steps' source text.
    '^#pre-paint-sources$': '<rootDir>/lib/programme/pre-paint-sources/server.ts',
  },
  testTimeout: 20000,
  // A worker's process ends about 700 ms after its 'exit' event on these machines (measured:
  // the native teardown after the event loop is empty), past Jest's 500 ms default, and Jest then
  // killed it and warned of a leak that was not there. A worker that really leaks a handle never
  // ends, so it is still reported, three seconds later.
  workerGracefulExitTimeout: 3000,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const esmOnly = ESM_ONLY_PACKAGES.map((name) => name.replace('/', '\\/')).join('|');
  // next/jest stands in for next/font with a mock matched anywhere in a path, which would also
  // swallow the next/font code lib/ui/stylesheet/site-fonts.mjs works out the fallback faces with.
  // The site does not use next/font.
  const moduleNameMapper = Object.fromEntries(
    Object.entries(resolved.moduleNameMapper ?? {}).filter(
      ([pattern]) => !/next\/font/.test(pattern),
    ),
  );
  return {
    ...resolved,
    moduleNameMapper,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/')
        ? pattern.replace('/node_modules/', `/node_modules/(?!(${esmOnly})/)`)
        : pattern,
    ),
  };
}
