import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema to the newest migration; throws (with the failing migration's error) otherwise. */
export async function migrateToLatest(
  db: Kysely<Database>,
  extra: Record<string, Migration> = {},
  /**
   * The PostgreSQL schema the database works in (search_path), when not the default. Named, Kysely keeps its
   * migration tables there; unnamed, it looks for them in every schema and, finding another schema's (tests
   * run side by side, one schema each), skips creating its own and fails.
   */
  schema?: string,
): Promise<void> {
  const all = { ...migrations, ...extra };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason.message}`, { cause: reason });
  }
}
