// Food form values: the names, the category and the nutrients per 100 g as typed (decimal text); the source
// fields keep a USDA record's FDC id and data set.
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
  fdc_id: string;
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
  fdc_id: '',
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
    fdc_id: text(food.fdc_id),
    source: food.source ?? '',
  };
}

/** An empty FDC id is sent as null (a food typed in by hand has none). */
export const foodToBody = (values: FoodFormValues): Body => ({
  ...values,
  fdc_id: values.fdc_id === '' ? null : values.fdc_id,
});
