// The moves library (spec part 2 §3 "Move media"): one record per catalogue move, addressed by its move_name,
// with a rich-text description; its demonstration video is an upload (owner 'moveMedia', slot 'file').
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'move_media')
    .addColumn('move_name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_user', 'integer')
    .addColumn('update_user', 'integer')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('move_media').execute();
}
