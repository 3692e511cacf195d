// The importer against a real database: a release goes in once with its portions; run again it changes
// nothing; a newer release updates what changed and adds the measures a food lacks, never removing one; a food
// staff edited or created with that NDB number is left alone, and said so in the summary.
import { importFoods } from '../../../../src/server/modules/foods/usda/importFoods';
import type { UsdaRecord, UsdaSource } from '../../../../src/server/modules/foods/usda/usdaRecord';
import { describeEachDatabase } from '../../helpers/testApp';

const butter = (): UsdaRecord => ({
  ndb: '01001',
  group: '0100',
  name_en: 'Butter, salted',
  nutrients: {
    energy_kcal: 717,
    protein_g: 0.85,
    carbohydrate_g: 0.06,
    fat_g: 81.11,
    fibre_g: null,
    sugars_g: 0.06,
    sodium_mg: 714,
    saturated_fat_g: 51.368,
  },
  measures: [
    { amount: 1, unit: 'tbsp', grams: 14.2 },
    { amount: 1, unit: 'cup', grams: 227 },
  ],
});
const apple = (): UsdaRecord => ({
  ndb: '09003',
  group: '0900',
  name_en: 'Apples, raw, with skin',
  nutrients: { ...butter().nutrients, energy_kcal: 52, fat_g: 0.17, protein_g: 0.26, sodium_mg: 1 },
  measures: [],
});
const release = (records: UsdaRecord[]): UsdaSource => ({
  release: 'USDA SR test',
  records,
  skipped: [{ ndb: '03266', reason: 'deprecated by USDA' }],
});

describeEachDatabase('USDA food import', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, payload });
  const byNdb = async (ndb: string) => (await call('GET', `foods?ndb_number=${ndb}`)).json();

  it('inserts a release with its Turkish names and portions, and changes nothing when run again', async () => {
    const first = await importFoods(t().app.db, release([butter(), apple()]));
    expect(first).toMatchObject({
      inserted: 2,
      updated: 0,
      unchanged: 0,
      skipped: { 'deprecated by USDA': 1 },
    });
    // Butter has Turkish household portions (turkishFoods.ts) before USDA's two measures.
    expect(first.portionsAdded).toBeGreaterThanOrEqual(4);
    const [food] = await byNdb('01001');
    expect(food).toMatchObject({
      ndb_number: '01001',
      name_tr: 'Tereyağı',
      name_en: 'Butter, salted',
      category: 'oils_fats',
      food_group: 'Dairy and Egg Products',
      energy_kcal: 717,
      fibre_g: 0,
      sodium_mg: 714,
      source: 'USDA SR test',
    });
    const portions = food.portions.map((p: { name_tr: string }) => p.name_tr);
    expect(portions).toEqual(expect.arrayContaining(['1 yemek kaşığı', '1 ABD bardağı (240 ml)']));

    const again = await importFoods(t().app.db, release([butter(), apple()]));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, portionsAdded: 0 });
    expect(await byNdb('01001')).toHaveLength(1);
  });

  it('updates what a newer release changed, adds its new measures and keeps staff portions', async () => {
    const [food] = await byNdb('01001');
    const own = await call('POST', `foods/${food.id}/portions`, { name_tr: '1 paket (250 g)', grams: 250 });
    expect(own.statusCode).toBe(201);
    const newer = butter();
    newer.nutrients.sodium_mg = 643;
    newer.measures.push({ amount: 1, unit: 'stick', grams: 113 });
    const summary = await importFoods(t().app.db, release([newer, apple()]));
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 1, portionsAdded: 1 });
    const [read] = await byNdb('01001');
    expect(read.sodium_mg).toBe(643);
    expect(read.portions.map((p: { name_tr: string }) => p.name_tr)).toEqual(
      expect.arrayContaining(['1 paket (250 g)', '1 çubuk', '1 yemek kaşığı']),
    );
  });

  it('leaves a food staff edited or created with that number, and says why', async () => {
    const [food] = await byNdb('09003');
    expect((await call('PUT', `foods/${food.id}`, { name_tr: 'Elma (kabuklu)' })).statusCode).toBe(200);
    const created = await call('POST', 'foods', {
      name_tr: 'Ev yapımı ayran',
      category: 'beverages',
      energy_kcal: 36,
      protein_g: 1.7,
      carbohydrate_g: 2.6,
      fat_g: 1.8,
      fibre_g: 0,
      ndb_number: '01289',
    });
    expect(created.statusCode).toBe(201);
    const changed = apple();
    changed.nutrients.energy_kcal = 59;
    const ayran: UsdaRecord = { ...butter(), ndb: '01289', name_en: 'Yogurt drink' };
    const summary = await importFoods(t().app.db, release([butter(), changed, ayran]));
    expect(summary.skipped).toEqual({
      'deprecated by USDA': 1,
      'edited by staff': 1,
      'created by staff': 1,
    });
    const [apples] = await byNdb('09003');
    expect(apples).toMatchObject({ name_tr: 'Elma (kabuklu)', energy_kcal: 52 });
    expect((await call('GET', `foods/${created.json().id}`)).json()).toMatchObject({
      name_tr: 'Ev yapımı ayran',
      energy_kcal: 36,
    });
  });

  it('refuses an NDB number that is not five digits', async () => {
    const res = await call('POST', 'foods', {
      name_tr: 'X',
      category: 'others',
      energy_kcal: 1,
      protein_g: 0,
      carbohydrate_g: 0,
      fat_g: 0,
      fibre_g: 0,
      ndb_number: '12a',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ ndb_number: 'generic.fields.invalid' });
  });
});
