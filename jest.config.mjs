import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '\\.(css)$': '<rootDir>/__tests__/support/style-mock.ts',
    '^server-only$': '<rootDir>/__tests__/support/empty-module.ts',
  },
  testTimeout: 20000,
};

export default createJestConfig(config);
