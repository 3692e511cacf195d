import type { Config } from 'jest';

// End-to-end: one real server (as `npm start` runs it, on a fresh data folder) and Debian's Chromium driven by playwright-core.
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  // The compiled server (build/) carries a package.json of the same name.
  modulePathIgnorePatterns: ['<rootDir>/build/', '<rootDir>/.tmp/'],
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/__tests__/e2e/helpers/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/helpers/globalTeardown.ts',
  // The same limit as npm test: no end-to-end test may take longer (helpers/page.ts: 15 s per wait).
  testTimeout: 20_000,
  maxWorkers: 1,
};

export default config;
