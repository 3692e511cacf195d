// Foods with their household portions, recipes with their ingredient rows. Nutrients are per 100 g
// of a food; an ingredient stores the grams it weighs so totals need no second lookup of the portion.
// Children go with their parent (portions with a food, ingredient rows with a recipe); a food or a portion still
// used by an ingredient row is refused by the registry's references (409 in_use), and the foreign keys back that.
import { createRecordTable, type MigrationDb } from '../tableBuilders';

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'foods')
    .addColumn('name_tr', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('energy_kcal', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('protein_g', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('carbohydrate_g', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('fat_g', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('fibre_g', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('fdc_id', 'integer')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('foods_name_tr_idx').on('foods').column('name_tr').execute();
  await db.schema.createIndex('foods_category_idx').on('foods').column('category').execute();

  await createRecordTable(db, 'food_portions')
    .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id').onDelete('cascade'))
    .addColumn('name_tr', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('grams', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('food_portions_food_idx').on('food_portions').column('food_id').execute();

  await createRecordTable(db, 'recipes')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('calorie', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('carbohydrate', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('fat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('protein', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('cooking_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('servings', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('recipes_title_idx').on('recipes').column('title').execute();

  await createRecordTable(db, 'recipe_ingredients')
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id'))
    .addColumn('portion_id', 'integer', (c) => c.references('food_portions.id'))
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('grams', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_recipe_idx')
    .on('recipe_ingredients')
    .column('recipe_id')
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_food_idx')
    .on('recipe_ingredients')
    .column('food_id')
    .execute();
  await db.schema
    .createIndex('recipe_ingredients_portion_idx')
    .on('recipe_ingredients')
    .column('portion_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['recipe_ingredients', 'recipes', 'food_portions', 'foods'])
    await db.schema.dropTable(table).execute();
}
