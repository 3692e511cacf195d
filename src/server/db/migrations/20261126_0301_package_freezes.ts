// Membership freezes: a member's package paused from start_day to end_day (both included; the package's end
// moved by as many days when it was written). A freeze ended early keeps the day it ended (ended_early_on) and
// ends the day before; who wrote it is kept by id and by name, as check-ins keep theirs.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'package_freezes')
    .addColumn('member_package_id', 'integer', (c) =>
      c.notNull().references('member_packages.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ended_early_on', 'text')
    .execute();
  // A package's freezes (its answer, the overlap check, a check-in's "frozen today").
  await db.schema
    .createIndex('package_freezes_package_idx')
    .on('package_freezes')
    .columns(['member_package_id', 'start_day'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('package_freezes').execute();
}
