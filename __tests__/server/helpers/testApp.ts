// The one way server tests build the app: a fresh temp DATA_DIR with SQLite, and — when
// TEST_DATABASE_URL is set — the same suite again on PostgreSQL in a schema of its own, so
// jest workers never share tables.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import type { Dialect } from '../../../src/server/db/database';
import type { LoginResponse } from '../../../src/shared/types';

export const ADMIN_PASSWORD = 'admin-test-password';
export const JWT_SECRET = 'test-secret-of-sufficient-length-0123456789';

export const testDialects = (): Dialect[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  dialect: Dialect;
  config: Config;
  /** inject() with an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(username?: string, password?: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `run` holding a database-wide advisory lock. Kysely's migrator reads the catalogue of every schema, and
 * PostgreSQL fails that read ("column … does not exist") while another test file drops its schema with the
 * generated search columns in it: migrations and drops of parallel test files take turns.
 */
async function schemaTurn<T>(run: () => Promise<T>): Promise<T> {
  return withClient(async (lock) => {
    await lock.query('SELECT pg_advisory_lock(73160001)');
    try {
      return await run();
    } finally {
      await lock.query('SELECT pg_advisory_unlock(73160001)');
    }
  });
}

export async function createTestApp(
  dialect: Dialect,
  config: Partial<Config> = {},
  extend?: BuildAppOptions['extend'],
  /** Mail worker timings (milliseconds in tests). */
  mail?: BuildAppOptions['mail'],
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-test-'));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await withClient((c) => c.query(`CREATE SCHEMA "${schema}"`));
  const build = () =>
    buildApp({
      env: {},
      pgSchema: schema,
      announce: () => undefined,
      extend,
      mail,
      config: {
        dataDir,
        databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
        jwtSecret: JWT_SECRET,
        adminPassword: ADMIN_PASSWORD,
        seedDemo: false,
        logLevel: 'silent',
        staticDir: path.join(dataDir, 'no-spa'),
        ...config,
      },
    });
  const app = schema ? await schemaTurn(build) : await build();

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    dialect,
    config: app.appConfig,
    request,
    async login(username = 'admin', password = ADMIN_PASSWORD) {
      const res = await request({
        method: 'POST',
        url: '/api/v1/authentications/users',
        payload: { username, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<LoginResponse>();
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) await schemaTurn(() => withClient((c) => c.query(`DROP SCHEMA "${schema}" CASCADE`)));
    },
  };
}

/**
 * Runs `fn` once per database: `describe('<name> [sqlite]')`, and `[postgres]` when TEST_DATABASE_URL
 * is set. `fn` receives a getter for the suite's app, built before its tests and closed after them.
 */
export function describeEachDatabase(
  name: string,
  fn: (t: () => TestApp) => void,
  config: Partial<Config> = {},
  /** Entities defined by the test (rows, hooks, migrations), per dialect. */
  extend?: (dialect: Dialect) => BuildAppOptions['extend'],
): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await createTestApp(dialect, config, extend?.(dialect));
      });
      afterAll(async () => {
        await current?.close();
      });
      fn(() => {
        if (!current) throw new Error('test app not started');
        return current;
      });
    });
  }
}
