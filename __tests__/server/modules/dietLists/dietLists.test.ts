// Diet lists: CRUD and refusals, items written with their list in one transaction and answered with
// their nutrients, the member reach rule, the PDF (its text read back with pdftotext) and mail to the member.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiError } from '../../../../src/shared/types';
import type { DietListRecord } from '../../../../src/shared/schemas/dietLists';
import { admitOperationCall } from '../../../../src/server/db/repositories/operationCalls';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { sampleBody } from '../../helpers/samples';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { createTestApp, describeEachDatabase, testDialects, type TestApp } from '../../helpers/testApp';
import { tempDir } from '../../helpers/tempDir';

/** The text of a PDF, as pdftotext (poppler) reads it. */
function pdfText(pdf: Buffer): string {
  const dir = tempDir('pdf-');
  try {
    writeFileSync(path.join(dir, 'a.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', path.join(dir, 'a.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A member, a food with a portion and a recipe, made through the API as admin. */
async function world(t: TestApp, token: string) {
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.request({ method, url: `/api/v1/${url}`, token, payload });
  const member = (
    await call('POST', 'members', {
      ...sampleBody('members'),
      name: 'Gülşen Işık',
      target_daily_calorie: 1800,
    })
  ).json<{ id: number; email: string }>();
  const food = (
    await call('POST', 'foods', {
      ...sampleBody('foods'),
      name_tr: 'Yulaf ezmesi',
      energy_kcal: 400,
      protein_g: 10,
    })
  ).json<{ id: number }>();
  const portion = (
    await call('POST', `foods/${food.id}/portions`, {
      name_tr: '1 yemek kaşığı',
      name_en: '1 tbsp',
      grams: 10,
    })
  ).json<{ id: number }>();
  const recipe = (
    await call('POST', 'recipes', {
      ...sampleBody('recipes'),
      calorie: 150,
      carbohydrate: '20',
      fat: '5',
      protein: '8',
    })
  ).json<{ id: number }>();
  return { member, food, portion, recipe };
}

describeEachDatabase('diet lists', (t) => {
  let token = '';
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    token = (await t().login()).access_token;
    w = await world(t(), token);
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const body = (extra: object = {}) => ({
    ...sampleBody('diet_lists'),
    member_id: w.member.id,
    items: [
      // 3 tablespoons (30 g) of oats: 120 kcal; 50 g of oats: 200 kcal; 2 servings of the recipe: 300 kcal.
      { day: 1, meal: 'breakfast', food_id: w.food.id, portion_id: w.portion.id, amount: 3 },
      { day: 1, meal: 'breakfast', food_id: w.food.id, amount: 50 },
      { day: 1, meal: 'dinner', recipe_id: w.recipe.id, amount: 2 },
      { day: 2, meal: 'lunch', food_id: w.food.id, amount: 100, note: 'sütle' },
    ],
    ...extra,
  });

  it('creates a list with its items and answers them with their nutrients, names and the member', async () => {
    const res = await call('POST', 'diet_lists', body());
    expect(res.statusCode).toBe(201);
    const list = res.json<DietListRecord>();
    expect(list).toMatchObject({
      member_id: w.member.id,
      member_name: 'Gülşen Işık',
      target_daily_calorie: 1800,
      nutritionist_id: 1,
      day_count: 2,
    });
    expect(list.items!.map((i) => [i.day, i.meal, i.grams, i.nutrients!.energy_kcal])).toEqual([
      [1, 'breakfast', 30, 120],
      [1, 'breakfast', 50, 200],
      [1, 'dinner', 0, 300],
      [2, 'lunch', 100, 400],
    ]);
    expect(list.items![0]).toMatchObject({ name_tr: 'Yulaf ezmesi', portion_name_tr: '1 yemek kaşığı' });
    const read = await call('GET', `diet_lists/${list.id}`);
    expect(read.json<DietListRecord>().items).toHaveLength(4);
    const listed = await call('GET', `diet_lists?member_id=${w.member.id}`);
    expect(listed.headers['x-total-count']).toBe('1');
    const tab = await call('GET', `members/${w.member.id}/diet_lists`);
    expect(tab.json<DietListRecord[]>().map((l) => l.id)).toEqual([list.id]);
    const items = await call('GET', `diet_lists/${list.id}/items`);
    expect(items.headers['x-total-count']).toBe('4');
  });

  it('filters by start date bounds and sorts id descending by default', async () => {
    const a = (
      await call('POST', 'diet_lists', body({ start_date: '2027-01-05', end_date: '2027-01-10' }))
    ).json<{ id: number }>();
    const b = (
      await call('POST', 'diet_lists', body({ start_date: '2027-02-05', end_date: '2027-02-10' }))
    ).json<{ id: number }>();
    const found = await call('GET', `diet_lists?starts_from=2027-01-01&starts_until=2027-01-31`);
    expect(found.json<{ id: number }[]>().map((l) => l.id)).toEqual([a.id]);
    const all = await call('GET', `diet_lists?starts_from=2027-01-01`);
    expect(all.json<{ id: number }[]>().map((l) => l.id)).toEqual([b.id, a.id]);
  });

  it('replaces items on edit, keeps them when the edit leaves them out, and drops days cut off', async () => {
    const list = (await call('POST', 'diet_lists', body())).json<DietListRecord>();
    const renamed = await call('PUT', `diet_lists/${list.id}`, { title: 'Yeni başlık' });
    expect(renamed.json<DietListRecord>()).toMatchObject({ title: 'Yeni başlık' });
    expect(renamed.json<DietListRecord>().items).toHaveLength(4);
    const replaced = await call('PUT', `diet_lists/${list.id}`, {
      items: [{ day: 2, meal: 'snacks', food_id: w.food.id, amount: 25 }],
    });
    expect(replaced.json<DietListRecord>().items!.map((i) => [i.day, i.meal, i.amount])).toEqual([
      [2, 'snacks', 25],
    ]);
    const shortened = await call('PUT', `diet_lists/${list.id}`, { day_count: 1 });
    expect(shortened.json<DietListRecord>().items).toEqual([]);
  });

  it('refuses bad input with field errors and writes nothing (items are atomic with the list)', async () => {
    const before = await t()
      .app.db.selectFrom('diet_list_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [object, Record<string, string>][] = [
      [{ ...body(), title: '' }, { title: 'generic.fields.required' }],
      [{ ...body(), end_date: '2026-11-01' }, { end_date: 'generic.fields.invalid' }],
      [{ ...body(), member_id: 999999 }, { member_id: 'generic.fields.not_found' }],
      [
        body({ items: [{ day: 3, meal: 'lunch', food_id: w.food.id, amount: 1 }] }),
        { 'items[0].day': 'generic.fields.invalid' },
      ],
      [
        body({ items: [{ day: 1, meal: 'brunch', food_id: w.food.id, amount: 1 }] }),
        { 'items[0].meal': 'generic.fields.invalid' },
      ],
      [
        body({ items: [{ day: 1, meal: 'lunch', amount: 1 }] }),
        { 'items[0].food_id': 'generic.fields.required' },
      ],
      [
        body({ items: [{ day: 1, meal: 'lunch', food_id: 999999, amount: 1 }] }),
        { 'items[0].food_id': 'generic.fields.invalid' },
      ],
      [
        body({ items: [{ day: 1, meal: 'lunch', food_id: w.food.id, amount: 0 }] }),
        { 'items[0].amount': 'generic.fields.invalid' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await call('POST', 'diet_lists', payload);
      expect([res.statusCode, res.json<ApiError>().fields]).toEqual([400, fields]);
    }
    // A portion of another food is refused on edit too, and the stored items stay as they were.
    const list = (await call('POST', 'diet_lists', body())).json<DietListRecord>();
    const other = (await call('POST', 'foods', sampleBody('foods'))).json<{ id: number }>();
    const bad = await call('PUT', `diet_lists/${list.id}`, {
      items: [{ day: 1, meal: 'lunch', food_id: other.id, portion_id: w.portion.id, amount: 1 }],
    });
    expect(bad.json<ApiError>().fields).toEqual({ 'items[0].portion_id': 'generic.fields.invalid' });
    expect((await call('GET', `diet_lists/${list.id}`)).json<DietListRecord>().items).toHaveLength(4);
    const after = await t()
      .app.db.selectFrom('diet_list_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 4);
  });

  it('deletes a list with its items; a food, portion or recipe used by a list answers 409 in_use', async () => {
    const list = (await call('POST', 'diet_lists', body())).json<DietListRecord>();
    for (const url of [
      `foods/${w.food.id}`,
      `foods/${w.food.id}/portions/${w.portion.id}`,
      `recipes/${w.recipe.id}`,
    ]) {
      const refused = await call('DELETE', url);
      expect([url, refused.statusCode, refused.json<ApiError>().error]).toEqual([url, 409, 'in_use']);
      expect(refused.json<ApiError>().translations.tr).toMatch(/\d+ diyet listesi kalemi/);
    }
    expect((await call('DELETE', `diet_lists/${list.id}`)).statusCode).toBe(204);
    const left = await t()
      .app.db.selectFrom('diet_list_items')
      .selectAll()
      .where('diet_list_id', '=', list.id)
      .execute();
    expect(left).toEqual([]);
    expect((await call('GET', `diet_lists/${list.id}`)).statusCode).toBe(404);
  });

  it('without MEMBERS_REACH_ALL staff reach only the lists of their own members', async () => {
    const perms = [
      'DIET_LISTS_SEARCH',
      'DIET_LISTS_READ',
      'DIET_LISTS_CREATE',
      'DIET_LISTS_UPDATE',
      'DIET_LISTS_DELETE',
    ];
    const coach = await createStaff(t().app.db, { permissions: perms });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = (
      await call('POST', 'members', { ...sampleBody('members'), nutritionist_id: coach.id })
    ).json<{ id: number }>();
    const mine = (await call('POST', 'diet_lists', body({ member_id: own.id }))).json<{ id: number }>();
    const theirs = (await call('POST', 'diet_lists', body())).json<{ id: number }>();

    const listed = await call('GET', 'diet_lists', undefined, as);
    expect(listed.json<{ id: number }[]>().map((l) => l.id)).toEqual([mine.id]);
    expect((await call('GET', `diet_lists/${theirs.id}`, undefined, as)).statusCode).toBe(404);
    expect((await call('PUT', `diet_lists/${theirs.id}`, { title: 'x' }, as)).statusCode).toBe(404);
    expect((await call('DELETE', `diet_lists/${theirs.id}`, undefined, as)).statusCode).toBe(404);
    expect((await call('POST', `diet_lists/${theirs.id}/_show`, undefined, as)).statusCode).toBe(404);
    expect((await call('GET', `members/${w.member.id}/diet_lists`, undefined, as)).statusCode).toBe(404);
    const foreign = await call('POST', 'diet_lists', body(), as);
    expect([foreign.statusCode, foreign.json<ApiError>().fields]).toEqual([
      400,
      { member_id: 'generic.fields.not_found' },
    ]);
    expect((await call('POST', 'diet_lists', body({ member_id: own.id }), as)).statusCode).toBe(201);
    expect((await call('GET', `diet_lists/${mine.id}`, undefined, as)).statusCode).toBe(200);
  });

  it('refuses callers without the permission (403) and guests (401)', async () => {
    const list = (await call('POST', 'diet_lists', body())).json<{ id: number }>();
    const nobody = await createStaff(t().app.db, { permissions: ['MEMBERS_REACH_ALL', 'DIET_LISTS_SEARCH'] });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, nobody.id);
    expect((await call('GET', 'diet_lists', undefined, as)).statusCode).toBe(200);
    expect((await call('GET', `diet_lists/${list.id}`, undefined, as)).statusCode).toBe(403);
    expect((await call('POST', 'diet_lists', body(), as)).statusCode).toBe(403);
    expect((await call('PUT', `diet_lists/${list.id}`, { title: 'x' }, as)).statusCode).toBe(403);
    expect((await call('DELETE', `diet_lists/${list.id}`, undefined, as)).statusCode).toBe(403);
    expect((await call('POST', `diet_lists/${list.id}/_show`, undefined, as)).statusCode).toBe(403);
    expect((await call('POST', `diet_lists/${list.id}/_send`, undefined, as)).statusCode).toBe(403);
    expect((await t().request({ method: 'GET', url: '/api/v1/diet_lists' })).statusCode).toBe(401);
  });

  it('_show answers a PDF with the member, Turkish meal names, amounts, totals and the source', async () => {
    const list = (await call('POST', 'diet_lists', body({ title: 'Şubat listesi — قائمة الحمية' }))).json<{
      id: number;
    }>();
    const res = await call('POST', `diet_lists/${list.id}/_show`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="diyet-listesi-${list.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Gülşen Işık',
      'Kahvaltı',
      'Akşam yemeği',
      'Öğle yemeği',
      'Yulaf ezmesi',
      '3 yemek kaşığı (30 g)',
      '1800 kcal',
      'Kaynak: USDA Ulusal Besin Veritabanı (SR24)',
      '01.12.2026',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    // Day 1: 120 + 200 + 300 kcal = 620, 34 % of 1800.
    expect(text).toMatch(/620/);
    expect(text).toMatch(/%34/);
    const english = await t().request({
      method: 'POST',
      url: `/api/v1/diet_lists/${list.id}/_show`,
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(pdfText(english.rawPayload)).toContain('Breakfast');
  });

  it('_show writes numbers as the language does, household portions or grams alone, and the source once', async () => {
    const food = (
      await call('POST', 'foods', {
        ...sampleBody('foods'),
        name_tr: 'Yumurta',
        name_en: 'Egg',
        energy_kcal: 143,
        protein_g: 10.06,
        carbohydrate_g: 0.7,
        fat_g: 9.5,
      })
    ).json<{ id: number }>();
    // A Turkish household measure, and two of USDA's as the importer names them: one it left in English, one
    // a US cup.
    const portion = async (name_tr: string, name_en: string, grams: number) =>
      (await call('POST', `foods/${food.id}/portions`, { name_tr, name_en, grams })).json<{ id: number }>()
        .id;
    const medium = await portion('1 orta boy', '1 medium', 50);
    const egg = await portion('1 egg', '1 egg', 9);
    const cup = await portion('0,333 ABD bardağı (240 ml)', '0.333 cup', 80);
    const items = [
      { day: 1, meal: 'breakfast', food_id: food.id, portion_id: medium, amount: 2 },
      { day: 1, meal: 'breakfast', food_id: food.id, portion_id: egg, amount: 2 },
      { day: 1, meal: 'lunch', food_id: food.id, portion_id: cup, amount: 1 },
      // 500 g: 50.3 g of protein, 47.5 g of fat.
      { day: 1, meal: 'dinner', food_id: food.id, amount: 500 },
    ];
    const list = (await call('POST', 'diet_lists', body({ items }))).json<{ id: number }>();
    const show = async (lang: string) => {
      const res = await t().request({
        method: 'POST',
        url: `/api/v1/diet_lists/${list.id}/_show`,
        token,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const tr = await show('tr');
    for (const expected of ['50,3', '47,5', '2 orta boy (100 g)', '18 g', '80 g'])
      expect([expected, tr.includes(expected)]).toEqual([expected, true]);
    // No figure with a decimal point (the dates' '01.12.2026' is no such figure), no USDA words.
    expect(tr).not.toMatch(/(^|\s)\d+\.\d+(\s|$)/m);
    for (const english of ['egg', 'ABD', 'cup', '(18 g)', '(80 g)'])
      expect([english, tr.includes(english)]).toEqual([english, false]);
    expect(tr.split('Kaynak: USDA Ulusal Besin Veritabanı (SR24)')).toHaveLength(2);
    // English keeps USDA's names, with its own decimal point.
    const en = await show('en');
    for (const expected of ['50.3', '2 medium (100 g)', '2 egg (18 g)', '0.33 cup (80 g)'])
      expect([expected, en.includes(expected)]).toEqual([expected, true]);
    expect(en).not.toContain('50,3');
    expect(en.split('Source: USDA National Nutrient Database (SR24)')).toHaveLength(2);
  });

  it('_show lays out notes of one 5,000-character word (broken across lines) and is rate limited per caller', async () => {
    const word = 'Ş'.repeat(10) + 'a'.repeat(4980) + 'SON';
    const list = (await call('POST', 'diet_lists', body({ notes: word }))).json<{ id: number }>();
    const res = await call('POST', `diet_lists/${list.id}/_show`);
    expect(res.statusCode).toBe(200);
    // The page footer ('Sayfa 1') is drawn when the notes run onto the next page; the source only at the end.
    const pages = pdfText(res.rawPayload);
    expect(pages).toContain('Sayfa 2');
    expect(pages.split('Kaynak: USDA Ulusal Besin Veritabanı (SR24)')).toHaveLength(2);
    const text = pages.replace(/\s+/g, '').replace(/Sayfa\d+/g, '');
    // Every character is on the page, in order: broken, not cut.
    expect(text).toContain(word);
    // The 31st PDF within a minute by one caller is refused.
    const staff = await createStaff(t().app.db, { permissions: ['DIET_LISTS_READ', 'MEMBERS_REACH_ALL'] });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, staff.id);
    for (let i = 0; i < 30; i += 1)
      expect(
        await admitOperationCall(t().app.db, {
          operation: 'dietLists.show',
          subject: String(list.id),
          callerId: staff.id,
          windowSeconds: 60,
          perCaller: 30,
        }),
      ).toBe(true);
    const limited = await call('POST', `diet_lists/${list.id}/_show`, undefined, as);
    expect([limited.statusCode, limited.json<ApiError>().error]).toEqual([429, 'too_many_attempts']);
  });

  it('_send without SMTP queues the PDF for the member and says it is queued only; it is rate limited', async () => {
    const list = (await call('POST', 'diet_lists', body())).json<{ id: number }>();
    const res = await call('POST', `diet_lists/${list.id}/_send`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: list.id,
      recipient: w.member.email,
      outbox_id: expect.any(Number),
      queued_only: true,
    });
    const row = await t()
      .app.db.selectFrom('outbox')
      .selectAll()
      .where('id', '=', res.json<{ outbox_id: number }>().outbox_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      recipient: w.member.email,
      subject: expect.stringContaining('Diyet listeniz'),
    });
    const files = await t()
      .app.db.selectFrom('outbox_attachments')
      .selectAll()
      .where('outbox_id', '=', row.id)
      .execute();
    expect(files.map((f) => [f.file_name, f.content_type])).toEqual([
      [`diyet-listesi-${list.id}.pdf`, 'application/pdf'],
    ]);
    for (let i = 1; i < 5; i += 1)
      expect((await call('POST', `diet_lists/${list.id}/_send`)).statusCode).toBe(200);
    expect((await call('POST', `diet_lists/${list.id}/_send`)).statusCode).toBe(429);
  });
});

for (const dialect of testDialects()) {
  describe(`diet list mail [${dialect}]`, () => {
    let smtp: TestSmtp;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(dialect, { smtpUrl: smtp.url }, undefined, {
        pollMs: 20,
        backoffBaseMs: 30,
        backoffMaxMs: 60,
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    it('_send delivers the PDF to the member; while the server is down it stays queued, then goes', async () => {
      const token = (await t.login()).access_token;
      const w = await world(t, token);
      const send = async () => {
        const list = (
          await t.request({
            method: 'POST',
            url: '/api/v1/diet_lists',
            token,
            payload: { ...sampleBody('diet_lists'), member_id: w.member.id },
          })
        ).json<{ id: number }>();
        return t.request({ method: 'POST', url: `/api/v1/diet_lists/${list.id}/_send`, token });
      };
      const first = await send();
      expect(first.json()).toMatchObject({ queued_only: false, recipient: w.member.email });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual([w.member.email]);
      expect(mail!.raw).toContain('application/pdf');

      await smtp.stop();
      const second = await send();
      const id = second.json<{ outbox_id: number }>().outbox_id;
      const row = () =>
        t.app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      for (let i = 0; i < 200 && (await row()).attempts < 1; i += 1)
        await new Promise((r) => setTimeout(r, 10));
      expect(await row()).toMatchObject({ status: 'pending' });
      expect((await row()).attempts).toBeGreaterThanOrEqual(1);
      expect(smtp.received).toHaveLength(1);
      await smtp.start();
      await smtp.waitFor(2);
      for (let i = 0; i < 200 && (await row()).status !== 'sent'; i += 1)
        await new Promise((r) => setTimeout(r, 10));
      expect((await row()).status).toBe('sent');
    });
  });
}

describe('diet list PDF past its time limit [sqlite]', () => {
  it('answers a translated 503, never a stalled server, and the server keeps answering', async () => {
    // 1 ms is less than any render takes: the worker is stopped mid-render, as a stalled one would be.
    const t = await createTestApp('sqlite', { pdfTimeoutMs: 1 });
    try {
      const token = (await t.login()).access_token;
      const w = await world(t, token);
      const list = (
        await t.request({
          method: 'POST',
          url: '/api/v1/diet_lists',
          token,
          payload: { ...sampleBody('diet_lists'), member_id: w.member.id },
        })
      ).json<{ id: number }>();
      const show = (lang: string) =>
        t.request({
          method: 'POST',
          url: `/api/v1/diet_lists/${list.id}/_show`,
          token,
          headers: { 'accept-language': lang },
        });
      const refused = await show('en');
      expect([refused.statusCode, refused.headers['retry-after']]).toEqual([503, '30']);
      expect(refused.json<ApiError>()).toMatchObject({
        error: 'pdf_unavailable',
        message: 'The PDF could not be prepared right now. Please try again in a moment.',
        translated_message: 'The PDF could not be prepared right now. Please try again in a moment.',
      });
      expect((await show('tr')).json<ApiError>().translated_message).toBe(
        'PDF şu anda hazırlanamadı. Lütfen biraz sonra tekrar deneyin.',
      );
      // The server kept answering meanwhile.
      expect((await t.request({ method: 'GET', url: '/api/v1/diet_lists', token })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
