// Recipes answer their weighed ingredient rows (`ingredient_rows`) and `computed`: the totals of those rows and
// one serving of them, beside the typed-in calorie/carbohydrate/fat/protein the spec's form keeps. The image is
// an upload (owner 'recipe') added to attributes.media when read.
import { computeRecipe, nutrientsFor } from '../../../shared/nutrition';
import { ingredientDetails } from '../../db/repositories/nutrition';
import { defineHooks } from '../../resources/hooks';
import { describeIngredient } from '../../resources/ingredients';

export default defineHooks<'recipes'>({
  async decorate(records, { db }) {
    const rows = await ingredientDetails(db, { recipeIds: records.map((r) => Number(r.id)) });
    return records.map((record) => {
      const own = rows.filter((row) => row.recipe_id === record.id);
      return {
        ...record,
        ingredient_rows: own.map(describeIngredient),
        // Summed unrounded, rounded once.
        computed: computeRecipe(
          own.map((row) => nutrientsFor(row, Number(row.grams))),
          Number(record.servings ?? 1),
        ),
      };
    });
  },
});
