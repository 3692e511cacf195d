// The package sale: what can be sold — a course package, a personal-training type — may say how many
// days it is valid for, so the sale derives the package's end date from its start. Optional (null: the product
// does not say); a plain nullable column on both databases.
import type { MigrationDb } from '../tableBuilders';

const TABLES = ['course_packages', 'personal_training_types'] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES)
    await db.schema.alterTable(table).addColumn('validity_days', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('validity_days').execute();
}
