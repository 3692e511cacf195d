import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';

// Kysely's provider finds the migrations by their files (`20261121_0002_entities.ts`, `.js` once compiled; the
// date-prefixed names sort in the order they run): adding one is adding its file. It loads them with require,
// which tsx, jest and the compiled build all provide.
const MIGRATIONS = path.join(__dirname, 'migrations');

/**
 * The migrator over the folder's migrations (and a test's own). `schema` is the PostgreSQL schema the database
 * works in (search_path), when not the default. Named, Kysely keeps its migration tables there; unnamed, it
 * looks for them in every schema and, finding another schema's (tests run side by side, one schema each), skips
 * creating its own and fails.
 */
function migrator(db: Kysely<Database>, extra: Record<string, Migration> = {}, schema?: string): Migrator {
  const files = new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS });
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...(await files.getMigrations()), ...extra }) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/**
 * Brings the schema to the newest migration; throws (with the failing migration's error) otherwise. Returns the
 * migrations it applied. Kysely's migrator holds a lock while it works (an advisory lock on PostgreSQL), so
 * processes and nodes migrating at once take turns: the first applies, the others find nothing left to do.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  extra: Record<string, Migration> = {},
  schema?: string,
): Promise<string[]> {
  const { error, results } = await migrator(db, extra, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason.message}`, { cause: reason });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations not yet applied to this database, oldest first. */
export async function pendingMigrations(
  db: Kysely<Database>,
  extra: Record<string, Migration> = {},
  schema?: string,
): Promise<string[]> {
  const known = await migrator(db, extra, schema).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Serving an out-of-date schema would fail request by request; the server refuses to start instead. */
export class SchemaOutOfDate extends Error {
  override name = 'SchemaOutOfDate';
  constructor(pending: string[]) {
    super(
      `The database schema is out of date (${pending.length} migration(s) pending, first ${pending[0]}): ` +
        'run `npm run migrate` first, or set MIGRATE_ON_START=true',
    );
  }
}
