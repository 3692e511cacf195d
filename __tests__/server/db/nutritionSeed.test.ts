// The demo nutrition data: at least 150 USDA foods with FDC ids, source and household portions whose energy
// agrees with their macronutrients, and at least 10 Turkish dishes as recipes with ingredient rows whose
// computed nutrients are what the recipe's typed-in figures say.
import { USDA_FOODS } from '../../../src/server/modules/foods/data/usdaFoods';
import { TURKISH_RECIPES } from '../../../src/server/modules/foods/data/turkishRecipes';
import { amountText } from '../../../src/server/modules/foods/demoSeed';
import { DEMO_PASSWORD } from '../helpers/testApp';
import { describeEachDatabase } from '../helpers/testApp';

describe('demo foods data', () => {
  it('has at least 150 foods, each with a unique FDC id and key and at least one portion', () => {
    expect(USDA_FOODS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(USDA_FOODS.map((f) => f.fdc_id)).size).toBe(USDA_FOODS.length);
    expect(new Set(USDA_FOODS.map((f) => f.key)).size).toBe(USDA_FOODS.length);
    for (const food of USDA_FOODS) expect([food.key, food.portions.length > 0]).toEqual([food.key, true]);
  });

  it('keeps energy (kcal) consistent with protein, carbohydrate and fat (Atwater 4/4/9, within 20 %)', () => {
    // USDA computes these with specific factors or counts organic acids (lemon's citric, vinegar's acetic).
    const specificFactors = ['mushroom', 'lemon', 'lemon_juice', 'vinegar'];
    for (const { key, per100g } of USDA_FOODS) {
      if (specificFactors.includes(key)) continue;
      const [kcal, protein, carbohydrate, fat, fibre] = per100g;
      expect([key, protein + carbohydrate + fat <= 100.5, fibre <= carbohydrate + 0.01]).toEqual([
        key,
        true,
        true,
      ]);
      const atwater = 4 * protein + 4 * (carbohydrate - fibre) + 9 * fat + 2 * fibre;
      if (kcal > 20) expect([key, Math.abs(atwater - kcal) / kcal < 0.2]).toEqual([key, true]);
    }
  });

  it('writes amounts as Turkish recipes do', () => {
    expect(amountText(2, '1 su bardağı')).toBe('2 su bardağı');
    expect(amountText(0.5, '1 demet')).toBe('½ demet');
    expect(amountText(1.2, '1 adet')).toBe('1,2 adet');
  });
});

describeEachDatabase(
  'demo nutrition seed',
  (t) => {
    let token = '';
    beforeAll(async () => {
      token = (await t().login('nutritionist', DEMO_PASSWORD)).access_token;
    });
    const get = (path: string) => t().request({ method: 'GET', url: `/api/v1/${path}`, token });

    it('opens the foods list with 20 rows, USDA sources and portions', async () => {
      const res = await get('foods?start=0&count=20');
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(150 + 10);
      expect(res.json()).toHaveLength(20);
      const lentils = (await get('foods?fdc_id=174284')).json()[0];
      expect(lentils).toMatchObject({
        name_tr: 'Kırmızı mercimek (kuru)',
        energy_kcal: 358,
        source: 'USDA FoodData Central SR Legacy',
      });
      expect(lentils.portions.map((p: { name_tr: string }) => p.name_tr)).toContain('1 su bardağı');
      const dishes = (await get('foods?category=dishes&count=100')).json();
      expect(dishes.length).toBeGreaterThanOrEqual(10);
      expect(
        dishes.every((d: { source: string; fdc_id: null }) => d.source === 'recipe' && d.fdc_id === null),
      ).toBe(true);
    });

    it('builds the Turkish dishes as recipes whose rows compute the typed-in figures', async () => {
      const list = await get('recipes?count=100');
      expect(Number(list.headers['x-total-count'])).toBe(TURKISH_RECIPES.length);
      expect(TURKISH_RECIPES.length).toBeGreaterThanOrEqual(10);
      const soup = list.json().find((r: { title: string }) => r.title === 'Mercimek çorbası');
      const read = (await get(`recipes/${soup.id}`)).json();
      expect(read.ingredient_rows.length).toBe(9);
      expect(read.ingredient_rows[0]).toMatchObject({ portion_name_tr: '1 su bardağı', grams: 180 });
      expect(read.calorie).toBe(read.computed.per_serving.energy_kcal);
      expect(read.computed.per_serving.energy_kcal).toBeGreaterThan(150);
      expect(read.computed.per_serving.energy_kcal).toBeLessThan(350);
      expect(read.ingredients).toContain('<li>1 su bardağı kırmızı mercimek (kuru)</li>');
    });
  },
  { seedDemo: true },
);
