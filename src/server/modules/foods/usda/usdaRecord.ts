// One food as USDA's Standard Reference releases describe it, whichever file format it was read from: its NDB
// number, its food group's code, its description, the nutrients the product keeps (per 100 g of the edible part)
// and its household measures. Readers (srAscii.ts, cronometer.ts) produce these; importFoods.ts stores them.

/** Per 100 g. Null where the release has no value (USDA leaves a nutrient out rather than guess it). */
export interface UsdaNutrients {
  energy_kcal: number | null;
  protein_g: number | null;
  carbohydrate_g: number | null;
  fat_g: number | null;
  fibre_g: number | null;
  sugars_g: number | null;
  sodium_mg: number | null;
  saturated_fat_g: number | null;
}

export const NUTRIENT_KEYS = [
  'energy_kcal',
  'protein_g',
  'carbohydrate_g',
  'fat_g',
  'fibre_g',
  'sugars_g',
  'sodium_mg',
  'saturated_fat_g',
] as const satisfies readonly (keyof UsdaNutrients)[];

/** SR's nutrient numbers (NUT_DEF.Nutr_No) of the nutrients kept. */
export const SR_NUTRIENT_NUMBERS: Readonly<Record<string, keyof UsdaNutrients>> = {
  '208': 'energy_kcal',
  '203': 'protein_g',
  '205': 'carbohydrate_g',
  '204': 'fat_g',
  '291': 'fibre_g',
  '269': 'sugars_g',
  '307': 'sodium_mg',
  '606': 'saturated_fat_g',
};

/** `1.0 cup = 157 g`, as USDA's WEIGHT table writes a measure. */
export interface UsdaMeasure {
  amount: number;
  unit: string;
  grams: number;
}

export interface UsdaRecord {
  /** Five digits, zero-padded ('01001'); stable across SR releases. */
  ndb: string;
  /** SR food group code ('0100'). */
  group: string;
  name_en: string;
  nutrients: UsdaNutrients;
  measures: UsdaMeasure[];
}

/** A food of the source left out, and why. */
export interface UsdaSkip {
  ndb: string;
  reason: string;
}

export interface UsdaSource {
  /** The release's name, kept as each imported food's `source`. */
  release: string;
  records: UsdaRecord[];
  skipped: UsdaSkip[];
}

export const emptyNutrients = (): UsdaNutrients => ({
  energy_kcal: null,
  protein_g: null,
  carbohydrate_g: null,
  fat_g: null,
  fibre_g: null,
  sugars_g: null,
  sodium_mg: null,
  saturated_fat_g: null,
});

/** A number as USDA writes it ('0.0050', '717.0'); null for an empty or malformed field. */
export function usdaNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** NDB numbers are five digits; some files drop the leading zero. */
export const ndbNumber = (text: string): string => text.trim().padStart(5, '0');
