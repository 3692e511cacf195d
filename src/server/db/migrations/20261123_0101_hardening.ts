// Hardening. Login limits that hold under concurrency: one counter row per key ('addr:<ip>', 'user:<name>',
// 'user:<name>|<ip>'), reserved and read in one statement, and the addresses that have signed in to an account
// (so a stranger's failures never touch the real user's own counter). Outbox delivery state: a message is
// pending, sent or failed; bodies are stored encrypted (repositories/outbox.ts), marked by `encrypted` = 1.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('login_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Attempts reserved (checked or in flight) in the current window.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'text', (c) => c.notNull())
    // Consecutive lock-outs: the back-off doubles with each.
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_until', 'text')
    .execute();
  await db.schema
    .createTable('login_known_addresses')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_addresses_pk', ['username', 'ip'])
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('failed_at', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('error', 'text').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('encrypted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of ['encrypted', 'error', 'failed_at', 'status'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  await db.schema.dropTable('login_known_addresses').execute();
  await db.schema.dropTable('login_limits').execute();
}
