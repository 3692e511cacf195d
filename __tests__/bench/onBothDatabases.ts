// A bench's legs on SQLite, then — with BENCH_DATABASE_URL / TEST_DATABASE_URL — on a PostgreSQL database of its
// own, created empty (the server migrates it) and dropped after, whatever happens.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function onBothDatabases(
  name: string,
  measure: (label: string, databaseUrl?: string) => Promise<Record<string, string>>,
): Promise<Record<string, string>> {
  const figures = await measure('SQLite');
  if (!BENCH_PG_URL)
    return { ...figures, PostgreSQL: 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)' };
  const database = `gym_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  try {
    const url = new URL(BENCH_PG_URL);
    url.pathname = `/${database}`;
    Object.assign(figures, await measure('PostgreSQL', url.toString()));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
  return figures;
}
