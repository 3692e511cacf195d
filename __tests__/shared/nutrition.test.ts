import {
  computeRecipe,
  gramsOf,
  nutrientsFor,
  perServing,
  roundNutrients,
  sumNutrients,
  zeroNutrients,
} from '../../src/shared/nutrition';

// Red lentils, raw (FDC 172441 style figures per 100 g).
const lentils = { energy_kcal: 358, protein_g: 23.9, carbohydrate_g: 63.1, fat_g: 2.17, fibre_g: 10.8 };

describe('nutrition arithmetic', () => {
  it('weighs an amount of portions, or grams when there is no portion', () => {
    expect(gramsOf(2, { grams: 192 })).toBe(384);
    expect(gramsOf(150)).toBe(150);
    expect(gramsOf(150, null)).toBe(150);
    expect(gramsOf(Number.NaN, { grams: 10 })).toBe(0);
  });

  it('scales the values per 100 g to a weight; a missing figure counts as 0', () => {
    const half = nutrientsFor(lentils, 50);
    expect(half.energy_kcal).toBeCloseTo(179);
    expect(half.protein_g).toBeCloseTo(11.95);
    expect(nutrientsFor({ energy_kcal: 100, fat_g: null }, 200)).toEqual({
      ...zeroNutrients(),
      energy_kcal: 200,
    });
  });

  it('sums, divides into servings and rounds kcal to whole numbers and grams to one decimal', () => {
    const total = sumNutrients([nutrientsFor(lentils, 200), nutrientsFor(lentils, 100)]);
    expect(total.energy_kcal).toBeCloseTo(1074);
    expect(perServing(total, 3).energy_kcal).toBeCloseTo(358);
    expect(perServing(total, 0).energy_kcal).toBeCloseTo(1074);
    expect(roundNutrients({ ...zeroNutrients(), energy_kcal: 10.6, fat_g: 2.26 })).toEqual({
      ...zeroNutrients(),
      energy_kcal: 11,
      fat_g: 2.3,
    });
  });

  it('computes a recipe: totals and one serving, rounded once', () => {
    const computed = computeRecipe([nutrientsFor(lentils, 192), nutrientsFor(lentils, 8)], 4);
    expect(computed.servings).toBe(4);
    expect(computed.total.energy_kcal).toBe(716);
    expect(computed.per_serving.energy_kcal).toBe(179);
    expect(computed.per_serving.protein_g).toBe(12);
    expect(computeRecipe([], 2).total).toEqual(zeroNutrients());
  });
});
