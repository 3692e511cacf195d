// Recipe form (spec part 2 §3, §5): title, lang, type, status, content and ingredients required; the nutrient
// fields default to 0 and difficulty to medium. `servings` divides the totals computed from the ingredient rows.
import { object, string } from 'yup';
import type { ComputedNutrients, Nutrients } from '../nutrition';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  REQUIRED,
  RECORD_STATUSES,
  TOO_LARGE,
  oneOfRequired,
  optionalId,
  requiredId,
  requiredNumber,
  requiredText,
} from './fields';
import type { MediaEntry } from './media';

export const RECIPE_LANGS = ['tr', 'en'] as const;
export const RECIPE_TYPES = [
  'breakfast',
  'soups',
  'vegetable_food',
  'meat_foods',
  'salads',
  'fit_sweets',
  'drinks',
  'snacks',
  'vegan',
  'vegetarian',
  'gluten_free',
  'ketogenic',
  'low_fat',
  'high_energy',
  'low_carbohydrate',
  'others',
] as const;
export const RECIPE_DIFFICULTIES = ['easy', 'medium', 'hard', 'fast'] as const;
/** Rich text may hold pasted images as data URLs; JSON bodies are limited to 1 MiB. */
export const MAX_RECIPE_TEXT = 400_000;

const richText = () => string().required(REQUIRED).max(MAX_RECIPE_TEXT, TOO_LARGE);
const nonNegative = (max: number) => requiredNumber().min(0, INVALID).max(max, INVALID).default(0);

export const recipeSchema = object({
  title: requiredText(),
  lang: oneOfRequired(RECIPE_LANGS),
  type: oneOfRequired(RECIPE_TYPES),
  status: oneOfRequired(RECORD_STATUSES),
  content: richText(),
  ingredients: richText(),
  calorie: nonNegative(100_000),
  carbohydrate: nonNegative(10_000),
  fat: nonNegative(10_000),
  protein: nonNegative(10_000),
  difficulty: oneOfRequired(RECIPE_DIFFICULTIES).default('medium'),
  cooking_time: nonNegative(10_000).integer(INVALID),
  servings: requiredNumber().integer(INVALID).min(1, INVALID).max(100, INVALID).default(1),
});

/**
 * One ingredient row: a food and an amount — a number of the food's portion, or grams when no portion is named
 * (portion_id empty or 0). The server stores the resulting grams; a portion of another food is refused.
 */
export const recipeIngredientSchema = object({
  food_id: requiredId().min(1, INVALID),
  portion_id: optionalId().min(0, INVALID),
  amount: requiredNumber().moreThan(0, INVALID).max(100_000, INVALID),
});

// The records as answered (the registry rows name them in `record`).
export type RecipeType = (typeof RECIPE_TYPES)[number];
export type RecipeLang = (typeof RECIPE_LANGS)[number];
export type RecipeDifficulty = (typeof RECIPE_DIFFICULTIES)[number];

/**
 * One ingredient row of a recipe (portion_id null or 0 when written: the amount is in grams); `grams` is computed
 * by the server from amount and portion.
 */
export type RecipeIngredientRecord = SchemaRecord<typeof recipeIngredientSchema> & {
  recipe_id: number;
  grams: number;
  // Read-only, filled when read:
  food_name_tr?: string;
  food_name_en?: string;
  portion_name_tr?: string | null;
  portion_name_en?: string | null;
  nutrients?: Nutrients;
};

/**
 * A recipe. Content and ingredients (rich text; the weighed rows are `ingredient_rows`) are left out of list
 * answers; calorie … protein are the typed-in figures per serving, cooking_time minutes.
 */
export type RecipeRecord = SchemaRecord<typeof recipeSchema> & {
  attributes: { media?: MediaEntry[] };
  created_at?: string;
  // Read-only, filled when read:
  ingredient_rows?: RecipeIngredientRecord[];
  computed?: ComputedNutrients;
};
