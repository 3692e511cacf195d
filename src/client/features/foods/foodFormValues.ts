// Food form values: the names, the category and the nutrients per 100 g as typed (decimal text); the source
// fields keep a USDA record's NDB number, FDC id, food group and release.
import type { Body } from '../../api/resourceClient';
import type { Food } from './types';

export interface FoodFormValues {
  name_tr: string;
  name_en: string;
  category: string;
  energy_kcal: string;
  protein_g: string;
  carbohydrate_g: string;
  fat_g: string;
  fibre_g: string;
  sugars_g: string;
  saturated_fat_g: string;
  sodium_mg: string;
  ndb_number: string;
  fdc_id: string;
  food_group: string;
  source: string;
}

export const newFoodValues: FoodFormValues = {
  name_tr: '',
  name_en: '',
  category: '',
  energy_kcal: '',
  protein_g: '',
  carbohydrate_g: '',
  fat_g: '',
  fibre_g: '0',
  sugars_g: '',
  saturated_fat_g: '',
  sodium_mg: '',
  ndb_number: '',
  fdc_id: '',
  food_group: '',
  source: '',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function foodToValues(food: Food): FoodFormValues {
  return {
    name_tr: food.name_tr,
    name_en: food.name_en ?? '',
    category: food.category,
    energy_kcal: text(food.energy_kcal),
    protein_g: text(food.protein_g),
    carbohydrate_g: text(food.carbohydrate_g),
    fat_g: text(food.fat_g),
    fibre_g: text(food.fibre_g),
    sugars_g: text(food.sugars_g),
    saturated_fat_g: text(food.saturated_fat_g),
    sodium_mg: text(food.sodium_mg),
    ndb_number: text(food.ndb_number),
    fdc_id: text(food.fdc_id),
    food_group: food.food_group ?? '',
    source: food.source ?? '',
  };
}

const OPTIONAL = ['sugars_g', 'saturated_fat_g', 'sodium_mg', 'ndb_number', 'fdc_id'] as const;

/** An empty optional figure or reference is sent as null (unknown, or a food typed in by hand). */
export const foodToBody = (values: FoodFormValues): Body => ({
  ...values,
  ...Object.fromEntries(OPTIONAL.map((field) => [field, values[field] === '' ? null : values[field]])),
});
