// The demo gym's money: three years of payments consistent with the demo's packages
// (modules/memberFile/demoSeed.ts), so the cash book, the dues and the revenue chart open with a past.
//
// - A package sold cash, by card, transfer or barter was paid at the desk when it was sold: one payment.
// - One sold on instalments (cash_installments, credit_card_installments and the legacy nakit_taksit / taksit) has
//   a plan of 3 to 6 monthly parts from its start; the first part was paid at the sale, each later one on its due
//   day or a few days after. Parts due in the last weeks were sometimes missed (some paid in part): the overdue.
// - An unpaid one (`unpaid`) has no payment: it owes its price, due at its start.
// - A few payments were voided with a reason — a wrong method or amount, taken again right after; lately a refund
//   or two, which leaves the package owing.
// - The desk (the demo's sales user) took most payments, the manager the rest; the manager voided.
// - Receipt numbers run from 1 without gaps per branch (the member's, 0 without one) and year, in the order taken;
//   the counters stand at the last. Each package keeps what its live payments add up to (`paid`).
//
// The demo roles get the family by the upgrade's rule, the front desk (roles that sell packages) takes and reads
// payments. Deterministic and bulk-inserted.
import type { Insertable, Kysely } from 'kysely';
import { businessDay, businessDayStart } from '../../../shared/businessDay';
import { addDays } from '../../../shared/dashboard';
import { planInstalments } from '../../../shared/money/instalments';
import { isInstalmentPaymentType } from '../../../shared/schemas/memberPackages';
import { receiptNumber, type PaymentMethod } from '../../../shared/schemas/payments';
import { PAYMENT_KEYS, grantedWith } from '../../db/migrations/20261201_0102_payments';
import { grantToRoles } from '../../db/roleGrants';
import { recountPaid } from '../../db/repositories/memberPackages';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database, TableOf } from '../../db/schema';
import { random } from '../../db/seed/demoPlan';

/** The upgrade's rule, and the front desk's share: whoever sells packages takes, lists and reads payments. */
export function demoGrantedWith(permissions: readonly string[]): string[] {
  const held = new Set(grantedWith(permissions));
  if (held.has('MEMBER_PACKAGE_CREATE'))
    for (const key of PAYMENT_KEYS.filter((k) => k !== 'PAYMENTS_VOID')) held.add(key);
  return [...held];
}

/** The method a payment type is paid by (the legacy nakit… cash, tek / taksit a credit card). */
const METHOD_OF: Record<string, PaymentMethod> = {
  cash: 'cash',
  cash_installments: 'cash',
  nakit: 'cash',
  nakit_taksit: 'cash',
  credit_card_single: 'credit_card',
  credit_card_installments: 'credit_card',
  tek: 'credit_card',
  taksit: 'credit_card',
  money_transfer: 'money_transfer',
  barter: 'barter',
};
const OTHER_METHOD: Record<PaymentMethod, PaymentMethod> = {
  cash: 'credit_card',
  credit_card: 'cash',
  money_transfer: 'cash',
  barter: 'cash',
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Parts due within this many days before today were sometimes missed: the demo's overdue. */
const RECENT_DAYS = 45;
/** Of those, this share was missed (and the plan's later parts with it); of the missed, this share paid in part. */
const MISSED = 0.3;
const PAID_IN_PART = 0.25;
/** Payments voided and taken again right after; refunds (voided, not taken again) within the recent days. */
const RETAKEN = 0.012;
const REFUNDED = 0.03;

type Payment = Omit<Insertable<TableOf<'payments'>>, 'receipt_no' | 'paid_at'> & {
  paid_at: string;
  key: string;
  year: number;
};

export async function seedPayments(db: Kysely<Database>): Promise<void> {
  await grantToRoles(db, demoGrantedWith);
  const rand = random(20261201);
  const now = Date.now();
  const today = businessDay(0, now);

  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['sales', 'manager'])
    .execute();
  const desk = users.find((u) => u.username === 'sales')?.id ?? null;
  const manager = users.find((u) => u.username === 'manager')?.id ?? desk;
  /** Who took a payment: the front desk mostly, the manager now and then. */
  const taker = () => (rand() < 0.75 ? desk : manager);

  const packages = await db
    .selectFrom('member_packages')
    .innerJoin('members', 'members.id', 'member_packages.member_id')
    .select([
      'member_packages.id as id',
      'member_packages.member_id as member_id',
      'member_packages.price as price',
      'member_packages.payment_type as payment_type',
      'member_packages.starttime as starttime',
      'member_packages.created_at as created_at',
      'members.branches_id as branch',
    ])
    .where('member_packages.price', '>', 0)
    .orderBy('member_packages.created_at')
    .orderBy('member_packages.id')
    .execute();

  const plans: Insertable<TableOf<'package_instalments'>>[] = [];
  const payments: Payment[] = [];
  /** A time on `day` at the desk (09:00–20:00 in Istanbul), never after now. */
  const atDesk = (day: string) =>
    Math.min(now - 60_000, Date.parse(businessDayStart(day)) + (9 + rand() * 11) * HOUR_MS);

  for (const pkg of packages) {
    if (pkg.payment_type === 'unpaid') continue;
    const price = Number(pkg.price);
    const branch = pkg.branch === null || Number(pkg.branch) <= 0 ? null : Number(pkg.branch);
    const method = METHOD_OF[pkg.payment_type] ?? 'cash';
    const sold = Math.min(Date.parse(pkg.created_at), now - 60_000);
    const take = (amount: number, at: number, extra: Partial<Payment> = {}) => {
      const stamp = new Date(at).toISOString();
      const day = businessDay(0, at);
      const by = extra.received_by === undefined ? taker() : extra.received_by;
      payments.push({
        member_package_id: pkg.id,
        member_id: pkg.member_id,
        branch_id: branch,
        amount,
        method,
        paid_at: stamp,
        note: '',
        received_by: by,
        voided_at: null,
        voided_by: null,
        void_reason: null,
        created_at: stamp,
        updated_at: stamp,
        key: `${branch ?? 0}`,
        year: Number(day.slice(0, 4)),
        ...extra,
      });
    };
    /** A payment as the desk took it: now and then voided and taken again, lately and rarely refunded. */
    const pay = (amount: number, at: number) => {
      const chance = rand();
      if (chance < RETAKEN) {
        const wrongMethod = rand() < 0.5;
        const voidedAt = new Date(at + (3 + rand() * 20) * 60_000).toISOString();
        take(wrongMethod ? amount : Math.max(1, Math.round(amount / 10)), at, {
          method: wrongMethod ? OTHER_METHOD[method] : method,
          voided_at: voidedAt,
          voided_by: manager,
          void_reason: wrongMethod ? 'Ödeme şekli yanlış seçildi' : 'Tutar yanlış girildi',
          updated_at: voidedAt,
        });
        take(amount, Date.parse(voidedAt) + 60_000);
        return;
      }
      const recent = at > now - RECENT_DAYS * DAY_MS;
      if (recent && chance < RETAKEN + REFUNDED) {
        const voidedAt = new Date(Math.min(now - 1000, at + (1 + rand() * 5) * DAY_MS)).toISOString();
        take(amount, at, {
          voided_at: voidedAt,
          voided_by: manager,
          void_reason: 'Üye iade istedi',
          updated_at: voidedAt,
        });
        return;
      }
      take(amount, at);
    };

    if (!isInstalmentPaymentType(pkg.payment_type)) {
      pay(price, sold);
      continue;
    }
    const plan = planInstalments(price, 3 + Math.floor(rand() * 4), pkg.starttime);
    plans.push(
      ...plan.map((part) => ({
        member_package_id: pkg.id,
        no: part.no,
        due_date: part.due_date,
        amount: part.amount,
      })),
    );
    // The first part at the sale; the others on their day or a few days late, while they were kept up.
    pay(plan[0]!.amount, sold);
    for (const part of plan.slice(1)) {
      if (part.due_date > today) break;
      const late = rand() < 0.7 ? 0 : 1 + Math.floor(rand() * 6);
      const day = addDays(part.due_date, late);
      const recent = part.due_date >= addDays(today, -RECENT_DAYS);
      if (day > today || (recent && rand() < MISSED)) {
        // Missed: paid in part now and then, and nothing of the parts after it.
        if (day <= today && rand() < PAID_IN_PART)
          take(Math.round(part.amount / 2), Math.max(sold, atDesk(day)));
        break;
      }
      pay(part.amount, Math.min(now - 60_000, Math.max(sold + HOUR_MS, atDesk(day))));
    }
  }

  // Receipt numbers in the order taken, per branch and year.
  payments.sort((a, b) => a.paid_at.localeCompare(b.paid_at) || a.member_package_id - b.member_package_id);
  const counters = new Map<string, number>();
  const rows = payments.map(({ key, year, ...payment }) => {
    const series = `${key}:${year}`;
    const sequence = (counters.get(series) ?? 0) + 1;
    counters.set(series, sequence);
    return { ...payment, receipt_no: receiptNumber(year, Number(key), sequence) };
  });
  for (let i = 0; i < plans.length; i += 500)
    await db
      .insertInto('package_instalments')
      .values(plans.slice(i, i + 500))
      .execute();
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('payments')
      .values(rows.slice(i, i + 500))
      .execute();
  for (const [series, last] of counters) {
    const [branch, year] = series.split(':').map(Number);
    await db
      .insertInto('receipt_counters')
      .values({ branch_key: branch!, year: year!, last })
      .onConflict((oc) => oc.columns(['branch_key', 'year']).doUpdateSet({ last }))
      .execute();
  }
  await recountPaid(db);
  for (const table of ['payments', 'package_instalments', 'member_packages', 'receipt_counters', 'roles'])
    await bumpVersion(db, table);
}
