// An ingredient row as recipes and recipe_ingredients answer it: names of its food and portion, and what its
// grams hold. Shared by both hooks so a recipe's rows and the sub-resource's rows read the same.
import type { RecipeIngredientRecord } from '../../shared/schemas/recipes';
import { nutrientsFor, roundNutrients } from '../../shared/nutrition';
import type { IngredientDetailRow } from '../db/repositories/nutrition';

export function describeIngredient(row: IngredientDetailRow): Required<RecipeIngredientRecord> {
  return {
    id: row.id,
    recipe_id: row.recipe_id,
    food_id: row.food_id,
    portion_id: row.portion_id,
    amount: Number(row.amount),
    grams: Number(row.grams),
    food_name_tr: row.food_name_tr,
    food_name_en: row.food_name_en,
    portion_name_tr: row.portion_name_tr,
    portion_name_en: row.portion_name_en,
    nutrients: roundNutrients(nutrientsFor(row, Number(row.grams))),
  };
}
