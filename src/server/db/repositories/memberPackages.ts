// What two areas need of a member package (the member file sells it, the payments area takes its money): the name
// of what it sold, and its money — paid so far (payments less voids), its instalment plan, what is due —
// read for a whole page in one query; the lock a payment or a new plan takes on it first; the plan written.
// Amounts are whole kuruş here; the API's lira are converted at its edge.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  dueState,
  planOrWhole,
  settleInstalments,
  type PlannedInstalment,
  type SettledInstalment,
} from '../../../shared/money/instalments';
import type { Database } from '../schema';
import { labelsByKey } from './labels';
import { bumpVersion } from './tableVersions';

type Db = Kysely<Database>;

/** What was sold, as a package names it (both null: the spec's six fields only). */
interface Sold {
  product_type?: unknown;
  product_id?: unknown;
}

/** The sold products' names, by "<product_type>:<product_id>" (one lookup per product table). */
export async function productNames(db: Db, packages: readonly Sold[]): Promise<Map<string, string>> {
  const ids = (type: string) =>
    packages.filter((p) => p.product_type === type).map((p) => Number(p.product_id));
  const [courses, trainings] = await Promise.all([
    labelsByKey(db, 'course_packages', 'id', ['package_name'], ids('course_package')),
    labelsByKey(
      db,
      'personal_training_types',
      'id',
      ['personal_training_type_name'],
      ids('personal_training'),
    ),
  ]);
  return new Map<string, string>([
    ...[...courses].map(([id, name]): [string, string] => [`course_package:${id}`, name]),
    ...[...trainings].map(([id, name]): [string, string] => [`personal_training:${id}`, name]),
  ]);
}

export const productKey = (pkg: Sold): string => `${String(pkg.product_type)}:${String(pkg.product_id)}`;

/** The names of what these packages sold, by package id ('' for a package that names no product). */
export async function packageNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const packages = await db
    .selectFrom('member_packages')
    .select(['id', 'product_type', 'product_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  const names = await productNames(db, packages);
  return new Map(packages.map((p) => [Number(p.id), names.get(productKey(p)) ?? '']));
}

/** A package as its money needs it: the price in kuruş, its first day, its member. */
export interface PackageForMoney {
  id: number;
  member_id: number;
  price: number;
  starttime: string;
}

/**
 * The package, locked for the rest of the transaction: on PostgreSQL its row (SELECT … FOR UPDATE), so parallel
 * payments and plans of one package take turns, each reading what the one before committed; SQLite's transactions
 * hold the file's write lock from their BEGIN IMMEDIATE (db/database.ts), so nobody writes meanwhile.
 */
export async function lockPackage(db: Db, id: number): Promise<PackageForMoney | undefined> {
  let query = db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'price', 'starttime'])
    .where('id', '=', id);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { ...row, id: Number(row.id), member_id: Number(row.member_id), price: Number(row.price) };
}

/** A stored part of a plan (its id beside the planned fields). */
export interface StoredInstalment extends PlannedInstalment {
  id: number;
}

/** Paid kuruş and the stored plan of each of these packages, in one query (a page's packages at once). */
export async function paymentsAndPlans(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { paid: number; plan: StoredInstalment[] }>> {
  const found = new Map<number, { paid: number; plan: StoredInstalment[] }>();
  const wanted = [...new Set(ids)];
  for (const id of wanted) found.set(id, { paid: 0, plan: [] });
  if (wanted.length === 0) return found;
  const list = sql.join(wanted);
  // A plan's parts are numbered from 1: the row numbered 0 is the package's paid sum.
  const { rows } = await sql<{ package: number; id: number; no: number; due_date: string; amount: unknown }>`
    select member_package_id as package, id, no, due_date, amount
    from package_instalments where member_package_id in (${list})
    union all
    select member_package_id, 0, 0, '', sum(amount)
    from payments where member_package_id in (${list}) and voided_at is null
    group by member_package_id`.execute(db);
  for (const row of rows) {
    const entry = found.get(Number(row.package));
    if (!entry) continue;
    if (Number(row.no) === 0) entry.paid = Number(row.amount ?? 0);
    else
      entry.plan.push({
        id: Number(row.id),
        no: Number(row.no),
        due_date: String(row.due_date),
        amount: Number(row.amount),
      });
  }
  for (const entry of found.values()) entry.plan.sort((a, b) => a.no - b.no);
  return found;
}

/** A package's money on `today`: each part settled, oldest first (a package without a plan: one part, id null). */
export interface PackageMoney {
  paid: number;
  balance: number;
  parts: (SettledInstalment & { id: number | null })[];
  next_due_date: string | null;
  overdue: number;
}

export function packageMoney(
  pkg: { price: number; starttime: string },
  paid: number,
  plan: readonly StoredInstalment[],
  today: string,
): PackageMoney {
  const ids = new Map(plan.map((p) => [p.no, p.id]));
  const parts = settleInstalments(planOrWhole(plan, pkg.price, pkg.starttime), paid, today).map((part) => ({
    ...part,
    id: ids.get(part.no) ?? null,
  }));
  const { next_due_date, overdue } = dueState(parts);
  return { paid, balance: pkg.price - paid, parts, next_due_date, overdue };
}

/** The money of one package (in the caller's transaction, after `lockPackage` when it is about to change it). */
export async function moneyOfPackage(db: Db, pkg: PackageForMoney, today: string): Promise<PackageMoney> {
  const { paid, plan } = (await paymentsAndPlans(db, [pkg.id])).get(pkg.id)!;
  return packageMoney(pkg, paid, plan, today);
}

/**
 * Adds `kurus` (negative: a void) to what the package keeps as paid, in the caller's transaction: the payment's
 * or void's. The column finds the packages still owing (`paid < price`) by an index; the payments stay its truth.
 */
export async function addToPaid(db: Db, id: number, kurus: number): Promise<void> {
  await db
    .updateTable('member_packages')
    .set((eb) => ({ paid: eb('paid', '+', kurus) }))
    .where('id', '=', id)
    .execute();
}

/** Every package's paid, counted again from its payments (after payments were written in bulk: a seed). */
export async function recountPaid(db: Db): Promise<void> {
  await sql`
    update member_packages set paid = coalesce(
      (select sum(amount) from payments where payments.member_package_id = member_packages.id
        and payments.voided_at is null), 0)`.execute(db);
}

/** The package's stored plan (empty: none). */
export const storedPlan = async (db: Db, id: number): Promise<StoredInstalment[]> =>
  (await paymentsAndPlans(db, [id])).get(id)!.plan;

/** Replaces the package's plan with `parts` (numbered as given; none: the package has no plan). */
export async function writePlan(
  db: Db,
  packageId: number,
  parts: readonly PlannedInstalment[],
): Promise<void> {
  await db.deleteFrom('package_instalments').where('member_package_id', '=', packageId).execute();
  if (parts.length > 0)
    await db
      .insertInto('package_instalments')
      .values(
        parts.map((p) => ({
          member_package_id: packageId,
          no: p.no,
          due_date: p.due_date,
          amount: p.amount,
        })),
      )
      .execute();
  await bumpVersion(db, 'package_instalments');
}
