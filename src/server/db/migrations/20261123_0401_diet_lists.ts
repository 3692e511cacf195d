// Diet lists: a member's plan by a nutritionist, and its items — a food (with a portion, or grams)
// or a recipe (servings) in a meal of a day. Items are written with their list in one transaction (the hooks'
// afterWrite replaces them) and go with it. `grams` of a food item is stored, so totals need no portion lookup.
import { createIdTable, createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'diet_lists')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('nutritionist_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('day_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('diet_lists_member_idx').on('diet_lists').column('member_id').execute();
  await db.schema.createIndex('diet_lists_start_idx').on('diet_lists').column('start_date').execute();

  await createIdTable(db, 'diet_list_items')
    .addColumn('diet_list_id', 'integer', (c) => c.notNull().references('diet_lists.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('meal', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('food_id', 'integer', (c) => c.references('foods.id'))
    .addColumn('portion_id', 'integer', (c) => c.references('food_portions.id'))
    .addColumn('recipe_id', 'integer', (c) => c.references('recipes.id'))
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('grams', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('diet_list_items_list_idx')
    .on('diet_list_items')
    .column('diet_list_id')
    .execute();
  await db.schema.createIndex('diet_list_items_food_idx').on('diet_list_items').column('food_id').execute();
  await db.schema
    .createIndex('diet_list_items_recipe_idx')
    .on('diet_list_items')
    .column('recipe_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('diet_list_items').execute();
  await db.schema.dropTable('diet_lists').execute();
}
