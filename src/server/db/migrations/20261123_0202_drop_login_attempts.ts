// The first login limiter's table: replaced by the counters of 20261123_0101_hardening, nothing reads it.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.dropTable('login_attempts').ifExists().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
