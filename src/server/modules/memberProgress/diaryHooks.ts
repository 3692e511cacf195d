// Food diaries: one day of a member's meals. Items (a food with a portion and an amount, or free text) travel
// inside the diary and are replaced in its transaction when a write sends them; each answer carries every
// item's nutrients and the day's totals (src/shared/nutrition.ts, the foods area's figures per 100 g) beside
// the member's target_daily_calorie. A food or portion that does not exist is a 400 on the item.
import {
  gramsOf,
  nutrientsFor,
  roundNutrients,
  sumNutrients,
  type Nutrients,
} from '../../../shared/nutrition';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { calorieTargets, childrenOf, deleteChildren, foodsAndPortions, insertMany } from './repository';
import type { Row } from '../../db/repositories/records';
import { validationFailed } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import { omit } from '../../resources/hooks';

const id = (value: unknown) => (Number(value) > 0 ? Number(value) : null);

export default defineHooks<'diaries'>({
  toRow: (input) => omit(input, 'items'),
  async check(input, { db }) {
    if (!Array.isArray(input.items)) return;
    const items = input.items as Row[];
    const foodIds = [...new Set(items.map((i) => id(i.food_id)).filter((v): v is number => v !== null))];
    const portionIds = items.map((i) => id(i.portion_id)).filter((v): v is number => v !== null);
    const { foods, portions } = await foodsAndPortions(db, foodIds, portionIds);
    const fields: Record<string, string> = {};
    items.forEach((item, i) => {
      const food = id(item.food_id);
      const portion = id(item.portion_id);
      if (food !== null && !foods.some((f) => f.id === food)) fields[`items[${i}].food_id`] = NOT_FOUND;
      if (portion !== null && !portions.some((p) => p.id === portion && p.food_id === food))
        fields[`items[${i}].portion_id`] = NOT_FOUND;
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  },
  async afterWrite(record, input, { db }) {
    if (!Array.isArray(input.items)) return;
    await deleteChildren(db, 'diary_items', 'diary_id', record.id);
    await insertMany(
      db,
      'diary_items',
      (input.items as Row[]).map((item, position) => ({
        diary_id: record.id,
        position,
        meal: item.meal,
        food_id: id(item.food_id),
        portion_id: id(item.food_id) ? id(item.portion_id) : null,
        amount: item.amount ?? null,
        text: item.text ?? '',
      })),
    );
  },
  async decorate(records, { db }) {
    if (records.length === 0) return records;
    const items = await childrenOf(
      db,
      'diary_items',
      'diary_id',
      records.map((r) => Number(r.id)),
      'position',
    );
    const foodIds = [...new Set(items.map((i) => id(i.food_id)).filter((v): v is number => v !== null))];
    const portionIds = [
      ...new Set(items.map((i) => id(i.portion_id)).filter((v): v is number => v !== null)),
    ];
    const memberIds = [...new Set(records.map((r) => Number(r.member_id)))];
    const [{ foods, portions }, members] = await Promise.all([
      foodsAndPortions(db, foodIds, portionIds),
      calorieTargets(db, memberIds),
    ]);
    return records.map((record) => {
      const own = items
        .filter((i) => i.diary_id === record.id)
        .map((item) => {
          const food = foods.find((f) => f.id === item.food_id);
          const portion = portions.find((p) => p.id === item.portion_id);
          const nutrients: Nutrients | null = food
            ? roundNutrients(nutrientsFor(food, gramsOf(Number(item.amount ?? 0), portion)))
            : null;
          return {
            meal: item.meal,
            food_id: item.food_id,
            portion_id: item.portion_id,
            amount: item.amount,
            text: item.text,
            food_name_tr: food?.name_tr ?? null,
            food_name_en: food?.name_en ?? null,
            portion_name_tr: portion?.name_tr ?? null,
            portion_name_en: portion?.name_en ?? null,
            nutrients,
          };
        });
      const totals = roundNutrients(
        sumNutrients(own.map((i) => i.nutrients).filter((n): n is Nutrients => n !== null)),
      );
      const member = members.find((m) => m.id === record.member_id);
      return { ...record, items: own, totals, target_daily_calorie: member?.target_daily_calorie ?? null };
    });
  },
});
