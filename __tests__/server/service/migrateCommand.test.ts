// Migrations as a command, on PostgreSQL (TEST_DATABASE_URL): `migrate` run twice at once and once
// more on an empty database; two servers started at once with MIGRATE_ON_START; a server without it refusing an
// out-of-date schema with the command to run.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../../src/server/app';
import { buildServer, removeBuild, runCompiled } from '../helpers/compiledServer';
import { adminQuery, databaseUrl, dropPgDatabase } from '../helpers/templates';
import { tempDir } from '../helpers/tempDir';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('migrate and start on an empty PostgreSQL database', () => {
  let build: string;
  const databases: string[] = [];

  const emptyDatabase = async () => {
    const name = `gym_migrate_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    databases.push(name);
    return databaseUrl(name);
  };
  const env = (url: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: url,
    DATA_DIR: tempDir('gym-migrate-'),
    NODE_ENV: 'production',
    JWT_SECRET: 'migrate-test-secret-0123456789-abcdefghij',
    ADMIN_PASSWORD: 'Admin-pass-123',
    ...extra,
  });
  const users = async (url: string) =>
    (await adminQuery(`SELECT username FROM users ORDER BY id`, url)).rows.map((r) => r.username);

  beforeAll(() => {
    build = buildServer();
  });
  afterAll(async () => {
    removeBuild(build);
    for (const name of databases) await dropPgDatabase(name);
  });

  it('migrates once when run twice at once, and finds nothing to do the third time', async () => {
    const url = await emptyDatabase();
    const runs = [0, 1].map(() => runCompiled(build, 'cli', env(url), { args: ['migrate'] }));
    const exits = await Promise.all(runs.map((run) => run.exit));
    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
    const applied = runs.map(
      (run) =>
        (JSON.parse(run.stdout.find((line) => line.includes('"applied"'))!) as { applied: string[] }).applied,
    );
    // One applied every migration; the other waited for its lock and found them applied.
    expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, applied.flat().length]);
    expect(applied.flat().length).toBeGreaterThan(10);
    expect(await users(url)).toEqual(['admin']);

    const again = runCompiled(build, 'cli', env(url), { args: ['migrate'] });
    expect((await again.exit).code).toBe(0);
    expect(again.stdout.join('\n')).toContain('the schema was current already');
  });

  it('starts two servers at once with MIGRATE_ON_START: both serve, one admin was seeded', async () => {
    const url = await emptyDatabase();
    const start = () =>
      buildApp({
        env: env(url, { MIGRATE_ON_START: 'true', LOG_LEVEL: 'silent' }),
        announce: () => undefined,
      });
    const apps = await Promise.all([start(), start()]);
    try {
      for (const app of apps) {
        const ready = await app.inject({ method: 'GET', url: '/ready' });
        expect(ready.json()).toEqual({ status: 'ready' });
      }
      expect(await users(url)).toEqual(['admin']);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('refuses to serve an out-of-date schema without MIGRATE_ON_START, naming the command to run', async () => {
    const url = await emptyDatabase();
    const refused = runCompiled(build, 'main', { ...env(url), PORT: '1' });
    expect((await refused.exit).code).toBe(1);
    const line = JSON.parse(refused.stderr.filter((l) => l.trim())[0]!) as { msg: string };
    expect(line.msg).toMatch(
      /^The database schema is out of date \(\d+ migration\(s\) pending, first \d{8}_\d{4}_\w+\): run `npm run migrate` first/,
    );
    expect(await users(url).catch(() => 'no users table')).toBe('no users table');
  });
});
