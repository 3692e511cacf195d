/**
 * Jest reads this file through ts-node; transpile only (`npm run typecheck` checks it): type-checking it
 * cost every jest run 1.5–5 s before the first test started.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "Node10"}}
 */
import type { Config } from 'jest';

// Two environments, one run: the SPA in jsdom, the server, shared code and tools in node.
const transform = { '^.+\\.[jt]sx?$': 'babel-jest' };

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/__tests__/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/client/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/fixtures/styleMock.js' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform,
      // light-my-request (Fastify's inject) needs cookie@2, and sign-in through a provider jose@6: both ship ESM
      // only, so Babel converts them.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|jose)/)'],
      testMatch: [
        '<rootDir>/__tests__/server/**/*.test.ts',
        '<rootDir>/__tests__/shared/**/*.test.ts',
        '<rootDir>/__tests__/tools/**/*.test.ts',
      ],
    },
  ],
};

export default config;
