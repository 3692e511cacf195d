// The one way server tests build the app: a temp DATA_DIR with SQLite, and — when TEST_DATABASE_URL is set —
// the same suite again on PostgreSQL in a database of its own, so jest workers never share tables. Both start as
// copies of the run's migrated and seeded templates (templates.ts).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';
import type { Dialect } from '../../../src/server/db/database';
import type { LoginResponse } from '../../../src/shared/types';
import {
  copyPgTemplate,
  copySqliteTemplate,
  databaseUrl,
  dropPgDatabase,
  type TemplateKind,
} from './templates';
import { tempDir } from './tempDir';

export const ADMIN_PASSWORD = 'admin-test-password';
/** The demo staff's password in tests (DEMO_PASSWORD); a real install generates its own. */
export const DEMO_PASSWORD = 'demo1234';
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

/** The configuration every test app starts from; `config` overrides it. */
export function testConfig(dataDir: string, databaseUrl: string | undefined, config: Partial<Config> = {}) {
  return {
    dataDir,
    databaseUrl,
    jwtSecret: JWT_SECRET,
    adminPassword: ADMIN_PASSWORD,
    seedDemo: false,
    demoPassword: DEMO_PASSWORD,
    logLevel: 'silent' as const,
    staticDir: path.join(dataDir, 'no-spa'),
    // The daily reminders are run by the tests that mean to (their scheduler, or runReminders at a moment).
    reminders: { time: '09:00', schedule: false },
    ...config,
  };
}

interface Target {
  dataDir: string;
  databaseUrl?: string;
  /** A PostgreSQL schema of its own in the test database, when there is no template to copy. */
  schema?: string;
  drop?: () => Promise<unknown>;
}

/** Which template a test app's options seed the same as, if any: the admin alone, or the demo gym. */
function templateOf(config: Partial<Config>): TemplateKind | null {
  if ((config.adminPassword ?? ADMIN_PASSWORD) !== ADMIN_PASSWORD) return null;
  if (!config.seedDemo) return 'admin';
  // `demoPassword: undefined` asks for a generated one: not the template's.
  const demoPassword = 'demoPassword' in config ? config.demoPassword : DEMO_PASSWORD;
  return demoPassword === DEMO_PASSWORD ? 'demo' : null;
}

/** Where a test app keeps its data: a copy of the run's template when its options seed the same, else empty. */
async function prepareDatabase(dialect: Dialect, config: Partial<Config>): Promise<Target> {
  const kind = templateOf(config);
  const copied = kind && dialect === 'sqlite' ? copySqliteTemplate(kind) : null;
  const dataDir = copied ?? tempDir('gym-test-');
  if (dialect === 'sqlite') return { dataDir };
  const database = `gym_test_${randomBytes(6).toString('hex')}`;
  if (kind && (await copyPgTemplate(database, kind)))
    return { dataDir, databaseUrl: databaseUrl(database), drop: () => dropPgDatabase(database) };
  // No template: a schema of its own in the test database, migrated and seeded here.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient((c) => c.query(`CREATE SCHEMA "${schema}"`));
  return {
    dataDir,
    schema,
    databaseUrl: process.env.TEST_DATABASE_URL,
    drop: () => schemaTurn(() => withClient((c) => c.query(`DROP SCHEMA "${schema}" CASCADE`))),
  };
}

export async function createTestApp(
  dialect: Dialect,
  config: Partial<Config> = {},
  extend?: BuildAppOptions['extend'],
  /** Mail worker timings (milliseconds in tests). */
  mail?: BuildAppOptions['mail'],
): Promise<TestApp> {
  const target = await prepareDatabase(dialect, config);
  const { dataDir } = target;
  const build = () =>
    buildApp({
      env: {},
      pgSchema: target.schema,
      announce: () => undefined,
      extend,
      mail,
      // The food table only where the demo needs it: other tests count the foods they write.
      referenceData: Boolean(config.seedDemo),
      config: testConfig(dataDir, target.databaseUrl, config),
    });
  // Migrating a schema beside other files' schemas takes turns (schemaTurn); a database of its own does not.
  const app = target.schema ? await schemaTurn(build) : await build();

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
      await target.drop?.();
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
