// Payments: what members paid toward their packages, each with a receipt number unique and gapless per
// branch and year (receipt_counters), voided — never deleted — when mistaken; and packages' instalment plans.
// Amounts are whole kuruş. The cash book filters and sorts payments by time, member, who took them, branch and
// package: one index each.
//
// Existing packages get a consistent state: a package sold with any payment type but `unpaid` was paid, so it gets
// one payment of its price on its start day (today for one that starts later), the method from its type, taken by
// nobody known, numbered in start-day order per branch and year; an unpaid one keeps its whole price as balance.
//
// Roles that may change roles get the new keys (a full administrator stays full); the demo's front desk gets its
// share in the payments module's demo seed.
import { sql } from 'kysely';
import { businessDay, businessDayStart } from '../../../shared/businessDay';
import { grantToRoles } from '../roleGrants';
import { createIdTable, createRecordTable, isPostgres, type MigrationDb } from '../tableBuilders';

export const PAYMENT_KEYS = ['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'PAYMENTS_CREATE', 'PAYMENTS_VOID'];

export function grantedWith(permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  if (held.has('ROLES_UPDATE')) for (const key of [...PAYMENT_KEYS, 'REVENUE_READ']) held.add(key);
  return [...held];
}

/** The method a payment type was paid by (the legacy nakit… were cash, tek / taksit a credit card). */
const METHOD_OF: Record<string, string> = {
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

interface PaidPackage {
  id: number;
  member_id: number;
  price: number | string;
  payment_type: string;
  starttime: string;
  branches_id: number | null;
}

/**
 * One payment of its price for every package sold paid (any type but `unpaid`, a price above 0) that has no payment
 * yet, on its start day (today for one that starts later), numbered after the receipts each branch and year already
 * took. The migration runs it over existing packages; the demo seed over the demo's.
 */
export async function recordPaidPackages(db: MigrationDb): Promise<number> {
  const today = businessDay();
  const packages = (
    await sql<PaidPackage>`
      select p.id, p.member_id, p.price, p.payment_type, p.starttime, m.branches_id
      from member_packages p join members m on m.id = p.member_id
      where p.payment_type <> 'unpaid' and p.price > 0
        and not exists (select 1 from payments x where x.member_package_id = p.id)
      order by p.starttime, p.id`.execute(db)
  ).rows;
  if (packages.length === 0) return 0;
  const counters = new Map<string, number>();
  for (const row of (
    await sql<{ branch_key: number; year: number; last: number }>`
      select branch_key, year, last from receipt_counters`.execute(db)
  ).rows)
    counters.set(`${Number(row.branch_key)}:${Number(row.year)}`, Number(row.last));

  const now = new Date().toISOString();
  const rows = packages.map((p) => {
    const day = p.starttime > today ? today : p.starttime;
    const branch = p.branches_id === null ? 0 : Number(p.branches_id);
    const year = Number(day.slice(0, 4));
    const key = `${branch}:${year}`;
    const sequence = (counters.get(key) ?? 0) + 1;
    counters.set(key, sequence);
    return {
      member_package_id: Number(p.id),
      member_id: Number(p.member_id),
      branch_id: p.branches_id === null ? null : branch,
      amount: Number(p.price),
      method: METHOD_OF[p.payment_type] ?? 'cash',
      paid_at: businessDayStart(day),
      note: '',
      receipt_no: `${year}-${branch}-${String(sequence).padStart(6, '0')}`,
      received_by: null,
      voided_at: null,
      voided_by: null,
      void_reason: null,
      created_at: now,
      updated_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('payments')
      .values(rows.slice(i, i + 200))
      .execute();
  for (const [key, last] of counters) {
    const [branch, year] = key.split(':').map(Number);
    await sql`
      insert into receipt_counters (branch_key, year, last) values (${branch}, ${year}, ${last})
      on conflict (branch_key, year) do update set last = excluded.last`.execute(db);
  }
  return rows.length;
}

export async function up(db: MigrationDb): Promise<void> {
  // Kuruş: 64-bit on PostgreSQL (SQLite's integers are).
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await createRecordTable(db, 'payments')
    .addColumn('member_package_id', 'integer', (c) => c.notNull().references('member_packages.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // The member's branch when paid (the receipt's branch code); users and branches are named, not referenced:
    // a payment outlives the account that took it.
    .addColumn('branch_id', 'integer')
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
    .addColumn('received_by', 'integer')
    .addColumn('voided_at', 'text')
    .addColumn('voided_by', 'integer')
    .addColumn('void_reason', 'text')
    .execute();
  for (const column of ['paid_at', 'member_id', 'received_by', 'branch_id', 'member_package_id'])
    await db.schema.createIndex(`payments_${column}_idx`).on('payments').columns([column, 'id']).execute();

  await createIdTable(db, 'package_instalments')
    .addColumn('member_package_id', 'integer', (c) =>
      c.notNull().references('member_packages.id').onDelete('cascade'),
    )
    .addColumn('no', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addUniqueConstraint('package_instalments_package_no', ['member_package_id', 'no'])
    .execute();

  await db.schema
    .createTable('receipt_counters')
    .addColumn('branch_key', 'integer', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_counters_pk', ['branch_key', 'year'])
    .execute();

  await recordPaidPackages(db);
  await grantToRoles(db, grantedWith);
}

// The keys granted cannot be told from ones given by hand afterwards: they stay (unknown keys are ignored).
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('receipt_counters').execute();
  await db.schema.dropTable('package_instalments').execute();
  await db.schema.dropTable('payments').execute();
}
