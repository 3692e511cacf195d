// A diet list's totals, shared by the SPA's editor and the server's PDF so both show the same figures: each
// meal of each day, each day, against the member's target_daily_calorie.
import { formatNumber } from './numberFormat';
import {
  NUTRIENT_KEYS,
  perServing,
  roundNutrients,
  sumNutrients,
  zeroNutrients,
  type Nutrients,
} from './nutrition';
import { MEALS, type Meal } from './meals';

/** What the totals need of an item: where it sits and what it holds. */
export interface PlacedNutrients {
  day: number;
  meal: Meal | string;
  nutrients?: Nutrients | null;
}

export interface DayTotals {
  day: number;
  meals: Record<Meal, Nutrients>;
  total: Nutrients;
  /** Share of the target energy (1 = on target); null without a target. */
  ofTarget: number | null;
}

/** Per day (1…dayCount) and meal, rounded once after summing. */
export function dietTotals(
  items: readonly PlacedNutrients[],
  dayCount: number,
  targetKcal: number,
): DayTotals[] {
  const days: DayTotals[] = [];
  for (let day = 1; day <= Math.max(0, dayCount); day += 1) {
    const ofDay = items.filter((item) => Number(item.day) === day);
    const meals = Object.fromEntries(
      MEALS.map((meal) => [
        meal,
        roundNutrients(
          sumNutrients(ofDay.filter((i) => i.meal === meal).map((i) => i.nutrients ?? zeroNutrients())),
        ),
      ]),
    ) as Record<Meal, Nutrients>;
    const total = roundNutrients(sumNutrients(ofDay.map((i) => i.nutrients ?? zeroNutrients())));
    days.push({ day, meals, total, ofTarget: targetKcal > 0 ? total.energy_kcal / targetKcal : null });
  }
  return days;
}

/** Within 10 % of the target is on target. */
export const targetState = (ofTarget: number | null): 'none' | 'under' | 'on' | 'over' =>
  ofTarget === null ? 'none' : ofTarget < 0.9 ? 'under' : ofTarget > 1.1 ? 'over' : 'on';

/** What one serving of a recipe holds: from its weighed ingredient rows, else its typed-in figures. */
export function recipeServing(recipe: {
  servings?: number | null;
  calorie?: number | null;
  protein?: number | null;
  carbohydrate?: number | null;
  fat?: number | null;
  computed?: { total: Nutrients } | null;
}): Nutrients {
  const total = recipe.computed?.total;
  if (total && total.energy_kcal > 0) return perServing(total, Number(recipe.servings ?? 1));
  return {
    ...zeroNutrients(),
    energy_kcal: Number(recipe.calorie) || 0,
    protein_g: Number(recipe.protein) || 0,
    carbohydrate_g: Number(recipe.carbohydrate) || 0,
    fat_g: Number(recipe.fat) || 0,
  };
}

export const scaleNutrients = (n: Nutrients, factor: number): Nutrients => {
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = n[key] * factor;
  return out;
};

/** '1 dilim' taken 2 times reads '2 dilim'; a portion not named by one unit reads '2 × yarım ekmek' (tr: '0,5'). */
export function portionAmount(amount: number, portion: string, lang: string): string {
  const n = formatNumber(amount, lang, { maximumFractionDigits: 2 });
  return portion.startsWith('1 ') ? `${n} ${portion.slice(2)}` : `${n} × ${portion}`;
}
