// What the money reports read without scanning: the dues, the dashboard's overdue figure and the
// attention list look for packages with something left to pay among every package ever sold, and the revenue adds
// up a period's payments and sales.
//
// A package keeps what its payments less voids add up to, `paid` (whole kuruş), written in the transaction of each
// payment and void (the payments are its truth; the tests hold the two equal): the packages still owing are then
// those with `paid < price`, found by a partial index holding only them — a few thousand among hundreds of
// thousands, instead of adding up every package's payments on each call. The revenue reads payments by time and
// packages by their sale (created_at), each from an index that holds every column it adds up.
import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('member_packages')
    .addColumn('paid', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update member_packages set paid = coalesce(
      (select sum(amount) from payments where payments.member_package_id = member_packages.id
        and payments.voided_at is null), 0)`.execute(db);
  // The packages still owing, by member (the reach rule and a branch narrow them by member).
  await sql`create index member_packages_owing_idx on member_packages (member_id, id)
    where paid < price`.execute(db);
  // Sales by day: the revenue's sold figure.
  await db.schema
    .createIndex('member_packages_sold_idx')
    .on('member_packages')
    .columns(['created_at', 'member_id', 'price'])
    .execute();
  // Payments by time with what the revenue adds up (amount, method, branch, void, member for the reach rule).
  await db.schema
    .createIndex('payments_revenue_idx')
    .on('payments')
    .columns(['paid_at', 'voided_at', 'amount', 'method', 'branch_id', 'member_id', 'member_package_id'])
    .execute();
}

// (An index may be gone with its table when an older migration was undone and done again.)
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('payments_revenue_idx').ifExists().execute();
  await db.schema.dropIndex('member_packages_sold_idx').ifExists().execute();
  await db.schema.dropIndex('member_packages_owing_idx').ifExists().execute();
  await db.schema.alterTable('member_packages').dropColumn('paid').execute();
}
