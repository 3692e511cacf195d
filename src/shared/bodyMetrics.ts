// Body figures computed from a measurement, shared by the server (stored BMI, the dashboard, the histogram) and
// the measurement form (shown while typing): BMI with the WHO adult categories, the waist-hip ratio, and body fat
// from four skinfolds by Durnin & Womersley (1974) with Siri's equation.

export const BMI_CATEGORIES = [
  'underweight',
  'normal',
  'overweight',
  'obese_1',
  'obese_2',
  'morbid_obese',
] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** kg / m², one decimal; null without a positive weight and height (cm). */
export function bmiOf(weightKg: unknown, heightCm: unknown): number | null {
  if (!positive(weightKg) || !positive(heightCm)) return null;
  const metres = heightCm / 100;
  return round(weightKg / (metres * metres), 1);
}

/** WHO cut-offs: < 18.5, 18.5–24.9, 25–29.9, 30–34.9, 35–39.9, ≥ 40 (a boundary belongs to the higher class). */
export function bmiCategory(bmi: number | null | undefined): BmiCategory | null {
  if (bmi === null || bmi === undefined || !Number.isFinite(bmi) || bmi <= 0) return null;
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese_1';
  if (bmi < 40) return 'obese_2';
  return 'morbid_obese';
}

/** Waist / hip, two decimals. */
export function waistHipRatio(waist: unknown, hip: unknown): number | null {
  if (!positive(waist) || !positive(hip)) return null;
  return round(waist / hip, 2);
}

export type Sex = 'male' | 'female';
export const SEXES: readonly Sex[] = ['male', 'female'];

// Durnin & Womersley (1974), table 4: density = c − m · log10(Σ biceps, triceps, subscapular, suprailiac).
const DW: Record<Sex, readonly [maxAge: number, c: number, m: number][]> = {
  male: [
    [16, 1.1533, 0.0643],
    [19, 1.162, 0.063],
    [29, 1.1631, 0.0632],
    [39, 1.1422, 0.0544],
    [49, 1.162, 0.07],
    [Infinity, 1.1715, 0.0779],
  ],
  female: [
    [16, 1.1369, 0.0598],
    [19, 1.1549, 0.0678],
    [29, 1.1599, 0.0717],
    [39, 1.1423, 0.0632],
    [49, 1.1333, 0.0612],
    [Infinity, 1.1339, 0.0645],
  ],
};

export interface Skinfolds {
  biceps?: number | null;
  triceps?: number | null;
  subscapula?: number | null;
  iliac_crest?: number | null;
}

/** Body fat % (one decimal) from the four skinfolds in mm; null unless all four, the age and the sex are known. */
export function durninWomersley(folds: Skinfolds, age: number | null, sex: Sex | null | undefined) {
  const values = [folds.biceps, folds.triceps, folds.subscapula, folds.iliac_crest];
  if (!sex || age === null || !Number.isFinite(age) || age < 0 || !values.every(positive)) return null;
  const sum = (values as number[]).reduce((a, b) => a + b, 0);
  const [, c, m] = DW[sex].find(([maxAge]) => age <= maxAge)!;
  const density = c - m * Math.log10(sum);
  return round(495 / density - 450, 1);
}

/** Whole years between a yyyy-MM-dd birthdate and a yyyy-MM-dd day; null when either is missing. */
export function ageOn(birthdate: string | null | undefined, day: string | null | undefined): number | null {
  if (!birthdate || !day) return null;
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (![by, bm, bd, y, m, d].every(Number.isFinite)) return null;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A measurement's details (MEASUREMENT_DETAILS_*): the skinfolds and circumferences, and the ratio from them. */
export const MEASUREMENT_DETAIL_FIELDS = [
  'biceps',
  'triceps',
  'subscapula',
  'iliac_crest',
  'shoulder',
  'chest',
  'closed_chest',
  'arms',
  'calves',
  'waist',
  'hip',
  'legs',
  'neck',
  'waist_hip_ratio',
] as const;

/** The measured fields a dashboard and a histogram may name (numbers of a measurement). */
export const MEASUREMENT_FIELDS = ['weight', 'bmi', 'body_fat', ...MEASUREMENT_DETAIL_FIELDS] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/**
 * `bins` equal-width bins from the smallest to the largest value (the last bin includes its upper edge); one bin
 * of width 0 when every value is equal, none without values.
 */
export function histogramBins(min: number, max: number, bins: number): { from: number; to: number }[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max <= min) return [{ from: min, to: max }];
  const width = (max - min) / bins;
  return Array.from({ length: bins }, (_, i) => ({
    from: round(min + i * width, 4),
    to: i === bins - 1 ? max : round(min + (i + 1) * width, 4),
  }));
}

/** The bin index of `value` among `bins` equal-width bins over [min, max]. */
export function binIndex(value: number, min: number, max: number, bins: number): number {
  if (max <= min) return 0;
  return Math.min(bins - 1, Math.max(0, Math.floor(((value - min) / (max - min)) * bins)));
}
