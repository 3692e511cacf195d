// The search rule's folded columns, substring index and Turkish sort keys for the areas that arrived beside it
// (nutrition, training library, personal trainings, posture analysis), as 20261123_1601 did for the first ones.
import { addSearchColumns, dropSearchColumns, type MigrationDb } from '../tableBuilders';

/** Per table: registry search columns and `like` filters, then the text columns lists sort by. */
const TABLES: Record<string, [readonly string[], readonly string[]]> = {
  foods: [
    ['name_tr', 'name_en'],
    ['name_tr', 'name_en'],
  ],
  food_portions: [[], ['name_tr']],
  recipes: [['title'], ['title']],
  diet_lists: [['title'], ['title']],
  course_packages: [['package_name', 'teacher'], ['package_name']],
  package_days: [[], ['title']],
  package_day_moves: [['move_name'], ['move_name']],
  personal_training_types: [
    ['personal_training_type_name', 'short_description'],
    ['personal_training_type_name'],
  ],
  personal_training_days: [[], ['title']],
  personal_training_day_moves: [['move_name'], ['move_name']],
  posture_analysis: [['posture_name'], ['posture_name']],
  move_media: [[], ['move_name']],
};

export async function up(db: MigrationDb): Promise<void> {
  for (const [table, [columns, sortColumns]] of Object.entries(TABLES))
    await addSearchColumns(db, table, columns, sortColumns);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [table, [columns, sortColumns]] of Object.entries(TABLES))
    await dropSearchColumns(db, table, columns, sortColumns);
}
