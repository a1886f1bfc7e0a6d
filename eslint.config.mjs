import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'sanity/extract.json',
      'lib/sanity/sanity.types.ts',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
  {
    // Every browser test gets the third-party stand-ins: its `test` comes from the shared fixture.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from e2e/support/fixtures (third-party hosts stubbed).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
