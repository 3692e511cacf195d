// The generic repository behind the route factory: list/find/insert/update/delete on a table chosen at run
// time, by its key column. Table and column names come only from the registry, never from input. Writes take
// `db` or a transaction and bump the table's version in it, so a write and its version commit together.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../schema';
import { isSearchHelperColumn, sortColumn } from '../../../shared/search/fold';
import { hasSortKey, searchLayout } from '../search/layout';
import { clausesOf, ftsHits, planText, rankOf, textConditions, type TextPlan } from '../search/match';
import { isoNow } from '../time';
import { cacheScope, type CachedLookup } from './queryCache';
import { bumpVersion } from './tableVersions';

export type Row = Record<string, unknown>;
export type KeyValue = string | number;

export interface Condition {
  column: string;
  kind: 'eq' | 'like' | 'gte' | 'lte' | 'in';
  /** A list for `in` (an empty list matches nothing). */
  value: string | number | readonly (string | number)[];
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
  /** Rows whose column is NULL belong to nobody (the history of a food): reached by everyone. */
  unowned?: string;
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
  /** Every word of `text` is in one of `columns` (the search rule: search/match.ts). */
  search?: { columns: readonly string[]; text: string };
  /**
   * With `search`: rows whose column (one of these) is the searched text come first, then those starting with it,
   * then those with a word starting with it, then the rest, each group in `sort` order (search/match.ts rankOf).
   */
  rank?: readonly string[];
  sort: { column: string; order: 'asc' | 'desc' };
  start: number;
  count: number;
  /** Columns left out of the answer. */
  omit?: readonly string[];
  /** Answer text conditions by a scan, never an index (tests compare both under the same rule). */
  scan?: boolean;
}

/**
 * A searched or `like`-filtered total counts at most this many rows (then `bounded`): a one-letter search over a
 * million rows matches most of them, and counting them all would cost what the index saved. Pages stay exact.
 */
export const COUNT_BOUND = 10_000;

// Dynamic table names are outside Kysely's static typing; this file alone works untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** `reach` as one condition on `table`'s rows (qualified, so a nested `via` never reads the outer table). */
export function reachCondition(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  eb: ExpressionBuilder<any, any>,
  table: string,
  reach: Reach,
): Expression<SqlBool> {
  const parts = reach.columns.map((column) => eb(`${table}.${column}`, '=', reach.value));
  if (reach.unowned) parts.push(eb(`${table}.${reach.unowned}`, 'is', null));
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

/** The text clauses of a list call: its `like` filters and its search box. */
function textClauses(spec: Pick<ListSpec, 'where' | 'search'>) {
  const likes = spec.where.filter((c) => c.kind === 'like');
  return [
    ...likes.flatMap((c) => clausesOf({ columns: [c.column], text: String(c.value), filter: true })),
    ...(spec.search?.text ? clausesOf(spec.search) : []),
  ];
}

function filtered(
  db: Kysely<Database>,
  table: string,
  spec: Pick<ListSpec, 'where' | 'reach'>,
  text?: TextPlan,
  byOrder = false,
) {
  let query = loose(db).selectFrom(table);
  const reach = spec.reach;
  if (reach) query = query.where((eb) => reachCondition(db, eb, table, reach));
  for (const c of spec.where) {
    if (c.kind === 'eq') query = query.where(c.column, '=', c.value);
    else if (c.kind === 'gte') query = query.where(c.column, '>=', c.value);
    else if (c.kind === 'lte') query = query.where(c.column, '<=', c.value);
    else if (c.kind === 'in') {
      const values = c.value as readonly (string | number)[];
      query = values.length > 0 ? query.where(c.column, 'in', values) : query.where(sql<boolean>`1 = 0`);
    }
  }
  if (text) query = query.where((eb) => textConditions(eb, text, byOrder));
  return query;
}

/**
 * The rows of `table` a list's conditions and the caller's reach select (no text search), to add up rather than to
 * page through: a cash book's totals over the same filters as its list.
 */
export const selectWhere = (db: Kysely<Database>, table: string, spec: Pick<ListSpec, 'where' | 'reach'>) =>
  filtered(db, table, spec);

/** A stored row without the search helper columns (never answered) and the columns a list leaves out. */
const without = (row: Row, omit: readonly string[] = []): Row => {
  const copy: Row = {};
  for (const column in row)
    if (!isSearchHelperColumn(column) && !omit.includes(column)) copy[column] = row[column];
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
): Promise<{ rows: Row[]; total: number; bounded: boolean }> {
  const layout = await searchLayout(db, table);
  const clauses = textClauses(spec);
  const text = clauses.length > 0 ? planText(table, layout, clauses, spec.scan) : undefined;
  const filterKey = JSON.stringify([
    table,
    spec.where,
    spec.search?.text ? spec.search : null,
    spec.reach ?? null,
    spec.scan ?? false,
  ]);
  // Ranked by the match (a search of a list that ranks): no index gives that order, the hits are sorted.
  const rank = spec.rank && spec.search?.text ? rankOf(layout, spec.rank, spec.search.text) : undefined;
  const pageKey = JSON.stringify([
    filterKey,
    spec.sort,
    spec.start,
    spec.count,
    spec.omit ?? [],
    rank ? spec.rank : null,
  ]);
  const cached = await cacheScope(db, dependsOn);

  // SQLite: how many rows the FTS index matches, read from the index alone. PostgreSQL: its planner's estimate
  // (pg_trgm's selectivity), for choosing the plan only.
  const hitsQuery = text && !text.impossible ? ftsHits(text) : undefined;
  const hits = hitsQuery
    ? await cached(`hits:${filterKey}`, async () => Number((await hitsQuery.execute(db)).rows[0]?.n ?? 0))
    : undefined;
  const pgText = layout.pg && text && !text.impossible ? text : undefined;
  const estimate = pgText
    ? await cached(`estimate:${filterKey}`, () => estimatedRows(db, filtered(db, table, spec, pgText)))
    : undefined;
  // Text columns sort by their Turkish key when the table has one (served by its (key, id) index).
  const order = hasSortKey(layout, spec.sort.column) ? sortColumn(spec.sort.column) : spec.sort.column;
  const ordered = order === 'id' || order !== spec.sort.column;
  // Many hits: walking the sort index and keeping the hits reaches the page sooner than reading every hit and
  // sorting them. Measured per index entry walked / per hit read and sorted (100,000 members): SQLite ~0.16 /
  // 3.2 µs, so walk when (page end × rows / hits) × 0.16 < hits × 3.2. PostgreSQL ~0.8 / 3 µs, and a name
  // search's hits cluster in name order (every "Seda …" together), so its walk is priced at its worst, the
  // whole index: walk when hits × 4 > rows. (SQLite walks fast enough that the clustering costs little.)
  const matched = hits ?? estimate;
  const tableRows = matched === undefined || !ordered ? 0 : await lastId(db, table, cached);
  const byOrder =
    !rank &&
    matched !== undefined &&
    ordered &&
    (layout.pg ? matched * 4 > tableRows : 20 * matched * matched > (spec.start + spec.count) * tableRows);
  // PostgreSQL plans by its own costs, which rate a trigram bitmap scan too dear: for few hits it walks the sort
  // index filtering 80,000 rows (67 ms) where the bitmap and a top-N sort take 8 ms. Told which plan, per query.
  const planned = <T>(plan: readonly string[], run: (db: Kysely<Database>) => Promise<T>): Promise<T> =>
    pgText
      ? db.transaction().execute(async (trx) => {
          for (const setting of plan) await sql.raw(`set local ${setting} = off`).execute(trx);
          return run(trx);
        })
      : run(db);
  const pagePlan = byOrder ? ['enable_bitmapscan', 'enable_seqscan'] : ['enable_indexscan', 'enable_seqscan'];

  const rows = await cached(`page:${pageKey}`, async () => {
    // The answer's columns by name: no search helper is read (nor an omitted column).
    const columns = [...layout.columns].filter((c) => !isSearchHelperColumn(c) && !spec.omit?.includes(c));
    const found = await planned(pagePlan, async (on) => {
      const selected = filtered(on, table, spec, text, byOrder);
      let page = columns.length > 0 ? selected.select(columns) : selected.selectAll();
      if (rank) page = page.orderBy(rank);
      page = page.orderBy(order, spec.sort.order);
      // A unique tie-breaker keeps pages stable when many rows share the sort value.
      if (spec.sort.column !== 'id') page = page.orderBy('id', spec.sort.order);
      return (await page.limit(spec.count).offset(spec.start).execute()) as Row[];
    });
    // Copied once by spreading: the driver's rows (and objects built key by key) are dictionary-mode objects,
    // ten times slower to copy and serialize on every later hit than a spread copy.
    return found.map((row) => ({ ...(columns.length > 0 ? row : without(row, spec.omit)) }));
  });
  // The total: exact from the index when the search is all the filtering there is; otherwise, with text
  // conditions, counted up to COUNT_BOUND; without them, an exact count (cached per table version).
  const onlyText = spec.where.every((c) => c.kind === 'like') && !spec.reach && text?.rest.length === 0;
  const total = await cached(`total:${filterKey}`, async () => {
    if (text?.impossible) return 0;
    if (hits !== undefined && onlyText) return hits;
    // Many hits: a plain scan reaches the bound soonest; few: the trigram bitmap finds them all soonest.
    const countPlan = matched !== undefined && matched > COUNT_BOUND ? [] : ['enable_seqscan'];
    const row = await planned(countPlan, (on) => {
      const base = filtered(on, table, spec, text);
      return text
        ? loose(on)
            .selectFrom(
              base
                .select(sql.lit(1).as('one'))
                .limit(COUNT_BOUND + 1)
                .as('hits'),
            )
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        : base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    });
    return Number((row as { n: unknown }).n);
  });
  const bounded = text !== undefined && !(hits !== undefined && onlyText) && total > COUNT_BOUND;
  // Callers decorate rows (e.g. attributes.media): hand out copies, never the cached objects.
  return { rows: rows.map((row) => ({ ...row })), total: bounded ? COUNT_BOUND : total, bounded };
}

/** PostgreSQL's estimate of the rows a query finds (EXPLAIN, not run). */
async function estimatedRows(db: Kysely<Database>, query: { compile(): CompiledQuery }): Promise<number> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return Number(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/** The table's highest id: its size, near enough for choosing a plan. */
async function lastId(db: Kysely<Database>, table: string, cached: CachedLookup): Promise<number> {
  return cached(`lastId:${table}`, async () => {
    const row = await loose(db)
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('n'))
      .executeTakeFirst();
    return Number((row as { n: unknown } | undefined)?.n ?? 0);
  });
}

export async function findRecord(
  db: Kysely<Database>,
  at: Locator,
  value: KeyValue,
): Promise<Row | undefined> {
  const query = filtered(db, at.table, { where: [...(at.scope ?? [])], reach: at.reach })
    .selectAll()
    .where(at.key, '=', value);
  const row = (await query.executeTakeFirst()) as Row | undefined;
  return row && without(row);
}

/** Whether `table` has a row with this id (a reference named in a body must exist). */
export async function rowExists(db: Kysely<Database>, table: string, id: number): Promise<boolean> {
  if (!Number.isInteger(id) || id <= 0) return false;
  const row = await loose(db).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertRecord(db: Kysely<Database>, table: string, values: Row): Promise<Row> {
  const now = isoNow();
  const row = (await loose(db)
    .insertInto(table)
    // A row copied from another read may carry the search columns the database computes: never written.
    .values({ ...without(values), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  await bumpVersion(db, table);
  return without(row);
}

export async function updateRecord(
  db: Kysely<Database>,
  at: Pick<Locator, 'table' | 'key'>,
  value: KeyValue,
  values: Row,
  /** Only if the row is still this version (its `updated_at`): no row answered otherwise (a lost update). */
  version?: string,
): Promise<Row | undefined> {
  let query = loose(db)
    .updateTable(at.table)
    .set({ ...without(values), updated_at: isoNow() })
    .where(at.key, '=', value);
  if (version !== undefined) query = query.where('updated_at', '=', version);
  const row = (await query.returningAll().executeTakeFirst()) as Row | undefined;
  if (row) await bumpVersion(db, at.table);
  return row && without(row);
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

/**
 * Inside a transaction: waits until no other transaction holding the same key is running, until this one ends.
 * On PostgreSQL a transaction-scoped advisory lock (processes and nodes included); SQLite runs one write
 * transaction at a time already.
 */
export async function takeTurn(db: Kysely<Database>, key: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/** The number after the largest `column` among rows matching `within` (1 when none): day 1, 2, 3... */
export async function nextNumber(
  db: Kysely<Database>,
  table: string,
  column: string,
  within: readonly { column: string; value: unknown }[],
): Promise<number> {
  // Called inside the create's transaction. On PostgreSQL parallel creations would each read the same last
  // number (read committed): a transaction-scoped lock per parent makes them take turns, each reading what the
  // one before committed. SQLite runs one write transaction at a time already.
  await takeTurn(db, JSON.stringify([table, column, within.map((c) => [c.column, c.value])]));
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
