// Write counters per table: every repository write bumps its table's version in the same statement batch,
// and cached list totals are only trusted while the version they were computed at is still current.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export async function bumpVersion(db: Kysely<Database>, table: string): Promise<void> {
  await db
    .insertInto('table_versions')
    .values({ name: table, version: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql`table_versions.version + 1` }))
    .execute();
}

/** The versions of several tables, in the order given, in one query (0 for a table never written). */
export async function readVersions(db: Kysely<Database>, tables: readonly string[]): Promise<number[]> {
  if (tables.length === 0) return [];
  const rows = await db
    .selectFrom('table_versions')
    .select(['name', 'version'])
    .where('name', 'in', [...tables])
    .execute();
  const byName = new Map(rows.map((row) => [row.name, Number(row.version)]));
  return tables.map((table) => byName.get(table) ?? 0);
}
