// The payments' reads and writes beyond their own row: the member's branch, the next receipt number of a
// branch and year, a void, the cash book's totals and the names its rows carry. The package's money (its lock, what
// was paid, its plan) is db/repositories/memberPackages.ts, shared with the member file.
import { sql, type Kysely } from 'kysely';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/schemas/payments';
import { labelsByKey } from '../../db/repositories/labels';
import { addToPaid } from '../../db/repositories/memberPackages';
import { reachCondition, selectWhere, type Condition, type Reach } from '../../db/repositories/records';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';

type Db = Kysely<Database>;

/** The member's branch now (null: none). */
export async function memberBranch(db: Db, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('branches_id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const branch = row?.branches_id;
  return branch === null || branch === undefined || Number(branch) <= 0 ? null : Number(branch);
}

/**
 * The next receipt number of a branch (0: members without one) and year, taken in the caller's transaction: one
 * statement that inserts the first or increments the last and answers it. The counter's row stays locked until
 * the transaction ends (PostgreSQL's row lock; SQLite's write lock), so parallel payments — on several nodes too —
 * take the numbers one after another, and a transaction rolled back gives its number back: no gaps, no reuse.
 */
export async function takeReceiptNumber(db: Db, branchKey: number, year: number): Promise<number> {
  const { rows } = await sql<{ last: number | string }>`
    insert into receipt_counters (branch_key, year, last) values (${branchKey}, ${year}, 1)
    on conflict (branch_key, year) do update set last = receipt_counters.last + 1
    returning last`.execute(db);
  return Number(rows[0]!.last);
}

/**
 * Voids a payment not voided yet, its amount taken off what the package keeps as paid: the stored row after, or
 * undefined when it was voided already.
 */
export async function voidPayment(db: Db, id: number, userId: number, reason: string) {
  const now = isoNow();
  const row = await db
    .updateTable('payments')
    .set({ voided_at: now, voided_by: userId, void_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await addToPaid(db, Number(row.member_package_id), -Number(row.amount));
    await bumpVersion(db, 'payments');
  }
  return row;
}

/** Names of users (name and last name) by id. */
export const userNames = (db: Db, ids: readonly number[]) =>
  labelsByKey(db, 'users', 'id', ['name', 'lastname'], ids);

/** Names of branches by id. */
export const branchNames = (db: Db, ids: readonly number[]) =>
  labelsByKey(db, 'branches', 'id', ['name'], ids);

/** Names of members by id. */
export const memberNames = (db: Db, ids: readonly number[]) =>
  labelsByKey(db, 'members', 'id', ['name'], ids);

/** One group of the cash book's totals: a method, who took it, and whether voided. */
export interface SummaryGroup {
  method: PaymentMethod;
  received_by: number | null;
  voided: boolean;
  count: number;
  /** Whole kuruş. */
  total: number;
}

/** The payments the cash book's conditions and the caller's reach select, added up per method, person and void. */
export async function summaryGroups(db: Db, where: Condition[], reach?: Reach): Promise<SummaryGroup[]> {
  const voided = sql<number>`case when voided_at is null then 0 else 1 end`;
  const rows = (await selectWhere(db, 'payments', { where, reach })
    .select([
      'method',
      'received_by',
      voided.as('voided'),
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(amount)`.as('total'),
    ])
    .groupBy(['method', 'received_by', voided])
    .execute()) as { method: string; received_by: unknown; voided: unknown; n: unknown; total: unknown }[];
  return rows
    .filter((r) => (PAYMENT_METHODS as readonly string[]).includes(r.method))
    .map((r) => ({
      method: r.method as PaymentMethod,
      received_by: r.received_by === null || r.received_by === undefined ? null : Number(r.received_by),
      voided: Number(r.voided) === 1,
      count: Number(r.n),
      total: Number(r.total ?? 0),
    }));
}

/** What the revenue breaks a figure down by (none: the period's whole figure). */
export type RevenueKey = 'method' | 'branch' | 'product';

/** A sum of one UTC hour (yyyy-MM-ddTHH) and key: the business day is the hour's (whole-hour offsets). */
export interface HourSum {
  hour: string;
  /** The breakdown's key: a method, a branch id, a product `<type>:<id>`; null when there is none. */
  key: string | number | null;
  /** Whole kuruş. */
  total: number;
}

const keyOf = (by: RevenueKey | undefined, row: Record<string, unknown>): string | number | null => {
  if (by === 'method') return row.method === null || row.method === undefined ? null : String(row.method);
  if (by === 'branch') return row.branch === null || row.branch === undefined ? null : Number(row.branch);
  if (by === 'product')
    return row.product_type ? `${String(row.product_type)}:${String(row.product_id)}` : null;
  return null;
};

const hourSums = (by: RevenueKey | undefined, rows: Record<string, unknown>[]): HourSum[] =>
  rows.map((row) => ({ hour: String(row.hour), key: keyOf(by, row), total: Number(row.total ?? 0) }));

/**
 * The payments taken from `from` to `to` (ISO instants, both included) and not voided, of reached members, added up
 * per UTC hour of `paid_at` and key — the cash book's total over the same instants, split. From the revenue index
 * (paid_at, voided_at, amount, method, branch, member): a range read, never the table.
 */
export async function collectedByHour(
  db: Db,
  reach: Reach | undefined,
  from: string,
  to: string,
  by?: RevenueKey,
): Promise<HourSum[]> {
  const hour = sql<string>`substr(payments.paid_at, 1, 13)`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as unknown as Kysely<any>)
    .selectFrom('payments')
    .where('payments.paid_at', '>=', from)
    .where('payments.paid_at', '<=', to)
    .where('payments.voided_at', 'is', null);
  if (reach) query = query.where((eb) => reachCondition(db, eb, 'payments', reach));
  const groups: unknown[] = [hour];
  const keys: string[] = [];
  if (by === 'method') {
    keys.push('payments.method as method');
    groups.push(sql.ref('payments.method'));
  }
  if (by === 'branch') {
    keys.push('payments.branch_id as branch');
    groups.push(sql.ref('payments.branch_id'));
  }
  if (by === 'product') {
    query = query.innerJoin('member_packages', 'member_packages.id', 'payments.member_package_id');
    keys.push('member_packages.product_type as product_type', 'member_packages.product_id as product_id');
    groups.push(sql.ref('member_packages.product_type'), sql.ref('member_packages.product_id'));
  }
  const rows = (await query
    .select([hour.as('hour'), ...keys, sql<number>`sum(payments.amount)`.as('total')])
    .groupBy(groups as never)
    .execute()) as Record<string, unknown>[];
  return hourSums(by, rows);
}

/**
 * The prices of the packages sold (created) from `from` to `to` (ISO instants, both included) to reached members,
 * added up per UTC hour of the sale and key: by the member's branch, or by product; a sale has no payment method
 * (by method: one sum, key null).
 */
export async function soldByHour(
  db: Db,
  reach: Reach | undefined,
  from: string,
  to: string,
  by?: RevenueKey,
): Promise<HourSum[]> {
  const hour = sql<string>`substr(member_packages.created_at, 1, 13)`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as unknown as Kysely<any>)
    .selectFrom('member_packages')
    .where('member_packages.created_at', '>=', from)
    .where('member_packages.created_at', '<=', to);
  if (reach) query = query.where((eb) => reachCondition(db, eb, 'member_packages', reach));
  const groups: unknown[] = [hour];
  const keys: string[] = [];
  if (by === 'branch') {
    query = query.leftJoin('members', 'members.id', 'member_packages.member_id');
    keys.push('members.branches_id as branch');
    groups.push(sql.ref('members.branches_id'));
  }
  if (by === 'product') {
    keys.push('member_packages.product_type as product_type', 'member_packages.product_id as product_id');
    groups.push(sql.ref('member_packages.product_type'), sql.ref('member_packages.product_id'));
  }
  const rows = (await query
    .select([hour.as('hour'), ...keys, sql<number>`sum(member_packages.price)`.as('total')])
    .groupBy(groups as never)
    .execute()) as Record<string, unknown>[];
  // A member's branch 0 (or none) is no branch.
  return hourSums(by === 'method' ? undefined : by, rows).map((sum) =>
    by === 'branch' && (sum.key === 0 || sum.key === null) ? { ...sum, key: null } : sum,
  );
}
