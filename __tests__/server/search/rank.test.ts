// A searched list that ranks (foods, recipes, course packages) puts the typed name first — "Yumurta"
// before "Bıldırcın yumurtası" — then the names starting with it, then those with a word starting with it, then
// the rest, each group in the requested order; Turkish case folding holds (yumurta/YUMURTA, ılık/ILIK,
// irmik/İRMİK), on SQLite and PostgreSQL, by the index and by a scan alike. A sort by another column (energy)
// is the user's: no ranking then.
import { listRecords } from '../../../src/server/db/repositories/records';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

const FOODS: [string, string, number][] = [
  ['Bıldırcın yumurtası', 'Quail egg, whole', 158],
  ['Kazyumurtası', 'Goose egg', 185],
  ['Yumurta sarısı', 'Egg yolk', 322],
  ['Mayonez (yumurtalı)', 'Mayonnaise', 680],
  ['Yumurta', 'Egg, whole, raw', 143],
  ['YUMURTA AKI', 'Egg white', 52],
  ['Ilık süt', 'Milk, warm', 61],
  ['Süt, ılık', 'Warm milk', 60],
  ['ILIK', 'Lukewarm', 1],
  ['Sütlü irmik', 'Semolina pudding', 130],
  ['İrmik helvası', 'Semolina halva', 380],
  ['İrmik', 'Semolina', 360],
];

describeEachDatabase('search ranks the typed name first', (t) => {
  let token = '';
  const names = async (query: string) => {
    const res = await t().request({ method: 'GET', url: `/api/v1/foods?${query}`, token });
    expect(res.statusCode).toBe(200);
    return res.json<{ name_tr: string }[]>().map((f) => f.name_tr);
  };
  /** As the diet list's and the recipe's food pickers ask. */
  const picked = (name: string) =>
    names(`name=${encodeURIComponent(name)}&start=0&count=30&sort=name_tr&sort_by=ASC`);

  beforeAll(async () => {
    token = (await t().login()).access_token;
    for (const [name_tr, name_en, energy_kcal] of FOODS) {
      const res = await t().request({
        method: 'POST',
        url: '/api/v1/foods',
        token,
        payload: { ...sampleBody('foods'), name_tr, name_en, energy_kcal, fdc_id: null },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('puts the exact name first, then names starting with it, then a word starting with it, then the rest', async () => {
    const eggs = [
      'Yumurta',
      'YUMURTA AKI',
      'Yumurta sarısı',
      'Bıldırcın yumurtası',
      'Mayonez (yumurtalı)',
      'Kazyumurtası',
    ];
    for (const typed of ['yumurta', 'Yumurta', 'YUMURTA', ' yumurta  '])
      expect(await picked(typed)).toEqual(eggs);
    // The list screen's own order (newest first) within each group.
    expect(await names('name=yumurta')).toEqual([
      'Yumurta',
      'YUMURTA AKI',
      'Yumurta sarısı',
      'Mayonez (yumurtalı)',
      'Bıldırcın yumurtası',
      'Kazyumurtası',
    ]);
  });

  it('folds Turkish letters as the search does: ılık is ILIK, irmik is İRMİK', async () => {
    for (const typed of ['ılık', 'ILIK', 'ilik'])
      expect(await picked(typed)).toEqual(['ILIK', 'Ilık süt', 'Süt, ılık']);
    for (const typed of ['irmik', 'İRMİK', 'İrmik'])
      expect(await picked(typed)).toEqual(['İrmik', 'İrmik helvası', 'Sütlü irmik']);
    // The English name counts too: "Egg, whole, raw" starts with the word, "Quail egg" has it.
    expect(await picked('egg')).toEqual([
      'Yumurta',
      'YUMURTA AKI',
      'Yumurta sarısı',
      'Bıldırcın yumurtası',
      'Kazyumurtası',
    ]);
  });

  it("leaves a sort by another column the user's own", async () => {
    expect(await names('name=yumurta&sort=energy_kcal&sort_by=ASC')).toEqual([
      'YUMURTA AKI',
      'Yumurta',
      'Bıldırcın yumurtası',
      'Kazyumurtası',
      'Yumurta sarısı',
      'Mayonez (yumurtalı)',
    ]);
  });

  it('ranks the same by a scan as by the index, and counts every match', async () => {
    const spec = (scan: boolean) => ({
      where: [],
      search: { columns: ['name_tr', 'name_en'], text: 'YUMURTA' },
      rank: ['name_tr', 'name_en'],
      sort: { column: 'name_tr', order: 'asc' as const },
      start: 0,
      count: 30,
      scan,
    });
    const indexed = await listRecords(t().app.db, 'foods', spec(false));
    const scanned = await listRecords(t().app.db, 'foods', spec(true));
    expect(indexed.rows.map((r) => r.name_tr)).toEqual(scanned.rows.map((r) => r.name_tr));
    expect(indexed.rows[0]!.name_tr).toBe('Yumurta');
    expect([indexed.total, scanned.total]).toEqual([6, 6]);
  });
});
