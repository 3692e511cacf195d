import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// End-to-end: a real server per worker (as `npm start` runs it, on a fresh data folder) and Debian's Chromium driven by playwright-core.
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
  // A worker drives Chromium beside its own product (helpers/globalSetup.ts) and keeps about two cores busy: on a
  // 2-core machine two workers made the run only 1.2× faster and tests 1.5× slower (near the 20 s limit), so
  // one worker per two cores.
  maxWorkers: Math.max(1, Math.floor(availableParallelism() / 2)),
};

export default config;
