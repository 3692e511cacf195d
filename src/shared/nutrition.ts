// Nutrient arithmetic shared by the server (a recipe's computed totals, diet lists) and the SPA (the figures
// shown while editing). Foods carry their nutrients per 100 g; energy is kcal only (FoodData Central nutrient
// 1008), never kJ, so sums never mix units.

export interface Nutrients {
  energy_kcal: number;
  protein_g: number;
  carbohydrate_g: number;
  fat_g: number;
  fibre_g: number;
}

export const NUTRIENT_KEYS = ['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g', 'fibre_g'] as const;

/** A food's values per 100 g; a missing figure (null) counts as 0. */
export type Per100g = { [K in keyof Nutrients]?: number | null };

/** A portion as far as weighing goes. */
export interface PortionWeight {
  grams: number;
}

export const zeroNutrients = (): Nutrients => ({
  energy_kcal: 0,
  protein_g: 0,
  carbohydrate_g: 0,
  fat_g: 0,
  fibre_g: 0,
});

const finite = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** Grams of an amount: `amount` portions of `portion`, or `amount` grams when there is no portion. */
export function gramsOf(amount: number, portion?: PortionWeight | null): number {
  const a = finite(amount);
  return portion ? a * finite(portion.grams) : a;
}

/** What `grams` of a food holds, from its values per 100 g. */
export function nutrientsFor(food: Per100g, grams: number): Nutrients {
  const factor = finite(grams) / 100;
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = finite(food[key]) * factor;
  return out;
}

export function sumNutrients(list: readonly Nutrients[]): Nutrients {
  const out = zeroNutrients();
  for (const item of list) for (const key of NUTRIENT_KEYS) out[key] += finite(item[key]);
  return out;
}

/** One serving of a total (servings below 1 count as 1). */
export function perServing(total: Nutrients, servings: number): Nutrients {
  const n = Math.max(1, Math.floor(finite(servings)) || 1);
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = total[key] / n;
  return out;
}

/** Rounded for display and answers: kcal to whole numbers, grams to one decimal. */
export function roundNutrients(n: Nutrients): Nutrients {
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS)
    out[key] = key === 'energy_kcal' ? Math.round(n[key]) : Math.round(n[key] * 10) / 10;
  return out;
}

/** A recipe's nutrients as its answers carry them (`computed`). */
export interface ComputedNutrients {
  total: Nutrients;
  per_serving: Nutrients;
  servings: number;
}

/** Totals and one serving of a list of ingredient nutrients, rounded. */
export function computeRecipe(items: readonly Nutrients[], servings: number): ComputedNutrients {
  const total = sumNutrients(items);
  return {
    total: roundNutrients(total),
    per_serving: roundNutrients(perServing(total, servings)),
    servings: Math.max(1, Math.floor(finite(servings)) || 1),
  };
}
