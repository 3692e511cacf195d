// Posture analyses (spec part 2 §3): a member's four photos (uploads in `media`, owner 'postureAnalysis', one
// slot per photo), the member's comment and the instructor's answer with who answered and when. Uploads learn
// which field of their owner they fill (`media.slot`), so one record can own several named files.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('slot', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await createRecordTable(db, 'posture_analysis')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('posture_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructor_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'integer')
    .addColumn('answered_by', 'integer')
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('posture_analysis_member_idx')
    .on('posture_analysis')
    .column('member_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('posture_analysis').execute();
  await db.schema.alterTable('media').dropColumn('slot').execute();
}
