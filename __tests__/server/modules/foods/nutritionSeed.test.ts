// The food table the product ships and the demo nutrition data: USDA's SR24 with at least 7,000 foods, most with
// household measures, values as the release gives them; ~170 Turkish foods by NDB number with Turkish names
// and portions; loaded on a fresh database; at least 10 Turkish dishes as recipes with ingredient rows whose
// computed nutrients are what the recipe's typed-in figures say.
import { TURKISH_FOODS } from '../../../../src/server/modules/foods/data/turkishFoods';
import { TURKISH_NAMES } from '../../../../src/server/modules/foods/data/turkishNames';
import { TURKISH_RECIPES } from '../../../../src/server/modules/foods/data/turkishRecipes';
import { amountText } from '../../../../src/server/modules/foods/demoSeed';
import { readFoodTable } from '../../../../src/server/modules/foods/usda/tableFile';
import { DEMO_PASSWORD } from '../../helpers/testApp';
import { describeEachDatabase } from '../../helpers/testApp';

const table = readFoodTable();
const byNdb = new Map(table.records.map((r) => [r.ndb, r]));

describe('the shipped food table', () => {
  it('holds at least 7,000 USDA foods with NDB numbers, at least 80 % with household measures', () => {
    expect(table.release).toBe('USDA National Nutrient Database for Standard Reference, Release 24');
    expect(table.records.length).toBeGreaterThanOrEqual(7000);
    expect(byNdb.size).toBe(table.records.length);
    expect(table.records.every((r) => /^\d{5}$/.test(r.ndb))).toBe(true);
    const measured = table.records.filter((r) => r.measures.length > 0).length;
    expect(measured / table.records.length).toBeGreaterThanOrEqual(0.8);
  });

  it("gives the release's values (copied from SR24's own files)", () => {
    // usda_sr24/01001.xml, 20322.xml and 16144.xml of Debian's cronometer 0.9.9.
    expect(byNdb.get('01001')).toMatchObject({
      name_en: 'Butter, salted',
      group: '0100',
      nutrients: { energy_kcal: 717, protein_g: 0.85, fat_g: 81.11, sodium_mg: 714, saturated_fat_g: 51.368 },
    });
    expect(byNdb.get('01001')!.measures).toContainEqual({ amount: 1, unit: 'tbsp', grams: 14.2 });
    expect(byNdb.get('20322')).toMatchObject({
      name_en: 'Cornmeal, degermed, enriched, white',
      nutrients: { energy_kcal: 370, protein_g: 7.11, carbohydrate_g: 79.45, fibre_g: 3.9, sugars_g: 1.61 },
      measures: [{ amount: 1, unit: 'cup', grams: 157 }],
    });
    expect(byNdb.get('16144')?.name_en).toBe('Lentils, pink, raw');
    // A nutritionist looking for oats finds more than a handful.
    expect(table.records.filter((r) => /\boat/i.test(r.name_en)).length).toBeGreaterThanOrEqual(20);
  });

  it('names each Turkish food once, by an NDB number of the table, with a household portion', () => {
    expect(TURKISH_FOODS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(TURKISH_FOODS.map((f) => f.ndb)).size).toBe(TURKISH_FOODS.length);
    expect(new Set(TURKISH_FOODS.map((f) => f.key)).size).toBe(TURKISH_FOODS.length);
    for (const food of TURKISH_FOODS) {
      expect([food.key, byNdb.has(food.ndb), food.portions.length > 0]).toEqual([food.key, true, true]);
      expect([food.key, food.ndb in TURKISH_NAMES]).toEqual([food.key, false]);
    }
    const named = Object.keys(TURKISH_NAMES);
    expect(named.length + TURKISH_FOODS.length).toBeGreaterThanOrEqual(300);
    expect(named.filter((ndb) => !byNdb.has(ndb))).toEqual([]);
  });

  it('keeps energy (kcal) consistent with protein, carbohydrate and fat for the Turkish foods (within 20 %)', () => {
    // USDA computes these with specific factors or counts organic acids (lemon's citric, vinegar's acetic).
    const specificFactors = ['mushroom', 'lemon', 'lemon_juice', 'vinegar'];
    for (const { key, ndb } of TURKISH_FOODS) {
      if (specificFactors.includes(key)) continue;
      const n = byNdb.get(ndb)!.nutrients;
      const [kcal, protein, carbohydrate, fat, fibre] = [
        n.energy_kcal ?? 0,
        n.protein_g ?? 0,
        n.carbohydrate_g ?? 0,
        n.fat_g ?? 0,
        n.fibre_g ?? 0,
      ];
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

    it('opens the foods list on the whole USDA table with its sources and portions', async () => {
      const res = await get('foods?start=0&count=20');
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(7000 + 10);
      expect(res.json()).toHaveLength(20);
      // Newest first, the Turkish dishes and foods come before USDA's untranslated ones.
      const names = res.json().map((f: { name_tr: string; name_en: string }) => [f.name_tr, f.name_en]);
      expect(names.filter(([tr, en]: string[]) => tr === en)).toEqual([]);
      const lentils = (await get('foods?ndb_number=16144')).json()[0];
      expect(lentils).toMatchObject({
        name_tr: 'Kırmızı mercimek (kuru)',
        name_en: 'Lentils, pink, raw',
        energy_kcal: byNdb.get('16144')!.nutrients.energy_kcal,
        food_group: 'Legumes and Legume Products',
        source: 'USDA National Nutrient Database for Standard Reference, Release 24',
      });
      expect(lentils.portions.map((p: { name_tr: string }) => p.name_tr)).toContain('1 su bardağı');
      const dishes = (await get('foods?category=dishes&count=100&name=çorba')).json();
      expect(dishes.filter((d: { source: string }) => d.source === 'recipe').length).toBeGreaterThanOrEqual(
        2,
      );
    });

    it('finds a food by its Turkish or English name, folded as Turkish', async () => {
      const names = async (query: string) =>
        (await get(`foods?name=${encodeURIComponent(query)}&count=100`))
          .json()
          .map((f: { name_tr: string }) => f.name_tr);
      expect(await names('YULAF')).toContain('Yulaf ezmesi');
      expect(await names('ıspanak')).toEqual(expect.arrayContaining(['Ispanak', 'Ispanak (haşlanmış)']));
      expect((await names('oat')).length).toBeGreaterThanOrEqual(20);
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
