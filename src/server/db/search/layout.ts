// Which search helpers a table has (its `__fold` / `__sort` columns, and on SQLite its FTS tables), read once per
// database and table: a table whose migration has not called addSearchColumns is still searched by the same rule,
// by a scan, and sorted by its plain column.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { foldColumn, sortColumn } from '../../../shared/search/fold';
import { trigramTable, wordTable } from './migrate';

export interface SearchLayout {
  pg: boolean;
  columns: ReadonlySet<string>;
  /** SQLite FTS5 tables over the `__fold` columns (both or neither). */
  fts: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const cache = new WeakMap<object, Map<string, Promise<SearchLayout>>>();

async function read(db: AnyDb, table: string): Promise<SearchLayout> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    const rows = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    return { pg, columns: new Set(rows.rows.map((r) => r.column_name)), fts: false };
  }
  const rows = await sql<{ name: string }>`select name from pragma_table_xinfo(${table})`.execute(db);
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
    and name in (${trigramTable(table)}, ${wordTable(table)})`.execute(db);
  return { pg, columns: new Set(rows.rows.map((r) => r.name)), fts: tables.rows.length === 2 };
}

export function searchLayout(db: AnyDb, table: string): Promise<SearchLayout> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let found = perDb.get(table);
  if (!found) {
    found = read(db, table);
    perDb.set(table, found);
    found.catch(() => perDb?.delete(table));
  }
  return found;
}

export const hasFold = (layout: SearchLayout, column: string) => layout.columns.has(foldColumn(column));
export const hasSortKey = (layout: SearchLayout, column: string) => layout.columns.has(sortColumn(column));
