// The counters of the login limits, kept for rate-limiter-flexible (repositories/rateLimits.ts): one row per key,
// the points taken in its window and when the window — or a lock — ends (ISO time; null: never). login_limits, the
// former hand-written counters, is no longer written: it stays so that nodes of the previous release still sign
// people in during a rolling upgrade, for a later migration to drop.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('expire', 'text')
    .execute();
  // Successful sign-ins delete what has expired.
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
