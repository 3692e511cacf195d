// Money as whole kuruş: a member package's price was a double precision column holding lira; it becomes
// an integer of kuruş (1249.99 → 124999), so no amount passes through floating point and sums are exact. The API
// still speaks lira (the row's `money` columns are converted on the way in and out). PostgreSQL changes the
// column's type in place (bigint); SQLite cannot, so a new integer column takes the rounded values, the old one is
// dropped and the new one takes its name (no index, view or trigger reads the price; the packages' foreign keys
// are untouched).
import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from '../tableBuilders';

async function replaceSqlite(db: MigrationDb, type: 'integer' | 'real', value: string): Promise<void> {
  await db.schema
    .alterTable('member_packages')
    .addColumn('price_next', type, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update member_packages set price_next = ${sql.raw(value)}`.execute(db);
  await db.schema.alterTable('member_packages').dropColumn('price').execute();
  await db.schema.alterTable('member_packages').renameColumn('price_next', 'price').execute();
}

export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table member_packages alter column price drop default`.execute(db);
    await sql`alter table member_packages alter column price type bigint using round(price * 100)`.execute(
      db,
    );
    await sql`alter table member_packages alter column price set default 0`.execute(db);
    return;
  }
  await replaceSqlite(db, 'integer', 'cast(round(price * 100) as integer)');
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table member_packages alter column price drop default`.execute(db);
    await sql`alter table member_packages alter column price type double precision using price / 100.0`.execute(
      db,
    );
    await sql`alter table member_packages alter column price set default 0`.execute(db);
    return;
  }
  await replaceSqlite(db, 'real', 'price / 100.0');
}
