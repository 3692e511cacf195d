// Delivery from the outbox: a sender claims due rows for a lease (claim_token, claimed_until) so
// several instances never send one message twice; a failed attempt is retried after a back-off
// (attempts, next_attempt_at). Attachments (a diet list's PDF) are rows of their own, stored encrypted like
// the body and erased once the message is sent.
import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['next_attempt_at', 'claimed_until', 'claim_token'])
    await db.schema.alterTable('outbox').addColumn(column, 'text').execute();
  await db.schema
    .createIndex('outbox_status_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('outbox_attachments')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    // The file's bytes as base64, encrypted like the body.
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_attachments_outbox')
    .on('outbox_attachments')
    .column('outbox_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.dropIndex('outbox_status_due').execute();
  for (const column of ['claim_token', 'claimed_until', 'next_attempt_at', 'attempts'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
}
