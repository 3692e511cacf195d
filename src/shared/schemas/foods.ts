// Foods and their household portions (spec part 2 §3, §7; design in docs/foods-data.md). A food's
// nutrients are per 100 g of the edible part; energy is kcal (FoodData Central nutrient 1008) and nothing else.
import { object } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import {
  INVALID,
  oneOfRequired,
  optionalId,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredText,
} from './fields';

export const FOOD_CATEGORIES = [
  'cereals',
  'bakery',
  'legumes',
  'vegetables',
  'fruits',
  'meat',
  'poultry',
  'fish',
  'eggs',
  'dairy',
  'cheese',
  'nuts_seeds',
  'oils_fats',
  'sweets',
  'beverages',
  'condiments',
  'dishes',
  'others',
] as const;

/** Grams per 100 g can be at most 100; energy at most pure fat's (USDA: 902 kcal for lard and tallow). */
const per100g = () => requiredNumber().min(0, INVALID).max(100, INVALID);
/** A figure the source may lack (USDA leaves some out): empty is null. */
const optionalPer100g = () => optionalNumber().min(0, INVALID).max(100, INVALID).nullable();

export const foodSchema = object({
  name_tr: requiredText(),
  name_en: optionalText(),
  category: oneOfRequired(FOOD_CATEGORIES),
  energy_kcal: requiredNumber().min(0, INVALID).max(910, INVALID),
  protein_g: per100g(),
  carbohydrate_g: per100g(),
  fat_g: per100g(),
  fibre_g: per100g(),
  sugars_g: optionalPer100g(),
  saturated_fat_g: optionalPer100g(),
  /** Milligrams per 100 g: table salt, the saltiest food, has about 38,800. */
  sodium_mg: optionalNumber().min(0, INVALID).max(40_000, INVALID).nullable(),
  /** FoodData Central id of the source record; empty for a food typed in by hand. */
  fdc_id: optionalId().min(1, INVALID).max(99_999_999, INVALID),
  /** USDA's NDB number, five digits; empty for a food typed in by hand. */
  ndb_number: optionalText(5)
    .matches(/^(\d{5})?$/, INVALID)
    .transform((v: string) => (v === '' ? null : v))
    .nullable(),
  food_group: optionalText(),
  source: optionalText(),
});

/** A named household measure and its weight: '1 dilim' = 30 g. */
export const foodPortionSchema = object({
  name_tr: requiredText(120),
  name_en: optionalText(120),
  grams: requiredNumber().moreThan(0, INVALID).max(5000, INVALID),
});

// The records as answered (the registry rows name them in `record`).
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** A named household measure of a food and its weight ('1 dilim' = 30 g). */
export type FoodPortionRecord = SchemaRecord<typeof foodPortionSchema> & { food_id: number };
