/**
 * Jest reads this file through ts-node; transpile only (`npm run typecheck` checks it): type-checking it
 * cost every jest run 1.5–5 s before the first test started.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10"}}
 */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// Two environments, one run: the SPA in jsdom, the server, shared code and tools in node.
const transform = { '^.+\\.[jt]sx?$': 'babel-jest' };

// The compiled server (build/, and tests' copies in .tmp/) carries a package.json of the same name.
const modulePathIgnorePatterns = ['<rootDir>/build/', '<rootDir>/.tmp/'];
// The suite's budget, one limit for every test and hook: no test runs over 20 s, and none raises its own limit.
const testTimeout = 20_000;

// Jest's default is one worker per core but one; the suites mostly wait (SQLite files, PostgreSQL, sockets), so
// two workers share even a 2-core machine well: npm test there took 456 s with one worker, 299 s with two.
const maxWorkers = Math.max(2, availableParallelism() - 1);

const config: Config = {
  testTimeout,
  maxWorkers,
  projects: [
    {
      displayName: 'client',
      modulePathIgnorePatterns,
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      // Redux DevTools' instrument (the session guard's tests run the real one) ships ESM only.
      transformIgnorePatterns: ['/node_modules/(?!@redux-devtools/instrument/)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/fixtures/styleMock.js' },
    },
    {
      displayName: 'server',
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      transform,
      // light-my-request (Fastify's inject) needs cookie@2, sign-in through a provider jose@6, upload sniffing
      // file-type@21 and its readers, amounts in words n2words@4, the reminders' job queue pg-boss@12 and its
      // rrule-temporal, temporal-spec, serialize-error and non-error: all ship ESM only, so Babel converts them.
      // file-type exports its Node entry under 'import' only, which Jest's resolver does not try: it is named here.
      transformIgnorePatterns: [
        '/node_modules/(?!(cookie|jose|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|n2words|pg-boss|rrule-temporal|temporal-spec|serialize-error|non-error)/)',
      ],
      moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js' },
      // Migrated and seeded databases built once per run and copied by every test app.
      globalSetup: '<rootDir>/__tests__/server/helpers/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/server/helpers/globalTeardown.ts',
      testMatch: [
        '<rootDir>/__tests__/server/**/*.test.ts',
        '<rootDir>/__tests__/shared/**/*.test.ts',
        '<rootDir>/__tests__/tools/**/*.test.ts',
      ],
    },
  ],
};

export default config;
