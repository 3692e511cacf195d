// BMI and its WHO category at every boundary, the waist-hip ratio, Durnin–Womersley body fat, and the
// histogram's bins.
import {
  ageOn,
  binIndex,
  bmiCategory,
  bmiOf,
  durninWomersley,
  histogramBins,
  waistHipRatio,
} from '../../src/shared/bodyMetrics';

describe('body metrics', () => {
  it('computes BMI from kg and cm, one decimal; nothing without both', () => {
    expect(bmiOf(72.5, 170)).toBe(25.1);
    expect(bmiOf(70, 0)).toBeNull();
    expect(bmiOf(null, 170)).toBeNull();
  });

  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese_1'],
    [34.9, 'obese_1'],
    [35, 'obese_2'],
    [39.9, 'obese_2'],
    [40, 'morbid_obese'],
  ])('BMI %s is %s (WHO cut-offs, a boundary goes up)', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('has no category without a BMI', () => {
    expect(bmiCategory(null)).toBeNull();
    expect(bmiCategory(0)).toBeNull();
  });

  it('computes the waist-hip ratio to two decimals', () => {
    expect(waistHipRatio(80, 100)).toBe(0.8);
    expect(waistHipRatio(85, 0)).toBeNull();
  });

  it('computes Durnin–Womersley body fat from four skinfolds, by sex and age band', () => {
    const folds = { biceps: 5, triceps: 10, subscapula: 15, iliac_crest: 20 }; // Σ 50 mm
    // Men 20–29: D = 1.1631 − 0.0632·log10(50) = 1.05573; Siri 495/D − 450 = 18.9 %
    expect(durninWomersley(folds, 25, 'male')).toBe(18.9);
    // Women 30–39: D = 1.1423 − 0.0632·log10(50) = 1.03493 → 28.3 %
    expect(durninWomersley(folds, 35, 'female')).toBe(28.3);
    expect(durninWomersley({ ...folds, biceps: null }, 25, 'male')).toBeNull();
    expect(durninWomersley(folds, null, 'male')).toBeNull();
    expect(durninWomersley(folds, 25, null)).toBeNull();
  });

  it('counts whole years of age', () => {
    expect(ageOn('1990-05-17', '2026-05-16')).toBe(35);
    expect(ageOn('1990-05-17', '2026-05-17')).toBe(36);
  });

  it('makes equal-width bins, the last one closed', () => {
    expect(histogramBins(0, 10, 5)).toEqual([
      { from: 0, to: 2 },
      { from: 2, to: 4 },
      { from: 4, to: 6 },
      { from: 6, to: 8 },
      { from: 8, to: 10 },
    ]);
    expect(binIndex(10, 0, 10, 5)).toBe(4);
    expect(binIndex(2, 0, 10, 5)).toBe(1);
    expect(histogramBins(3, 3, 5)).toEqual([{ from: 3, to: 3 }]);
  });
});
