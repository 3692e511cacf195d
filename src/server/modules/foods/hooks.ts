// Foods answer their household portions (lightest first), a page at a time, so the edit screen and the
// ingredient and diet-list pickers get a food's measures with the food.
import { portionsOfFoods } from '../../db/repositories/nutrition';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'foods'>({
  async decorate(records, { db }) {
    const portions = await portionsOfFoods(
      db,
      records.map((r) => Number(r.id)),
    );
    return records.map((record) => ({
      ...record,
      portions: portions
        .filter((p) => p.food_id === record.id)
        .map(({ id, food_id, name_tr, name_en, grams }) => ({ id, food_id, name_tr, name_en, grams })),
    }));
  },
});
