// Column helpers for migrations: an integer id (serial on PostgreSQL, autoincrement on SQLite) and the ISO-8601
// timestamps every record has, so a new table reads the same on both databases.
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** `create table <name>` with only its id (rows written with a parent, such as a diet list's items). */
export function createIdTable(db: MigrationDb, name: string) {
  const pg = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

/** `create table <name>` with its id and created_at / updated_at; add the rest and `.execute()`. */
export const createRecordTable = (db: MigrationDb, name: string) =>
  createIdTable(db, name)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());

/**
 * Search and Turkish sort for a table, the one migration line a searchable entity needs:
 * `await addSearchColumns(db, 'foods', ['name', 'brand'], ['name'])` — `columns` are its registry `search.columns`
 * and `like` filters, `sortColumns` the text columns it sorts by. Adds generated `<c>__fold` columns (the folded
 * text, computed by the database on every write, existing rows included) and `<c>__sort` keys with an index for
 * the sorted page, and the substring index: FTS5 trigram + word-prefix tables on SQLite (kept by triggers),
 * pg_trgm GIN indexes on PostgreSQL. Calling it again later with more columns extends the index.
 */
export {
  addSearchColumnsTo as addSearchColumns,
  dropSearchColumnsFrom as dropSearchColumns,
} from './search/migrate';
