// A diet-list item's amount as the member reads it: Turkish household measures (else grams alone), USDA's
// English names in English, the measure in Arabic, numbers in each language's format.
import { amountText, gramsText } from '../../src/shared/dietAmount';
import { householdPortion } from '../../src/shared/householdMeasures';

const food = (portion_name_tr: string, portion_name_en: string, amount: number, grams: number) => ({
  portion_id: 1,
  recipe_id: null,
  amount,
  grams,
  portion_name_tr,
  portion_name_en,
});

it.each([
  // A Turkish household measure, with its count multiplied and the weight beside it.
  ['1 yemek kaşığı', '1 tablespoon', 3, 30, '3 yemek kaşığı (30 g)', '3 tablespoon (30 g)'],
  ['0,5 su bardağı', '0.5 glass (100 ml)', 3, 300, '1,5 su bardağı (300 g)', '1.5 glass (300 g)'],
  ['1 adet sivri', '1 long pepper', 2, 40, '2 adet sivri (40 g)', '2 long pepper (40 g)'],
  // USDA's measures as the importer names them: translated natural units stay, asides go.
  ['1 dilim (1 oz)', '1 slice (1 oz)', 2, 56, '2 dilim (56 g)', '2 slice (56 g)'],
  ['1 büyük boy', '1 large', 1, 50, '1 büyük boy (50 g)', '1 large (50 g)'],
  // ... English left in English, and a US cup, are weighed.
  ['1 egg', '1 egg', 2, 18, '18 g', '2 egg (18 g)'],
  ['0,333 ABD bardağı (240 ml)', '0.333 cup', 1, 79.92, '80 g', '0.33 cup (80 g)'],
  ['1 cup, chopped', '1 cup, chopped', 1, 150, '150 g', '1 cup, chopped (150 g)'],
  ['1 tutam', '1 pinch', 1, 0.4, '1 tutam (0,4 g)', '1 pinch (0.4 g)'],
])('%s × %d', (tr, en, amount, grams, inTurkish, inEnglish) => {
  expect(amountText(food(tr, en, amount, grams), 'tr', 'porsiyon')).toBe(inTurkish);
  expect(amountText(food(tr, en, amount, grams), 'en', 'serving(s)')).toBe(inEnglish);
});

it('says the measure in Arabic, the weight isolated left to right; no measure is grams alone', () => {
  expect(amountText(food('1 orta boy', '1 medium', 2, 100), 'ar', 'حصة')).toBe(
    '2 حبة متوسطة (\u2066100 g\u2069)',
  );
  expect(amountText(food('1 egg', '1 egg', 2, 18), 'ar', 'حصة')).toBe('18 g');
});

it('writes grams and servings in the language', () => {
  const grams = { portion_id: null, recipe_id: null, amount: 12.5 };
  expect([amountText(grams, 'tr', ''), amountText(grams, 'en', '')]).toEqual(['12,5 g', '12.5 g']);
  const recipe = { portion_id: null, recipe_id: 3, amount: 1.5 };
  expect(amountText(recipe, 'tr', 'porsiyon')).toBe('1,5 porsiyon');
  expect([gramsText(79.92, 'tr'), gramsText(4.25, 'tr')]).toEqual(['80 g', '4,3 g']);
});

it('finds the longest measure a Turkish name starts with, and none in US measures', () => {
  expect(householdPortion('1 küçük salkım')?.measure.en).toBe('small bunch');
  expect(householdPortion('2 Çay Kaşığı')?.measure.tr).toBe('çay kaşığı');
  expect(['1 ons (28 g)', '1 libre (454 g)', '1 çubuk', '1/2 cup', '', null].map(householdPortion)).toEqual([
    null,
    null,
    null,
    null,
    null,
    null,
  ]);
});
