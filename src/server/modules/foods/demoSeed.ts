// Demo nutrition data: Turkish dishes built as recipes from the Turkish foods of the USDA table (loaded before
// as reference data, see referenceSeed.ts) with weighed ingredient rows, plus each dish as a food per 100 g
// (source 'recipe'), so a diet list can portion it like any food.
import type { Insertable, Kysely } from 'kysely';
import {
  computeRecipe,
  gramsOf,
  nutrientsFor,
  roundNutrients,
  sumNutrients,
  type Nutrients,
} from '../../../shared/nutrition';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database, FoodTable } from '../../db/schema';
import { isoNow } from '../../db/time';
import { TURKISH_FOODS } from './data/turkishFoods';
import { TURKISH_RECIPES, type DemoRecipe } from './data/turkishRecipes';

const BATCH = 50;

interface SeededFood {
  id: number;
  name_tr: string;
  nutrients: Nutrients;
  portions: Map<string, { id: number; grams: number }>;
}

/** The Turkish foods by their key, as the food table holds them (nutrients and portions by Turkish name). */
async function turkishFoods(db: Kysely<Database>): Promise<Map<string, SeededFood>> {
  const rows = await db
    .selectFrom('foods')
    .select(['id', 'ndb_number', 'name_tr', 'energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g', 'fibre_g'])
    .where(
      'ndb_number',
      'in',
      TURKISH_FOODS.map((food) => food.ndb),
    )
    .where('imported_at', 'is not', null)
    .execute();
  const byNdb = new Map(rows.map((row) => [row.ndb_number, row]));
  const portions = await db
    .selectFrom('food_portions')
    .select(['id', 'food_id', 'name_tr', 'grams'])
    .where(
      'food_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const foods = new Map<string, SeededFood>();
  for (const food of TURKISH_FOODS) {
    const row = byNdb.get(food.ndb);
    if (!row) throw new Error(`The food table lacks ${food.ndb} (${food.name_tr}): load it before the demo`);
    const { id, name_tr, energy_kcal, protein_g, carbohydrate_g, fat_g, fibre_g } = row;
    const own = new Map(
      portions.filter((p) => p.food_id === id).map((p) => [p.name_tr, { id: p.id, grams: p.grams }]),
    );
    foods.set(food.key, {
      id,
      name_tr,
      nutrients: { energy_kcal, protein_g, carbohydrate_g, fat_g, fibre_g },
      portions: own,
    });
  }
  return foods;
}

async function insertFoods(db: Kysely<Database>, rows: Insertable<FoodTable>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insertInto('foods')
      .values(rows.slice(i, i + BATCH))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

async function insertPortions(
  db: Kysely<Database>,
  rows: { food_id: number; name_tr: string; name_en: string; grams: number }[],
  now: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insertInto('food_portions')
      .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, created_at: now, updated_at: now })))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** '1 su bardağı' with 2 → '2 su bardağı'; 0.5 → '½ su bardağı' (Turkish recipes write fractions). */
export function amountText(amount: number, portion: string): string {
  const fractions: Record<string, string> = { '0.5': '½', '0.25': '¼', '0.75': '¾', '1.5': '1½' };
  const n = fractions[String(amount)] ?? String(amount).replace('.', ',');
  return portion.startsWith('1 ') ? `${n} ${portion.slice(2)}` : `${n} × ${portion}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

interface Line {
  food: SeededFood;
  portion?: { id: number; grams: number };
  amount: number;
  grams: number;
  text: string;
}

function linesOf(recipe: DemoRecipe, foods: Map<string, SeededFood>): Line[] {
  return recipe.lines.map(([key, amount, portionName]) => {
    const food = foods.get(key);
    if (!food) throw new Error(`Recipe '${recipe.title}' names an unknown food '${key}'`);
    const portion = portionName === undefined ? undefined : food.portions.get(portionName);
    if (portionName !== undefined && !portion)
      throw new Error(`Recipe '${recipe.title}': food '${key}' has no portion '${portionName}'`);
    const grams = Math.round(gramsOf(amount, portion) * 100) / 100;
    const text = portionName
      ? `${amountText(amount, portionName)} ${food.name_tr.toLocaleLowerCase('tr')}`
      : `${amount} g ${food.name_tr.toLocaleLowerCase('tr')}`;
    return { food, portion, amount, grams, text };
  });
}

export async function seedNutrition(db: Kysely<Database>): Promise<void> {
  const now = isoNow();
  const foods = await turkishFoods(db);

  const dishes: Insertable<FoodTable>[] = [];
  const dishPortions: { title: string; portion: NonNullable<DemoRecipe['dish']> }[] = [];
  for (const recipe of TURKISH_RECIPES) {
    const lines = linesOf(recipe, foods);
    const total = sumNutrients(lines.map((line) => nutrientsFor(line.food.nutrients, line.grams)));
    const computed = computeRecipe(
      lines.map((line) => nutrientsFor(line.food.nutrients, line.grams)),
      recipe.servings,
    );
    const saved = await db
      .insertInto('recipes')
      .values({
        title: recipe.title,
        lang: 'tr',
        type: recipe.type,
        status: 'active',
        content: `<ol>${recipe.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
        ingredients: `<ul>${lines.map((line) => `<li>${escapeHtml(line.text)}</li>`).join('')}</ul>`,
        calorie: computed.per_serving.energy_kcal,
        carbohydrate: computed.per_serving.carbohydrate_g,
        fat: computed.per_serving.fat_g,
        protein: computed.per_serving.protein_g,
        difficulty: recipe.difficulty,
        cooking_time: recipe.cooking_time,
        servings: recipe.servings,
        attributes: JSON.stringify({}),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('recipe_ingredients')
      .values(
        lines.map((line) => ({
          recipe_id: Number(saved.id),
          food_id: line.food.id,
          portion_id: line.portion?.id ?? null,
          amount: line.amount,
          grams: line.grams,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    if (recipe.dish) {
      const weight = lines.reduce((sum, line) => sum + line.grams, 0);
      const dish = roundNutrients(scale(total, 100 / weight));
      dishes.push({
        name_tr: recipe.title,
        name_en: '',
        category: 'dishes',
        ...dish,
        fdc_id: null,
        food_group: '',
        source: 'recipe',
        created_at: now,
        updated_at: now,
      });
      dishPortions.push({ title: recipe.title, portion: recipe.dish });
    }
  }
  const dishIds = await insertFoods(db, dishes);
  await insertPortions(
    db,
    dishPortions.map(({ portion }, i) => ({
      food_id: dishIds[i]!,
      name_tr: portion.portion,
      name_en: portion.portion_en,
      grams: portion.grams,
    })),
    now,
  );
  for (const table of ['foods', 'food_portions', 'recipes', 'recipe_ingredients'])
    await bumpVersion(db, table);
}

/** Every figure of a total times `factor` (a dish's total for its weight → its values per 100 g). */
function scale(total: Nutrients, factor: number): Nutrients {
  return {
    energy_kcal: total.energy_kcal * factor,
    protein_g: total.protein_g * factor,
    carbohydrate_g: total.carbohydrate_g * factor,
    fat_g: total.fat_g * factor,
    fibre_g: total.fibre_g * factor,
  };
}
