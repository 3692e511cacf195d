// The diet-list form's values and what an item holds. Items keep, beside what is saved (day, meal, food or
// recipe, portion, amount, note), the names and nutrients the editor shows; the body sends only the former.
// An item's nutrients are computed with the shared arithmetic (src/shared/nutrition.ts), so the totals the
// editor shows are the ones the server's PDF prints.
import { gramsOf, nutrientsFor, roundNutrients, type Nutrients } from '../../../shared/nutrition';
import { portionAmount, scaleNutrients } from '../../../shared/dietTotals';
import { formatNumber } from '../../../shared/numberFormat';
import type { Meal } from '../../../shared/schemas/dietLists';
import type { FoodChoice, RecipeChoice } from '../../store/lookupsApi';
import type { DietList, DietListItem } from './types';

export interface DietListFormValues {
  member_id: number | '';
  nutritionist_id: number | '';
  title: string;
  start_date: string;
  end_date: string;
  notes: string;
  day_count: number;
  items: DietListItem[];
}

export const newDietListValues = (memberId?: number): DietListFormValues => ({
  member_id: memberId ?? '',
  nutritionist_id: '',
  title: '',
  start_date: '',
  end_date: '',
  notes: '',
  day_count: 1,
  items: [],
});

export const dietListToValues = (list: DietList, initial: DietListFormValues): DietListFormValues => ({
  ...initial,
  member_id: list.member_id,
  nutritionist_id: list.nutritionist_id ?? '',
  title: list.title,
  start_date: list.start_date,
  end_date: list.end_date,
  notes: list.notes ?? '',
  day_count: list.day_count,
  items: list.items ?? [],
});

export const dietListToBody = (values: DietListFormValues) => ({
  member_id: values.member_id,
  nutritionist_id: values.nutritionist_id === '' ? 0 : values.nutritionist_id,
  title: values.title,
  start_date: values.start_date,
  end_date: values.end_date,
  notes: values.notes,
  day_count: values.day_count,
  items: values.items.map((item) => ({
    day: item.day,
    meal: item.meal,
    food_id: item.food_id ?? null,
    portion_id: item.portion_id ?? null,
    recipe_id: item.recipe_id ?? null,
    amount: item.amount,
    note: item.note ?? '',
  })),
});

/** A food item: `amount` of a portion, or `amount` grams without one. */
export function foodItem(
  place: { day: number; meal: Meal },
  food: FoodChoice,
  portionId: number | null,
  amount: number,
): DietListItem {
  const portion = food.portions.find((p) => p.id === portionId) ?? null;
  const grams = gramsOf(amount, portion);
  return {
    ...place,
    food_id: food.id,
    portion_id: portion?.id ?? null,
    recipe_id: null,
    amount,
    note: '',
    grams,
    name_tr: food.name_tr,
    name_en: food.name_en,
    portion_name_tr: portion?.name_tr ?? null,
    portion_name_en: portion?.name_en ?? null,
    nutrients: roundNutrients(nutrientsFor(food.per100g, grams)),
  };
}

/** A recipe item: `amount` servings. */
export function recipeItem(
  place: { day: number; meal: Meal },
  recipe: RecipeChoice,
  amount: number,
): DietListItem {
  return {
    ...place,
    food_id: null,
    portion_id: null,
    recipe_id: recipe.id,
    amount,
    note: '',
    grams: 0,
    name_tr: recipe.title,
    name_en: recipe.title,
    portion_name_tr: null,
    portion_name_en: null,
    nutrients: roundNutrients(scaleNutrients(recipe.serving, amount)),
  };
}

/** '2 dilim (60 g)', '150 g' or '1.5 porsiyon'. */
/** The editor's amount, numbers in the screen's language ('0,5 porsiyon'); staff see the portion's own name. */
export function amountLabel(item: DietListItem, servings: string, lang: string): string {
  const amount = formatNumber(item.amount, lang, { maximumFractionDigits: 2 });
  if (item.recipe_id) return `${amount} ${servings}`;
  const portion = lang === 'en' ? item.portion_name_en || item.portion_name_tr : item.portion_name_tr;
  if (item.portion_id && portion)
    return `${portionAmount(item.amount, portion, lang)} (${formatNumber(Math.round(item.grams ?? 0), lang)} g)`;
  return `${amount} g`;
}

export const kcal = (n: Nutrients | undefined | null) => Math.round(n?.energy_kcal ?? 0);
