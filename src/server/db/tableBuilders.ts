// Column helpers for migrations: an integer id (serial on PostgreSQL, autoincrement on SQLite) and the ISO-8601
// timestamps every record has, so a new table reads the same on both databases.
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** `create table <name>` with its id and created_at / updated_at; add the rest and `.execute()`. */
export function createRecordTable(db: MigrationDb, name: string) {
  const pg = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}
