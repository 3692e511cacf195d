// Reads behind the nutrition answers: a page of foods' portions, a page of recipes' ingredient rows with their
// foods and portions (one query each, whatever the page size), and the lookups that check an ingredient row.
import type { Kysely, Selectable } from 'kysely';
import type { Database, FoodTable, TableOf } from '../schema';

export type FoodRow = Selectable<FoodTable>;
export type PortionRow = Selectable<TableOf<'food_portions'>>;

/** An ingredient row with what its food and portion say (names, nutrients per 100 g). */
export interface IngredientDetailRow {
  id: number;
  recipe_id: number;
  food_id: number;
  portion_id: number | null;
  amount: number;
  grams: number;
  food_name_tr: string;
  food_name_en: string;
  energy_kcal: number;
  protein_g: number;
  carbohydrate_g: number;
  fat_g: number;
  fibre_g: number;
  portion_name_tr: string | null;
  portion_name_en: string | null;
}

export async function portionsOfFoods(
  db: Kysely<Database>,
  foodIds: readonly number[],
): Promise<PortionRow[]> {
  if (foodIds.length === 0) return [];
  return db
    .selectFrom('food_portions')
    .selectAll()
    .where('food_id', 'in', [...foodIds])
    .orderBy('grams', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export const findFood = (db: Kysely<Database>, id: number): Promise<FoodRow | undefined> =>
  db.selectFrom('foods').selectAll().where('id', '=', id).executeTakeFirst();

export const findPortion = (db: Kysely<Database>, id: number): Promise<PortionRow | undefined> =>
  db.selectFrom('food_portions').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The food and portion columns (joined as `f` and `p`) of every line that names a food — recipe ingredients,
 * diet-list items: its names and the nutrients its total is computed from.
 */
export const FOOD_LINE_COLUMNS = [
  'f.name_tr as food_name_tr',
  'f.name_en as food_name_en',
  'f.energy_kcal',
  'f.protein_g',
  'f.carbohydrate_g',
  'f.fat_g',
  'f.fibre_g',
  'p.name_tr as portion_name_tr',
  'p.name_en as portion_name_en',
] as const;

/** Ingredient rows of these recipes (or these rows by id), in the order they were added. */
export async function ingredientDetails(
  db: Kysely<Database>,
  by: { recipeIds?: readonly number[]; ids?: readonly number[] },
): Promise<IngredientDetailRow[]> {
  const recipeIds = by.recipeIds ? [...by.recipeIds] : undefined;
  const ids = by.ids ? [...by.ids] : undefined;
  if ((recipeIds && recipeIds.length === 0) || (ids && ids.length === 0)) return [];
  let query = db
    .selectFrom('recipe_ingredients as i')
    .innerJoin('foods as f', 'f.id', 'i.food_id')
    .leftJoin('food_portions as p', 'p.id', 'i.portion_id')
    .select(['i.id', 'i.recipe_id', 'i.food_id', 'i.portion_id', 'i.amount', 'i.grams', ...FOOD_LINE_COLUMNS])
    .orderBy('i.id', 'asc');
  if (recipeIds) query = query.where('i.recipe_id', 'in', recipeIds);
  if (ids) query = query.where('i.id', 'in', ids);
  return (await query.execute()) as IngredientDetailRow[];
}
