// What is due: every instalment left to pay — or, for a package sold without a plan (no part joins it),
// its balance, due at its start — as the cash book's dues, the dashboard's overdue figure and the attention list read it. Payments settle
// a plan's parts oldest first (shared/money/instalments.ts): a part is left to pay while the plan's amounts up to
// and including it add up to more than the package was paid, and what is left of it is the smaller of its amount
// and that excess. The packages still owing are found by the partial index on `paid < price` (migration 0103), so
// none of this adds up the payments of the packages paid long ago. Amounts are whole kuruş.
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../schema';
import { reachCondition, type Reach } from './records';

type Db = Kysely<Database>;
// Built over a table named at run time with a raw CTE beside it, as the generic repository is: untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;

/** Whose dues: the packages of the members a caller reaches (a reach over `member_id`), of one branch's members. */
export interface DuesScope {
  /** A reach on a table with a `member_id` column (the cash book's: through the member); undefined: everyone. */
  reach?: Reach;
  /** Members of this branch only (members.branches_id). */
  branchId?: number;
}

/** One part left to pay. */
export interface DuePart {
  member_package_id: number;
  member_id: number;
  /** The part's number in its plan; null for a package without a plan. */
  no: number | null;
  due_date: string;
  /** What is left of it (kuruş). */
  amount: number;
}

/** The packages of the scope with something left to pay (`paid < price`: the partial index's own condition). */
function owing(db: Db, scope: DuesScope) {
  let query = loose(db)
    .selectFrom('member_packages')
    .select([
      'member_packages.id as id',
      'member_packages.member_id as member_id',
      'member_packages.price as price',
      'member_packages.paid as paid',
      'member_packages.starttime as starttime',
    ])
    .where(sql<SqlBool>`paid < price`);
  const { reach, branchId } = scope;
  if (reach) query = query.where((eb: Eb) => reachCondition(db, eb, 'member_packages', reach));
  if (branchId !== undefined)
    query = query.where((eb: Eb): Expression<SqlBool> =>
      eb(
        'member_packages.member_id',
        'in',
        eb.selectFrom('members').select('members.id').where('members.branches_id', '=', branchId),
      ),
    );
  return query;
}

/**
 * `select` (a statement reading the table `due`) over the parts of the scope left to pay and due on or before
 * `until` (yyyy-MM-dd): `due` has `member_package_id, member_id, no, due_date, amount`.
 */
function overDue<R>(db: Db, scope: DuesScope, until: string, select: RawBuilder<unknown>): RawBuilder<R> {
  return sql<R>`
    with owing as ${owing(db, scope)},
    parts as (
      select o.id as member_package_id, o.member_id as member_id, i.no as no,
        coalesce(i.due_date, o.starttime) as due_date, coalesce(i.amount, o.price) as amount, o.paid as paid,
        sum(coalesce(i.amount, o.price)) over (partition by o.id order by i.no) as through
      from owing o left join package_instalments i on i.member_package_id = o.id
    ),
    due as (
      select member_package_id, member_id, no, due_date,
        case when through - paid < amount then through - paid else amount end as amount
      from parts
      where through > paid and due_date <= ${until}
    )
    ${select}`;
}

const part = (row: Record<string, unknown>): DuePart => ({
  member_package_id: Number(row.member_package_id),
  member_id: Number(row.member_id),
  no: row.no === null || row.no === undefined ? null : Number(row.no),
  due_date: String(row.due_date),
  amount: Number(row.amount),
});

/**
 * A page of the parts due by `until`, oldest due first, and how many there are in all (and what they add up to):
 * one pass — the page's rows carry the whole count and sum — and a second query only for a page past the end.
 */
export async function duesPage(
  db: Db,
  scope: DuesScope,
  until: string,
  page: { start: number; count: number },
): Promise<{ rows: DuePart[]; total: number; amount: number }> {
  const { rows } = await overDue<Record<string, unknown>>(
    db,
    scope,
    until,
    sql`select due.*, count(*) over () as total_count, sum(amount) over () as total_amount
      from due order by due_date, member_package_id, no limit ${page.count} offset ${page.start}`,
  ).execute(db);
  if (rows.length === 0) {
    const totals = await dueTotals(db, scope, until);
    return { rows: [], total: totals.count, amount: totals.amount };
  }
  return {
    rows: rows.map(part),
    total: Number(rows[0]!.total_count),
    amount: Number(rows[0]!.total_amount),
  };
}

/** How many parts are due by `until` and left to pay, and what is left of them (kuruş). */
export async function dueTotals(
  db: Db,
  scope: DuesScope,
  until: string,
): Promise<{ count: number; amount: number }> {
  const { rows } = await overDue<{ n: unknown; total: unknown }>(
    db,
    scope,
    until,
    sql`select count(*) as n, coalesce(sum(amount), 0) as total from due`,
  ).execute(db);
  return { count: Number(rows[0]?.n ?? 0), amount: Number(rows[0]?.total ?? 0) };
}

/** A package with parts due by a day and left to pay: what is left of them and the oldest one's due day. */
export interface PackageDue {
  member_package_id: number;
  member_id: number;
  amount: number;
  due_date: string;
}

/**
 * The packages with parts due by `until` and left to pay, the oldest due first, at most `limit` of them, and how
 * many there are in all (the attention list's overdue packages).
 */
export async function packagesDue(
  db: Db,
  scope: DuesScope,
  until: string,
  limit: number,
): Promise<{ count: number; rows: PackageDue[] }> {
  // One pass: each package's row carries how many packages there are.
  const { rows } = await overDue<Record<string, unknown>>(
    db,
    scope,
    until,
    sql`select member_package_id, member_id, sum(amount) as amount, min(due_date) as due_date,
        count(*) over () as total_count
      from due group by member_package_id, member_id
      order by min(due_date), member_package_id limit ${limit}`,
  ).execute(db);
  return {
    count: Number(rows[0]?.total_count ?? 0),
    rows: rows.map((r) => ({
      member_package_id: Number(r.member_package_id),
      member_id: Number(r.member_id),
      amount: Number(r.amount),
      due_date: String(r.due_date),
    })),
  };
}

/** The parts left to pay whose due day is `day` (the reminders of a part due, or overdue by some days). */
export async function partsDueOn(db: Db, day: string): Promise<DuePart[]> {
  const { rows } = await overDue<Record<string, unknown>>(
    db,
    {},
    day,
    sql`select * from due where due_date = ${day} order by member_package_id, no`,
  ).execute(db);
  return rows.map(part);
}
