// The generic repository behind the CRUD route factory: list/find/insert/update/delete on one table
// chosen at run time. Table and column names come only from the registry's whitelists, never from input.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { CrudTable, Database } from '../schema';
import { isoNow } from '../time';
import { cachedQuery } from './queryCache';
import { bumpVersion } from './tableVersions';

export type Row = Record<string, unknown>;
export type RecordTable = CrudTable | 'media';

export interface Condition {
  column: string;
  kind: 'eq' | 'like';
  value: string | number;
}

/** Rows a caller may reach: `value` in at least one of `columns` (e.g. members assigned to a coach). */
export interface Reach {
  columns: readonly string[];
  value: number;
}

export interface ListSpec {
  where: Condition[];
  reach?: Reach;
  /** Any of `columns` contains `text`. */
  search?: { columns: readonly string[]; text: string };
  sort: { column: string; order: 'asc' | 'desc' };
  start: number;
  count: number;
}

// Dynamic table names are outside Kysely's static typing; this file alone works untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains": ILIKE on PostgreSQL; SQLite's LIKE already ignores (ASCII) case. */
function contains(db: Kysely<Database>, column: string, text: string) {
  const op = db.getExecutor().adapter instanceof PostgresAdapter ? sql`ilike` : sql`like`;
  return sql<boolean>`${sql.ref(column)} ${op} ${likePattern(text)} escape '\\'`;
}

function filtered(db: Kysely<Database>, table: RecordTable, spec: Pick<ListSpec, 'where' | 'search' | 'reach'>) {
  let query = loose(db).selectFrom(table);
  const reach = spec.reach;
  if (reach) query = query.where((eb) => eb.or(reach.columns.map((column) => eb(column, '=', reach.value))));
  for (const c of spec.where) {
    query =
      c.kind === 'eq'
        ? query.where(c.column, '=', c.value)
        : query.where(contains(db, c.column, String(c.value)));
  }
  const search = spec.search;
  if (search && search.text) {
    query = query.where((eb) => eb.or(search.columns.map((column) => contains(db, column, search.text))));
  }
  return query;
}

export async function listRecords(
  db: Kysely<Database>,
  table: RecordTable,
  spec: ListSpec,
): Promise<{ rows: Row[]; total: number }> {
  const base = filtered(db, table, spec);
  const filterKey = JSON.stringify([spec.where, spec.search?.text ? spec.search : null, spec.reach ?? null]);
  const pageKey = JSON.stringify([filterKey, spec.sort, spec.start, spec.count]);
  const rows = await cachedQuery(db, table, `page:${pageKey}`, async () => {
    let page = base.selectAll().orderBy(spec.sort.column, spec.sort.order);
    // A unique tie-breaker keeps pages stable when many rows share the sort value.
    if (spec.sort.column !== 'id') page = page.orderBy('id', spec.sort.order);
    return (await page.limit(spec.count).offset(spec.start).execute()) as Row[];
  });
  const total = await cachedQuery(db, table, `total:${filterKey}`, async () => {
    const row = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number((row as { n: unknown }).n);
  });
  // Callers decorate rows (e.g. attributes.media): hand out copies, never the cached objects.
  return { rows: rows.map((row) => ({ ...row })), total };
}

/** Tables whose rows a delete changes through foreign keys (users.roles_id is ON DELETE SET NULL). */
const CASCADES_TO: Partial<Record<RecordTable, RecordTable[]>> = { roles: ['users'] };

/** A scope limits the lookup to a parent's records (sub-resources). */
export interface Scope {
  column: string;
  value: number;
}

export async function findRecord(
  db: Kysely<Database>,
  table: RecordTable,
  id: number,
  scope?: Scope,
  reach?: Reach,
): Promise<Row | undefined> {
  let query = filtered(db, table, { where: [], reach }).selectAll().where('id', '=', id);
  if (scope) query = query.where(scope.column, '=', scope.value);
  return (await query.executeTakeFirst()) as Row | undefined;
}

export async function insertRecord(db: Kysely<Database>, table: RecordTable, values: Row): Promise<Row> {
  const now = isoNow();
  const row = (await loose(db)
    .insertInto(table)
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  await bumpVersion(db, table);
  return row;
}

export async function updateRecord(
  db: Kysely<Database>,
  table: RecordTable,
  id: number,
  values: Row,
): Promise<Row | undefined> {
  const row = (await loose(db)
    .updateTable(table)
    .set({ ...values, updated_at: isoNow() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()) as Row | undefined;
  if (row) await bumpVersion(db, table);
  return row;
}

export async function deleteRecord(
  db: Kysely<Database>,
  table: RecordTable,
  id: number,
  scope?: Scope,
): Promise<boolean> {
  let query = loose(db).deleteFrom(table).where('id', '=', id);
  if (scope) query = query.where(scope.column, '=', scope.value);
  const deleted = Number((await query.executeTakeFirst()).numDeletedRows) > 0;
  if (deleted) for (const t of [table, ...(CASCADES_TO[table] ?? [])]) await bumpVersion(db, t);
  return deleted;
}

/** True when another row (not `exceptId`) already holds `value` in `column`. */
export async function isTaken(
  db: Kysely<Database>,
  table: RecordTable,
  column: string,
  value: unknown,
  exceptId?: number,
): Promise<boolean> {
  let query = loose(db).selectFrom(table).select('id').where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
