// Reads and writes behind diet lists: a page of lists' items with what each holds (one query for the items
// with their foods and portions, one for the recipes they name), the names and targets of their members and
// nutritionists, and the replacement of a list's items inside the list's transaction.
import type { Kysely } from 'kysely';
import { recipeServing, scaleNutrients } from '../../../shared/dietTotals';
import { computeRecipe, gramsOf, nutrientsFor, roundNutrients } from '../../../shared/nutrition';
import type { DietListItemRecord, Meal } from '../../../shared/schemas/dietLists';
import type { Database } from '../../db/schema';
import { FOOD_LINE_COLUMNS, ingredientDetails } from '../../db/repositories/nutrition';
import { bumpVersion } from '../../db/repositories/tableVersions';

export interface ItemInput {
  day: number;
  meal: string;
  food_id?: number | null;
  portion_id?: number | null;
  recipe_id?: number | null;
  amount: number;
  note?: string;
}

/** Items of these lists with names and nutrients, by list id, in day, meal and entry order. */
export async function itemsOfLists(
  db: Kysely<Database>,
  listIds: readonly number[],
): Promise<Map<number, Required<DietListItemRecord>[]>> {
  const out = new Map<number, Required<DietListItemRecord>[]>();
  if (listIds.length === 0) return out;
  const rows = await db
    .selectFrom('diet_list_items as i')
    .leftJoin('foods as f', 'f.id', 'i.food_id')
    .leftJoin('food_portions as p', 'p.id', 'i.portion_id')
    .leftJoin('recipes as r', 'r.id', 'i.recipe_id')
    .select([
      'i.id',
      'i.diet_list_id',
      'i.day',
      'i.meal',
      'i.food_id',
      'i.portion_id',
      'i.recipe_id',
      'i.amount',
      'i.grams',
      'i.note',
      ...FOOD_LINE_COLUMNS,
      'r.title as recipe_title',
      'r.servings as recipe_servings',
      'r.calorie',
      'r.protein',
      'r.carbohydrate',
      'r.fat',
    ])
    .where('i.diet_list_id', 'in', [...listIds])
    .orderBy('i.diet_list_id')
    .orderBy('i.day')
    .orderBy('i.position')
    .execute();
  const recipeIds = [...new Set(rows.map((r) => r.recipe_id).filter((id): id is number => Boolean(id)))];
  const ingredients = await ingredientDetails(db, { recipeIds });
  for (const row of rows) {
    let nutrients;
    if (row.recipe_id) {
      const own = ingredients.filter((i) => i.recipe_id === row.recipe_id);
      const computed = computeRecipe(
        own.map((i) => nutrientsFor(i, Number(i.grams))),
        Number(row.recipe_servings ?? 1),
      );
      const serving = recipeServing({
        servings: row.recipe_servings,
        calorie: row.calorie,
        protein: row.protein,
        carbohydrate: row.carbohydrate,
        fat: row.fat,
        computed: own.length > 0 ? computed : null,
      });
      nutrients = scaleNutrients(serving, Number(row.amount));
    } else nutrients = nutrientsFor(row, Number(row.grams));
    const item: Required<DietListItemRecord> = {
      id: row.id,
      diet_list_id: row.diet_list_id,
      day: row.day,
      meal: row.meal as Meal,
      food_id: row.food_id,
      portion_id: row.portion_id,
      recipe_id: row.recipe_id,
      amount: Number(row.amount),
      note: row.note,
      grams: Number(row.grams),
      name_tr: (row.recipe_id ? row.recipe_title : row.food_name_tr) ?? '',
      name_en: (row.recipe_id ? row.recipe_title : row.food_name_en) ?? '',
      portion_name_tr: row.portion_name_tr,
      portion_name_en: row.portion_name_en,
      nutrients: roundNutrients(nutrients),
    };
    const list = out.get(row.diet_list_id) ?? [];
    list.push(item);
    out.set(row.diet_list_id, list);
  }
  return out;
}

/** Which of these foods, portions (with their food) and recipes exist. */
export async function referencedRows(
  db: Kysely<Database>,
  items: readonly ItemInput[],
): Promise<{
  foods: Set<number>;
  portions: Map<number, { food_id: number; grams: number }>;
  recipes: Set<number>;
}> {
  const ids = (pick: (i: ItemInput) => number | null | undefined) => [
    ...new Set(items.map(pick).filter((id): id is number => Boolean(id))),
  ];
  const foodIds = ids((i) => i.food_id);
  const portionIds = ids((i) => i.portion_id);
  const recipeIds = ids((i) => i.recipe_id);
  const foods = foodIds.length
    ? await db.selectFrom('foods').select('id').where('id', 'in', foodIds).execute()
    : [];
  const portions = portionIds.length
    ? await db
        .selectFrom('food_portions')
        .select(['id', 'food_id', 'grams'])
        .where('id', 'in', portionIds)
        .execute()
    : [];
  const recipes = recipeIds.length
    ? await db.selectFrom('recipes').select('id').where('id', 'in', recipeIds).execute()
    : [];
  return {
    foods: new Set(foods.map((f) => f.id)),
    portions: new Map(portions.map((p) => [p.id, { food_id: p.food_id, grams: Number(p.grams) }])),
    recipes: new Set(recipes.map((r) => r.id)),
  };
}

/** Replaces a list's items (inside the list's transaction); food items store their weight. */
export async function replaceItems(
  db: Kysely<Database>,
  listId: number,
  items: readonly ItemInput[],
): Promise<void> {
  await db.deleteFrom('diet_list_items').where('diet_list_id', '=', listId).execute();
  if (items.length > 0) {
    const { portions } = await referencedRows(
      db,
      items.filter((i) => i.portion_id),
    );
    await db
      .insertInto('diet_list_items')
      .values(
        items.map((item, position) => ({
          diet_list_id: listId,
          day: item.day,
          meal: item.meal,
          position,
          food_id: item.food_id || null,
          portion_id: (item.food_id && item.portion_id) || null,
          recipe_id: item.recipe_id || null,
          amount: item.amount,
          grams: item.food_id
            ? gramsOf(item.amount, item.portion_id ? portions.get(item.portion_id) : null)
            : 0,
          note: item.note ?? '',
        })),
      )
      .execute();
  }
  await bumpVersion(db, 'diet_list_items');
}

/** Items beyond a shortened list's last day go. */
export async function dropItemsAfter(db: Kysely<Database>, listId: number, dayCount: number): Promise<void> {
  const gone = await db
    .deleteFrom('diet_list_items')
    .where('diet_list_id', '=', listId)
    .where('day', '>', dayCount)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) > 0) await bumpVersion(db, 'diet_list_items');
}

/** Names (and the member's target) shown with lists. */
export async function peopleOfLists(
  db: Kysely<Database>,
  memberIds: readonly number[],
  userIds: readonly number[],
): Promise<{
  members: Map<number, { name: string; email: string; target_daily_calorie: number }>;
  users: Map<number, string>;
}> {
  const members = memberIds.length
    ? await db
        .selectFrom('members')
        .select(['id', 'name', 'email', 'target_daily_calorie'])
        .where('id', 'in', [...memberIds])
        .execute()
    : [];
  const users = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'name', 'lastname'])
        .where('id', 'in', [...userIds])
        .execute()
    : [];
  return {
    members: new Map(
      members.map((m) => [
        m.id,
        { name: m.name, email: m.email, target_daily_calorie: Number(m.target_daily_calorie) || 0 },
      ]),
    ),
    users: new Map(users.map((u) => [u.id, `${u.name} ${u.lastname ?? ''}`.trim()])),
  };
}
