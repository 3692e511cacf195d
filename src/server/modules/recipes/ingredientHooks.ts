// A recipe's ingredient row: a food and an amount, either a number of one of that food's portions or grams.
// The grams are computed and stored on every write; a food that does not exist, or a portion of another food,
// is a 400 on the field (not a foreign-key failure).
import { gramsOf } from '../../../shared/nutrition';
import { findFood, findPortion, ingredientDetails } from '../../db/repositories/nutrition';
import { validationFailed } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import { describeIngredient } from '../../resources/ingredients';

const INVALID = 'generic.fields.invalid';
const portionIdOf = (input: Record<string, unknown>) => {
  const id = Number(input.portion_id ?? 0);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export default defineHooks<'recipe_ingredients'>({
  async check(input, { db }) {
    const food = await findFood(db, Number(input.food_id));
    if (!food) throw validationFailed({ food_id: INVALID });
    const portionId = portionIdOf(input);
    if (portionId === null) return;
    const portion = await findPortion(db, portionId);
    if (!portion || portion.food_id !== food.id) throw validationFailed({ portion_id: INVALID });
  },
  async toRow(input, { db }) {
    const portionId = portionIdOf(input);
    const portion = portionId === null ? undefined : await findPortion(db, portionId);
    return {
      ...input,
      portion_id: portionId,
      grams: Math.round(gramsOf(Number(input.amount), portion) * 100) / 100,
    };
  },
  async decorate(records, { db }) {
    const rows = await ingredientDetails(db, { ids: records.map((r) => Number(r.id)) });
    const byId = new Map(rows.map((row) => [row.id, describeIngredient(row)]));
    return records.map((record) => byId.get(Number(record.id)) ?? record);
  },
});
