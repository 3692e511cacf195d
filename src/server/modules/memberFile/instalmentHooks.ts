// A package's money: its instalment plan — written with the sale, replaced in its unpaid part by
// `PUT …/instalments`, spread again over its due dates when the price is edited — and what every package answer
// carries: paid, balance, next due day, overdue amount. Amounts are kuruş inside, lira in answers; the payments
// themselves are the payments area's (the repository db/repositories/memberPackages.ts is shared with it).
import { toKurus, toLira } from '../../../shared/money/amount';
import { paidParts, planInstalments as monthlyParts, respread } from '../../../shared/money/instalments';
import type { InstalmentAnswer } from '../../../shared/schemas/memberPackages';
import { businessDay as today } from '../../../shared/businessDay';
import {
  lockPackage,
  moneyOfPackage,
  packageMoney,
  paymentsAndPlans,
  storedPlan,
  writePlan,
  type PackageMoney,
} from '../../db/repositories/memberPackages';
import type { Row } from '../../db/repositories/records';
import { inTransaction } from '../../db/transaction';
import { instalmentsTotal, notFound, validationFailed } from '../../http/errors';
import type { OperationContext, StoredRow, WriteContext } from '../../resources/hooks';

type Context = OperationContext<'member_packages'>;

/** The plan's parts as answered, in lira. */
const answerOf = (money: PackageMoney): InstalmentAnswer[] =>
  money.parts.map((part) => ({
    id: part.id,
    no: part.no,
    due_date: part.due_date,
    amount: toLira(part.amount),
    paid: toLira(part.paid),
    status: part.status,
  }));

/** A page of packages (API records, price in lira) with their money, in lira: two figures per package, one query. */
export async function withMoney(records: Row[], db: Context['db']): Promise<Row[]> {
  const money = await paymentsAndPlans(
    db,
    records.map((r) => Number(r.id)),
  );
  const day = today();
  return records.map((r) => {
    const { paid, plan } = money.get(Number(r.id)) ?? { paid: 0, plan: [] };
    const state = packageMoney(
      { price: toKurus(Number(r.price)) ?? 0, starttime: String(r.starttime) },
      paid,
      plan,
      day,
    );
    return {
      ...r,
      paid: toLira(state.paid),
      balance: toLira(state.balance),
      next_due_date: state.next_due_date,
      overdue_amount: toLira(state.overdue),
    };
  });
}

/**
 * After a package is written, in its transaction: a sale with `instalments` gets its plan (that many monthly parts
 * from `first_due_date`, default the start); an edit of the price keeps it covering the price — refused (400 on
 * the price) below what was paid, the plan's parts spread again over their due dates.
 */
export async function afterPackageWrite(
  row: StoredRow<'member_packages'>,
  input: Row,
  { db, existing }: WriteContext<'member_packages'>,
): Promise<void> {
  const price = Number(row.price);
  if (!existing) {
    const count =
      input.instalments === null || input.instalments === undefined ? 0 : Number(input.instalments);
    const first =
      typeof input.first_due_date === 'string' && input.first_due_date ? input.first_due_date : row.starttime;
    if (count > 0) await writePlan(db, row.id, monthlyParts(price, count, first));
    return;
  }
  if (Number(existing.price) === price) return;
  const pkg = await lockPackage(db, row.id);
  if (!pkg) throw notFound();
  const money = await moneyOfPackage(db, pkg, today());
  if (money.paid > price) throw validationFailed({ price: 'memberPackages.errors.price_below_paid' });
  const plan = await storedPlan(db, row.id);
  if (plan.length > 0) await writePlan(db, row.id, respread(plan, price));
}

/** GET …/instalments: the plan's parts, each settled by the payments, oldest first. */
export async function instalments({ db, record }: Context): Promise<InstalmentAnswer[]> {
  const pkg = record!;
  return answerOf(
    await moneyOfPackage(
      db,
      { id: pkg.id, member_id: pkg.member_id, price: Number(pkg.price), starttime: pkg.starttime },
      today(),
    ),
  );
}

/**
 * PUT …/instalments {instalments}: the paid part of the plan stays (a part paid in part keeps what was paid), the
 * given parts follow it, oldest due first; they must add up to the balance (400 naming it). In one transaction,
 * the package locked, so a payment taken meanwhile waits for the new plan or the plan for it.
 */
export async function planInstalments({ db, record, body }: Context): Promise<InstalmentAnswer[]> {
  return inTransaction(db, async (trx) => {
    const pkg = await lockPackage(trx, record!.id);
    if (!pkg) throw notFound();
    const day = today();
    const before = await moneyOfPackage(trx, pkg, day);
    const given = (body.instalments as { due_date: string; amount: number }[])
      .map((part) => ({ due_date: part.due_date, amount: toKurus(part.amount) ?? 0 }))
      .sort((a, b) => a.due_date.localeCompare(b.due_date));
    const total = given.reduce((sum, part) => sum + part.amount, 0);
    if (total !== before.balance) throw instalmentsTotal(before.balance);
    const kept = paidParts(before.parts, before.paid);
    await writePlan(
      trx,
      pkg.id,
      [...kept, ...given].map((part, i) => ({ no: i + 1, due_date: part.due_date, amount: part.amount })),
    );
    return answerOf(await moneyOfPackage(trx, pkg, day));
  });
}
