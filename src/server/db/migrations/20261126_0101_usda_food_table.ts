// The whole USDA table as reference data: a food keeps USDA's NDB number (the importer's key) and
// food group, sugars, sodium and saturated fat beside the five figures diet lists total, and when the importer
// last wrote it — a row whose updated_at has moved past imported_at was edited by staff, and the importer leaves it.
import type { MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('foods').addColumn('ndb_number', 'text').execute();
  await db.schema
    .alterTable('foods')
    .addColumn('food_group', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['sugars_g', 'sodium_mg', 'saturated_fat_g'])
    await db.schema.alterTable('foods').addColumn(column, 'double precision').execute();
  await db.schema.alterTable('foods').addColumn('imported_at', 'text').execute();
  await db.schema.createIndex('foods_ndb_number_idx').on('foods').column('ndb_number').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('foods_ndb_number_idx').execute();
  for (const column of [
    'imported_at',
    'saturated_fat_g',
    'sodium_mg',
    'sugars_g',
    'food_group',
    'ndb_number',
  ])
    await db.schema.alterTable('foods').dropColumn(column).execute();
}
