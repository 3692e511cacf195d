// Migrated and seeded databases built once per `jest` run (globalSetup) and copied for every test app: a copy
// takes milliseconds where migrating and seeding took 0.2 s on SQLite and 0.9 s on PostgreSQL (with the
// migrations of parallel files taking turns), and the demo gym with its food table seconds more. Two kinds: the
// admin alone, and the demo gym. Test apps whose options change what is seeded build their own.
import { cpSync, rmSync } from 'node:fs';
import pg from 'pg';
import { tempDir } from './tempDir';

export type TemplateKind = 'admin' | 'demo';

/** Where globalSetup left the templates (environment variables reach the jest workers it starts). */
export const templateEnv = (kind: TemplateKind) => ({
  sqliteDir: `GYM_TEST_SQLITE_${kind.toUpperCase()}_TEMPLATE`,
  pgDatabase: `GYM_TEST_PG_${kind.toUpperCase()}_TEMPLATE`,
});

/** The same database server, another database on it. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One query on the test database server (or on `url`, another database on it). */
export async function adminQuery(
  sql: string,
  url = process.env.TEST_DATABASE_URL,
): Promise<pg.QueryResult<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh data folder holding a copy of the SQLite template, or null when there is none (globalSetup not run). */
export function copySqliteTemplate(kind: TemplateKind): string | null {
  const template = process.env[templateEnv(kind).sqliteDir];
  if (!template) return null;
  const dataDir = tempDir('gym-test-');
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** A new PostgreSQL database copied from the template (CREATE DATABASE … TEMPLATE), or null when there is none. */
export async function copyPgTemplate(name: string, kind: TemplateKind): Promise<boolean> {
  const template = process.env[templateEnv(kind).pgDatabase];
  if (!template) return false;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return true;
}

/**
 * Drops a test database once the closed app's connections are gone: pg's pool.end() resolves before its sockets
 * have closed, so the server may still list them for a few milliseconds.
 */
export async function dropPgDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      // 55006: "being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
