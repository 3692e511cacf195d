// History in the forms' words: each entry keeps its record's name as it was when written ("Rapor:
// Aylık değerlendirme"), so a later rename or delete does not change the past. Older entries keep '' and are
// named at read time (history/names.ts).
import type { MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('history')
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('history').dropColumn('record_name').execute();
}
