// The generic repository behind the route factory: list/find/insert/update/delete on a table chosen at run
// time, by its key column. Table and column names come only from the registry, never from input. Writes take
// `db` or a transaction and bump the table's version in it, so a write and its version commit together.
import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';
import { cachedQuery } from './queryCache';
import { bumpVersion } from './tableVersions';

export type Row = Record<string, unknown>;
export type KeyValue = string | number;

export interface Condition {
  column: string;
  kind: 'eq' | 'like' | 'gte' | 'lte';
  value: string | number;
}

/**
 * Rows a caller may reach: `value` in at least one of `columns` (members assigned to a coach), or a row whose
 * `via.column` names a reachable row of `via.table` (by `via.key`, default id): a report or a personal training
 * reached through its member, a training's day through its training.
 */
export interface Reach {
  columns: readonly string[];
  value: number;
  via?: { column: string; table: string; key?: string; reach: Reach };
}

/** Where a record is looked up: its table, key column, parent conditions and the caller's reach. */
export interface Locator {
  table: string;
  key: string;
  /** Parent conditions (`member_id = 7`). */
  scope?: readonly Condition[];
  reach?: Reach;
}

export interface ListSpec {
  where: Condition[];
  reach?: Reach;
  /** Any of `columns` contains `text`. */
  search?: { columns: readonly string[]; text: string };
  sort: { column: string; order: 'asc' | 'desc' };
  start: number;
  count: number;
  /** Columns left out of the answer. */
  omit?: readonly string[];
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

function filtered(db: Kysely<Database>, table: string, spec: Pick<ListSpec, 'where' | 'search' | 'reach'>) {
  let query = loose(db).selectFrom(table);
  const reach = spec.reach;
  if (reach) query = query.where((eb) => reachCondition(db, eb, table, reach));
  for (const c of spec.where) {
    query =
      c.kind === 'eq'
        ? query.where(c.column, '=', c.value)
        : c.kind === 'gte'
          ? query.where(c.column, '>=', c.value)
          : c.kind === 'lte'
            ? query.where(c.column, '<=', c.value)
            : query.where(contains(db, c.column, String(c.value)));
  }
  const search = spec.search;
  if (search && search.text) {
    query = query.where((eb) => eb.or(search.columns.map((column) => contains(db, column, search.text))));
  }
  return query;
}

/** `reach` as one condition on `table`'s rows (qualified, so a nested `via` never reads the outer table). */
function reachCondition(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  eb: ExpressionBuilder<any, any>,
  table: string,
  reach: Reach,
): Expression<SqlBool> {
  const parts = reach.columns.map((column) => eb(`${table}.${column}`, '=', reach.value));
  const via = reach.via;
  if (via)
    parts.push(
      eb(
        `${table}.${via.column}`,
        'in',
        loose(db)
          .selectFrom(via.table)
          .select(`${via.table}.${via.key ?? 'id'}`)
          .where((inner) => reachCondition(db, inner, via.table, via.reach)),
      ),
    );
  return eb.or(parts);
}

const without = (row: Row, omit: readonly string[] | undefined): Row => {
  if (!omit || omit.length === 0) return { ...row };
  const copy = { ...row };
  for (const column of omit) delete copy[column];
  return copy;
};

/**
 * A page and its total. Both are cached per instance and trusted only while every table in `dependsOn`
 * (the table itself and the ones its computed fields read) is at the version they were computed at.
 */
export async function listRecords(
  db: Kysely<Database>,
  table: string,
  spec: ListSpec,
  dependsOn: readonly string[] = [table],
): Promise<{ rows: Row[]; total: number }> {
  const base = filtered(db, table, spec);
  const filterKey = JSON.stringify([
    table,
    spec.where,
    spec.search?.text ? spec.search : null,
    spec.reach ?? null,
  ]);
  const pageKey = JSON.stringify([filterKey, spec.sort, spec.start, spec.count, spec.omit ?? []]);
  const rows = await cachedQuery(db, dependsOn, `page:${pageKey}`, async () => {
    let page = base.selectAll().orderBy(spec.sort.column, spec.sort.order);
    // A unique tie-breaker keeps pages stable when many rows share the sort value.
    if (spec.sort.column !== 'id') page = page.orderBy('id', spec.sort.order);
    const found = (await page.limit(spec.count).offset(spec.start).execute()) as Row[];
    return found.map((row) => without(row, spec.omit));
  });
  const total = await cachedQuery(db, dependsOn, `total:${filterKey}`, async () => {
    const row = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number((row as { n: unknown }).n);
  });
  // Callers decorate rows (e.g. attributes.media): hand out copies, never the cached objects.
  return { rows: rows.map((row) => ({ ...row })), total };
}

export async function findRecord(
  db: Kysely<Database>,
  at: Locator,
  value: KeyValue,
): Promise<Row | undefined> {
  const query = filtered(db, at.table, { where: [...(at.scope ?? [])], reach: at.reach })
    .selectAll()
    .where(at.key, '=', value);
  return (await query.executeTakeFirst()) as Row | undefined;
}

export async function insertRecord(db: Kysely<Database>, table: string, values: Row): Promise<Row> {
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
  at: Pick<Locator, 'table' | 'key'>,
  value: KeyValue,
  values: Row,
): Promise<Row | undefined> {
  const row = (await loose(db)
    .updateTable(at.table)
    .set({ ...values, updated_at: isoNow() })
    .where(at.key, '=', value)
    .returningAll()
    .executeTakeFirst()) as Row | undefined;
  if (row) await bumpVersion(db, at.table);
  return row;
}

export async function deleteRecord(db: Kysely<Database>, at: Locator, value: KeyValue): Promise<boolean> {
  let query = loose(db).deleteFrom(at.table).where(at.key, '=', value);
  for (const c of at.scope ?? []) query = query.where(c.column, '=', c.value);
  const deleted = Number((await query.executeTakeFirst()).numDeletedRows) > 0;
  if (deleted) await bumpVersion(db, at.table);
  return deleted;
}

/** How many rows of `table` hold `value` in `column` (a record in use by others). */
export async function countReferences(
  db: Kysely<Database>,
  table: string,
  column: string,
  value: KeyValue,
): Promise<number> {
  const row = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number((row as { n: unknown }).n);
}

/** True when another row (not `exceptId`) already holds `value` in `column`. */
export async function isTaken(
  db: Kysely<Database>,
  table: string,
  column: string,
  value: unknown,
  exceptId?: number,
): Promise<boolean> {
  let query = loose(db).selectFrom(table).select('id').where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The number after the largest `column` among rows matching `within` (1 when none): day 1, 2, 3... */
export async function nextNumber(
  db: Kysely<Database>,
  table: string,
  column: string,
  within: readonly { column: string; value: unknown }[],
): Promise<number> {
  let query = loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max(column).as('last'));
  for (const c of within) query = query.where(c.column, '=', c.value);
  const row = (await query.executeTakeFirst()) as { last: unknown } | undefined;
  const last = Number(row?.last ?? 0);
  return (Number.isFinite(last) ? last : 0) + 1;
}

/** Deletes the rows matching every condition (children of a deleted record); bumps the version when any went. */
export async function deleteWhere(
  db: Kysely<Database>,
  table: string,
  where: readonly { column: string; value: unknown }[],
): Promise<number> {
  if (where.length === 0) throw new Error('deleteWhere needs at least one condition');
  let query = loose(db).deleteFrom(table);
  for (const c of where) query = query.where(c.column, '=', c.value);
  const deleted = Number((await query.executeTakeFirst()).numDeletedRows);
  if (deleted > 0) await bumpVersion(db, table);
  return deleted;
}
