import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'next-env.d.ts'] },
];

export default config;
