// The member file's packages, notifications and consultation versions. Each goes with its member.
// A notification keeps the id of the outbox row carrying its mail: its delivery state is read from there.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'member_packages')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lesson_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_lessons', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starttime', 'text', (c) => c.notNull())
    .addColumn('endtime', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_packages_member_idx')
    .on('member_packages')
    .column('member_id')
    .execute();

  await createRecordTable(db, 'notifications')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('package_id', 'integer')
    .addColumn('sender_id', 'integer')
    .addColumn('recipient', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outbox_id', 'integer')
    .execute();
  await db.schema.createIndex('notifications_member_idx').on('notifications').column('member_id').execute();

  await createRecordTable(db, 'member_consultations')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('filled_by', 'integer')
    .execute();
  await db.schema
    .createIndex('member_consultations_member_idx')
    .on('member_consultations')
    .columns(['member_id', 'type', 'version'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('member_consultations').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('member_packages').execute();
}
