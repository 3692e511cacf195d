// Foods with portions and recipes with ingredient rows: CRUD, permission refusals, the computed
// nutrients, the rules of an ingredient row and the sanitized rich text.
import { allPermissions } from '../../../../src/shared/permissionCatalogue';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { describeEachDatabase } from '../../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('foods, portions, recipes and ingredients', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, payload });
  const tokenWithout = async (...missing: string[]) => {
    const staff = await createStaff(t().app.db, {
      permissions: allPermissions().filter((p) => !missing.includes(p)),
    });
    return sessionToken(t().app.db, t().config.jwtSecret, staff.id);
  };
  const food = async (over: object = {}) =>
    (await call('POST', 'foods', { ...sampleBody('foods'), ...over })).json<{ id: number }>();

  it('creates, lists, reads, updates and deletes a food; its portions come with it', async () => {
    const created = await call('POST', 'foods', { ...sampleBody('foods'), name_tr: 'Kırmızı mercimek' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ name_tr: 'Kırmızı mercimek', energy_kcal: 352, portions: [] });

    const cup = await call('POST', `foods/${id}/portions`, { name_tr: '1 su bardağı', grams: 192 });
    expect(cup.statusCode).toBe(201);
    expect(cup.json()).toMatchObject({ food_id: id, name_tr: '1 su bardağı', name_en: '', grams: 192 });
    await call('POST', `foods/${id}/portions`, { name_tr: '1 yemek kaşığı', name_en: '1 tbsp', grams: 12 });
    const read = (await call('GET', `foods/${id}`)).json();
    expect(read.portions.map((p: { name_tr: string }) => p.name_tr)).toEqual([
      '1 yemek kaşığı',
      '1 su bardağı',
    ]);
    const portions = await call('GET', `foods/${id}/portions`);
    expect(portions.headers['x-total-count']).toBe('2');

    const list = await call('GET', 'foods?name=mercimek&category=legumes&start=0&count=20');
    expect(list.json().map((f: { id: number }) => f.id)).toContain(id);
    expect(list.json()[0].portions).toBeDefined();
    expect(
      (await call('GET', 'foods?category=fruits')).json().map((f: { id: number }) => f.id),
    ).not.toContain(id);

    const updated = await call('PUT', `foods/${id}`, { fat_g: 1.1 });
    expect(updated.json()).toMatchObject({ fat_g: 1.1, protein_g: 24.6 });
    expect((await call('PUT', `foods/${id}`, { protein_g: 140 })).json().fields).toEqual({
      protein_g: 'generic.fields.invalid',
    });
    expect((await call('POST', `foods/${id}/portions`, { name_tr: 'x', grams: 0 })).statusCode).toBe(400);

    expect((await call('DELETE', `foods/${id}/portions/${cup.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `foods/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `foods/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `foods/${id}/portions`)).statusCode).toBe(404);
  });

  it('computes a recipe from its ingredient rows, per serving too', async () => {
    const lentils = await food({
      energy_kcal: 358,
      protein_g: 23.9,
      carbohydrate_g: 63.1,
      fat_g: 2.2,
      fibre_g: 10.8,
    });
    const oil = await food({
      name_tr: 'Zeytinyağı',
      category: 'oils_fats',
      energy_kcal: 884,
      protein_g: 0,
      carbohydrate_g: 0,
      fat_g: 100,
      fibre_g: 0,
    });
    const cup = (
      await call('POST', `foods/${lentils.id}/portions`, { name_tr: '1 su bardağı', grams: 192 })
    ).json();
    const spoon = (
      await call('POST', `foods/${oil.id}/portions`, { name_tr: '1 yemek kaşığı', grams: 13.5 })
    ).json();

    const recipe = (await call('POST', 'recipes', sampleBody('recipes'))).json();
    expect(recipe).toMatchObject({ carbohydrate: 28, servings: 4, ingredient_rows: [] });
    expect(recipe.computed.total.energy_kcal).toBe(0);

    const first = await call('POST', `recipes/${recipe.id}/ingredients`, {
      food_id: lentils.id,
      portion_id: cup.id,
      amount: 1,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      recipe_id: recipe.id,
      grams: 192,
      food_name_tr: lentils && expect.any(String),
      portion_name_tr: '1 su bardağı',
      nutrients: { energy_kcal: 687 },
    });
    const second = (
      await call('POST', `recipes/${recipe.id}/ingredients`, {
        food_id: oil.id,
        portion_id: spoon.id,
        amount: 2,
      })
    ).json();
    expect(second.grams).toBe(27);
    // Grams when no portion is named (0 or absent).
    const third = (
      await call('POST', `recipes/${recipe.id}/ingredients`, {
        food_id: lentils.id,
        portion_id: 0,
        amount: 8,
      })
    ).json();
    expect(third).toMatchObject({ portion_id: null, grams: 8, portion_name_tr: null });

    const read = (await call('GET', `recipes/${recipe.id}`)).json();
    expect(read.ingredient_rows).toHaveLength(3);
    // 200 g lentils = 716 kcal, 27 g oil = 238.68 kcal.
    expect(read.computed.total.energy_kcal).toBe(955);
    expect(read.computed.per_serving.energy_kcal).toBe(239);
    expect(read.computed.total.fat_g).toBeCloseTo(31.4, 1);

    // Editing the amount recomputes the grams; the list answers the totals too.
    const edited = (await call('PUT', `recipes/${recipe.id}/ingredients/${second.id}`, { amount: 1 })).json();
    expect(edited.grams).toBe(13.5);
    const listed = (await call('GET', `recipes?id=${recipe.id}`)).json()[0];
    expect(listed.computed.total.energy_kcal).toBe(835);
    expect(listed.content).toBeUndefined();

    // The food is in use; the recipe goes with its rows.
    const inUse = await call('DELETE', `foods/${oil.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().translations.tr).toMatch(/kullanımda .*1 tarif malzemesi/);
    expect((await call('DELETE', `foods/${lentils.id}/portions/${cup.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `recipes/${recipe.id}/ingredients/${second.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `recipes/${recipe.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `foods/${oil.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `foods/${lentils.id}`)).statusCode).toBe(204);
  });

  it('refuses an ingredient of an unknown food or with a portion of another food (400)', async () => {
    const bread = await food({ name_tr: 'Ekmek', category: 'bakery' });
    const cheese = await food({ name_tr: 'Beyaz peynir', category: 'cheese' });
    const slice = (
      await call('POST', `foods/${bread.id}/portions`, { name_tr: '1 dilim', grams: 30 })
    ).json();
    const recipe = (await call('POST', 'recipes', sampleBody('recipes'))).json();
    const wrong = await call('POST', `recipes/${recipe.id}/ingredients`, {
      food_id: cheese.id,
      portion_id: slice.id,
      amount: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ portion_id: 'generic.fields.invalid' });
    const unknown = await call('POST', `recipes/${recipe.id}/ingredients`, { food_id: 999999, amount: 1 });
    expect(unknown.json().fields).toEqual({ food_id: 'generic.fields.invalid' });
    expect(
      (await call('POST', `recipes/${recipe.id}/ingredients`, { food_id: bread.id, amount: 0 })).statusCode,
    ).toBe(400);
    const ok = (
      await call('POST', `recipes/${recipe.id}/ingredients`, {
        food_id: bread.id,
        portion_id: slice.id,
        amount: 2,
      })
    ).json();
    // Moving the row to another food keeps the old portion: refused too.
    const moved = await call('PUT', `recipes/${recipe.id}/ingredients/${ok.id}`, { food_id: cheese.id });
    expect(moved.statusCode).toBe(400);
    expect(
      (await call('POST', 'recipes/999999/ingredients', { food_id: bread.id, amount: 1 })).statusCode,
    ).toBe(404);
  });

  it('validates the recipe form and sanitizes both rich-text fields on write', async () => {
    const missing = await call('POST', 'recipes', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(
      ['content', 'ingredients', 'lang', 'status', 'title', 'type'].sort(),
    );
    const created = await call('POST', 'recipes', {
      title: 'Menemen',
      lang: 'tr',
      type: 'breakfast',
      status: 'active',
      content: '<p onclick="x()">Pişir<script>alert(1)</script></p>',
      ingredients: '<ul><li><a href="javascript:alert(1)">domates</a></li></ul>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      content: '<p>Pişir</p>',
      calorie: 0,
      carbohydrate: 0,
      fat: 0,
      protein: 0,
      difficulty: 'medium',
      cooking_time: 0,
      servings: 1,
      attributes: { media: [] },
    });
    expect(created.json().ingredients).not.toMatch(/javascript|onclick/);
    const bad = await call('PUT', `recipes/${created.json().id}`, { type: 'dessert', difficulty: 'extreme' });
    expect(bad.json().fields).toEqual({
      type: 'generic.fields.invalid',
      difficulty: 'generic.fields.invalid',
    });
    const edited = await call('PUT', `recipes/${created.json().id}`, {
      content: '<p>Yeni<img src=x onerror=y()></p>',
    });
    expect(edited.json().content).toBe('<p>Yeni<img src="x" /></p>');
  });

  it('refuses every call without its permission (403)', async () => {
    const f = await food();
    const portion = (await call('POST', `foods/${f.id}/portions`, sampleBody('food_portions'))).json();
    const recipe = (await call('POST', 'recipes', sampleBody('recipes'))).json();
    const row = (
      await call('POST', `recipes/${recipe.id}/ingredients`, { food_id: f.id, amount: 10 })
    ).json();
    const cases: [string, Method, string, object?][] = [
      ['FOODS_SEARCH', 'GET', 'foods'],
      ['FOODS_READ', 'GET', `foods/${f.id}`],
      ['FOODS_CREATE', 'POST', 'foods', sampleBody('foods')],
      ['FOODS_UPDATE', 'PUT', `foods/${f.id}`, { fat_g: 2 }],
      ['FOODS_DELETE', 'DELETE', `foods/${f.id}`],
      ['FOOD_PORTIONS_SEARCH', 'GET', `foods/${f.id}/portions`],
      ['FOOD_PORTIONS_CREATE', 'POST', `foods/${f.id}/portions`, sampleBody('food_portions')],
      ['FOOD_PORTIONS_DELETE', 'DELETE', `foods/${f.id}/portions/${portion.id}`],
      ['RECIPES_SEARCH', 'GET', 'recipes'],
      ['RECIPES_READ', 'GET', `recipes/${recipe.id}`],
      ['RECIPES_CREATE', 'POST', 'recipes', sampleBody('recipes')],
      ['RECIPES_UPDATE', 'PUT', `recipes/${recipe.id}`, { title: 'x' }],
      ['RECIPES_DELETE', 'DELETE', `recipes/${recipe.id}`],
      ['RECIPE_INGREDIENTS_SEARCH', 'GET', `recipes/${recipe.id}/ingredients`],
      ['RECIPE_INGREDIENTS_CREATE', 'POST', `recipes/${recipe.id}/ingredients`, { food_id: f.id, amount: 1 }],
      ['RECIPE_INGREDIENTS_UPDATE', 'PUT', `recipes/${recipe.id}/ingredients/${row.id}`, { amount: 2 }],
      ['RECIPE_INGREDIENTS_DELETE', 'DELETE', `recipes/${recipe.id}/ingredients/${row.id}`],
    ];
    for (const [permission, method, url, payload] of cases) {
      const res = await call(method, url, payload, await tokenWithout(permission));
      expect([permission, res.statusCode]).toEqual([permission, 403]);
    }
    // A portion is also read and corrected on its own (FOOD_PORTIONS_READ, _UPDATE: catalogueGates.test.ts).
    for (const [permission, method, url, payload] of [
      ['FOOD_PORTIONS_READ', 'GET', `foods/${f.id}/portions/${portion.id}`],
      ['FOOD_PORTIONS_UPDATE', 'PUT', `foods/${f.id}/portions/${portion.id}`, { grams: 3 }],
    ] as const) {
      const res = await call(method, url, payload, await tokenWithout(permission));
      expect([permission, res.statusCode]).toEqual([permission, 403]);
    }
  });
});
