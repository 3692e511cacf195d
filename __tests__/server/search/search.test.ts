// One search rule on SQLite and PostgreSQL — Turkish case folding, Turkish letters typed plain, words in
// any order, phones by their digits, `%` and `_` literal — answered from the index, kept on rename, the same as a
// scan under the same rule, and lists sorted in Turkish alphabetical order.
import type { Kysely } from 'kysely';
import { listRecords } from '../../../src/server/db/repositories/records';
import { FIRST_NAMES, LAST_NAMES } from '../../../src/server/db/seed/turkishNames';
import { foldText } from '../../../src/shared/search/fold';
import { describeEachDatabase, type TestApp } from '../helpers/testApp';

const now = '2026-11-23T00:00:00.000Z';

async function insertMembers(
  t: TestApp,
  rows: { name: string; phone?: string; email?: string; status?: string; job?: string }[],
) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r, j) => ({
      email: `m${i + j}@example.com`,
      phone: '',
      status: 'active',
      ...r,
      created_at: now,
      updated_at: now,
    }));
    // Only the columns the test needs; the rest take their defaults.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (t.app.db as unknown as Kysely<any>).insertInto('members').values(chunk).execute();
  }
}

const PEOPLE = [
  { name: 'Ayşe Yılmaz', email: 'ayse.yilmaz@example.com', phone: '(555) 123 45 67' },
  { name: 'Mehmet Çelik', phone: '(532) 555 00 00' },
  { name: 'Ahmet Çetin' },
  { name: 'Gül Şahin' },
  { name: 'Öğün Kaya' },
  { name: 'Ilgaz Işık' },
  { name: 'İsmail Demir' },
  { name: 'ILGAZ ÖZTÜRK' },
  { name: 'Şule Ağaoğlu' },
  { name: 'Sule Aksoy' },
  { name: 'Ümit Doğan' },
  { name: 'İstanbul Spor Kulübü' },
  { name: 'Yüzde %50 İndirim' },
  { name: 'a_b Deneme' },
  { name: 'Aab Deneme' },
];

/** Query → names it must find (exactly these). */
const MUST: [string, string[]][] = [
  ['ilgaz', ['Ilgaz Işık', 'ILGAZ ÖZTÜRK']],
  ['ılgaz', ['Ilgaz Işık', 'ILGAZ ÖZTÜRK']],
  ['Ilgaz', ['Ilgaz Işık', 'ILGAZ ÖZTÜRK']],
  ['ILGAZ', ['Ilgaz Işık', 'ILGAZ ÖZTÜRK']],
  ['istanbul', ['İstanbul Spor Kulübü']],
  ['İSTANBUL', ['İstanbul Spor Kulübü']],
  ['ismail', ['İsmail Demir']],
  ['İSMAİL', ['İsmail Demir']],
  ['isik', ['Ilgaz Işık']],
  ['IŞIK', ['Ilgaz Işık']],
  ['ayse', ['Ayşe Yılmaz']],
  ['AYŞE', ['Ayşe Yılmaz']],
  ['aYşE', ['Ayşe Yılmaz']],
  ['celik', ['Mehmet Çelik']],
  ['çelik', ['Mehmet Çelik']],
  ['ÇELİK', ['Mehmet Çelik']],
  ['gul', ['Gül Şahin']],
  ['sahin', ['Gül Şahin']],
  ['ogun', ['Öğün Kaya']],
  ['ağaoğlu', ['Şule Ağaoğlu']],
  ['agaoglu', ['Şule Ağaoğlu']],
  ['ozturk', ['ILGAZ ÖZTÜRK']],
  ['umit', ['Ümit Doğan']],
  ['kulubu', ['İstanbul Spor Kulübü']],
  ['yılmaz ayşe', ['Ayşe Yılmaz']],
  ['yilmaz ayse', ['Ayşe Yılmaz']],
  ['  ayşe   yılmaz ', ['Ayşe Yılmaz']],
  ['ayse kaya', []],
  ['şule', ['Şule Ağaoğlu', 'Sule Aksoy']],
  ['%50', ['Yüzde %50 İndirim']],
  ['%', ['Yüzde %50 İndirim']],
  ['a_b', ['a_b Deneme']],
  ['_', []],
  ['ay', ['Ayşe Yılmaz']],
  ['ka', ['Öğün Kaya']],
  ['ç', ['Mehmet Çelik', 'Ahmet Çetin']],
  ['ö', ['Öğün Kaya', 'ILGAZ ÖZTÜRK']],
  ['cet', ['Ahmet Çetin']],
];

/** Phone filter → names. */
const PHONES: [string, string[]][] = [
  ['5551234', ['Ayşe Yılmaz']],
  ['555 12', ['Ayşe Yılmaz']],
  ['(555) 123 45 67', ['Ayşe Yılmaz']],
  ['555', ['Ayşe Yılmaz', 'Mehmet Çelik']],
  ['532-555', ['Mehmet Çelik']],
  ['12', []],
  ['abc', []],
];

const SORT_NAMES = [
  'Zehra',
  'Ünal',
  'Uğur',
  'Şeyma',
  'Selin',
  'Rıza',
  'Öykü',
  'Osman',
  'İbrahim',
  'Irmak',
  'Hasan',
  'Gamze',
  'Emre',
  'Derya',
  'Çağla',
  'Cem',
  'Burak',
  'Ahmet Koç',
  'Ahmet Çetin',
  'Ayla',
];
const TURKISH_ORDER = [
  'Ahmet Çetin',
  'Ahmet Koç',
  'Ayla',
  'Burak',
  'Cem',
  'Çağla',
  'Derya',
  'Emre',
  'Gamze',
  'Hasan',
  'Irmak',
  'İbrahim',
  'Osman',
  'Öykü',
  'Rıza',
  'Selin',
  'Şeyma',
  'Uğur',
  'Ünal',
  'Zehra',
];

describeEachDatabase('search speaks Turkish', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
    await insertMembers(t(), PEOPLE);
    await insertMembers(
      t(),
      SORT_NAMES.map((name, i) => ({ name, status: 'passive', email: `sort${i}@example.com` })),
    );
  });
  const names = async (query: string) => {
    const res = await t().request({
      method: 'GET',
      url: `/api/v1/members?${query.includes('count=') ? '' : 'count=1000&'}${query}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string }[]).map((m) => m.name);
  };

  it.each(MUST)('name=%s finds exactly its members', async (query, expected) => {
    const found = await names(`status=active&name=${encodeURIComponent(query)}`);
    expect(found.sort()).toEqual([...expected].sort());
  });

  it.each(PHONES)('phone=%s matches by digits', async (query, expected) => {
    const found = await names(`status=active&phone=${encodeURIComponent(query)}`);
    expect(found.sort()).toEqual([...expected].sort());
  });

  it.each([
    '"',
    "'",
    '*',
    '"a" OR "b"',
    '{name__fold} : x',
    'AND',
    'NEAR(a b)',
    '\\',
    '^a',
    'a-b',
    '😀😀😀',
    'x'.repeat(300),
    'ab*',
    '(ab',
  ])('takes %j as text, never as query syntax', async (text) => {
    for (const param of ['name', 'email', 'phone']) {
      const res = await t().request({
        method: 'GET',
        url: `/api/v1/members?${param}=${encodeURIComponent(text)}`,
        token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('like filters follow the rule too (e-mail typed in capitals), and answers hold no helper columns', async () => {
    const res = await t().request({ method: 'GET', url: '/api/v1/members?email=AYSE.YIL', token });
    expect(res.json().map((m: { name: string }) => m.name)).toEqual(['Ayşe Yılmaz']);
    expect(Object.keys(res.json()[0]).filter((k) => k.includes('__'))).toEqual([]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('keeps the folded text when a name changes', async () => {
    const [created] = (
      await t().request({ method: 'GET', url: '/api/v1/members?name=Ümit', token })
    ).json() as { id: number }[];
    const put = await t().request({
      method: 'PUT',
      url: `/api/v1/members/${created.id}`,
      token,
      payload: { name: 'Ümran Doğan' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().name).toBe('Ümran Doğan');
    expect(Object.keys(put.json()).filter((k) => k.includes('__'))).toEqual([]);
    expect(await names('name=umit')).toEqual([]);
    expect(await names('name=umran')).toEqual(['Ümran Doğan']);
    expect(await names('name=um')).toEqual(['Ümran Doğan']);
    await t().request({
      method: 'PUT',
      url: `/api/v1/members/${created.id}`,
      token,
      payload: { name: 'Ümit Doğan' },
    });
    expect(await names('name=umit')).toEqual(['Ümit Doğan']);
  });

  it('applies the same rule by a scan to a column without a folded copy (a table not yet migrated)', async () => {
    await insertMembers(t(), [{ name: 'Job Holder', job: 'İLKÖĞRETİM Öğretmeni', status: 'job' }]);
    const search = (text: string) =>
      listRecords(t().app.db, 'members', {
        where: [{ column: 'status', kind: 'eq', value: 'job' }],
        search: { columns: ['job'], text },
        sort: { column: 'id', order: 'asc' },
        start: 0,
        count: 10,
      });
    for (const text of ['ogretmen', 'ILKOG', 'ilköğretim öğret', 'öğ', 'il'])
      expect((await search(text)).rows.map((r) => r.name)).toEqual(['Job Holder']);
    for (const text of ['gretmenx', 'lk', '%']) expect((await search(text)).rows).toEqual([]);
  });

  it('sorts names in Turkish alphabetical order, both ways', async () => {
    expect([...SORT_NAMES].sort(new Intl.Collator('tr').compare)).toEqual(TURKISH_ORDER);
    expect(await names('status=passive&sort=name&sort_by=ASC')).toEqual(TURKISH_ORDER);
    expect(await names('status=passive&sort=name&sort_by=DESC')).toEqual([...TURKISH_ORDER].reverse());
    // A page of the sorted list is the same slice of that order.
    expect(await names('status=passive&sort=name&sort_by=ASC&start=5&count=3')).toEqual(
      TURKISH_ORDER.slice(5, 8),
    );
  });
});

/** The rule in plain code: every word in the name, 3+ characters anywhere, shorter at a word's start. */
const matchesRule = (name: string, query: string) => {
  const folded = foldText(name);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => (w.length >= 3 ? folded.includes(w) : folded.startsWith(w) || folded.includes(` ${w}`)));
};

describeEachDatabase('search over 10,000 generated members', (t) => {
  const generated: string[] = [];
  beforeAll(async () => {
    let seed = 16;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const cased = (s: string) => (rand() < 0.2 ? s.toLocaleUpperCase('tr') : s);
    for (let i = 0; i < 10_000; i++) {
      const first = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)];
      const last = LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)];
      generated.push(`${cased(first)} ${cased(last)}`);
    }
    await insertMembers(
      t(),
      generated.map((name) => ({ name })),
    );
  });

  const QUERIES = [
    'a',
    'ş',
    'i',
    'ı',
    'ce',
    'öz',
    'ay',
    'yıl',
    'can',
    'ahmet',
    'OĞU',
    'demir a',
    'e k',
    'kaya',
    'ürk',
    'IŞ',
    'zzz',
  ];

  it.each(QUERIES)(
    '"%s": the index answers the rows a scan finds, and those the rule names',
    async (query) => {
      const spec = (scan: boolean) => ({
        where: [],
        search: { columns: ['name'], text: query },
        sort: { column: 'id', order: 'asc' as const },
        start: 0,
        count: 20_000,
        scan,
      });
      const indexed = await listRecords(t().app.db, 'members', spec(false));
      const scanned = await listRecords(t().app.db, 'members', spec(true));
      const byRule = generated.filter((name) => matchesRule(name, query));
      expect(indexed.rows.map((r) => r.name)).toEqual(byRule);
      expect(scanned.rows.map((r) => r.name)).toEqual(byRule);
      expect(indexed.total).toBe(Math.min(byRule.length, 10_000));
    },
  );
});

describeEachDatabase('search pages and totals at 10,001 members', (t) => {
  beforeAll(async () => {
    const names = Array.from({ length: 10_001 }, (_, i) => FIRST_NAMES[i % FIRST_NAMES.length] + ` Üye ${i}`);
    await insertMembers(
      t(),
      names.map((name) => ({ name })),
    );
  });
  const spec = (text: string, scan: boolean, extra: object = {}) => ({
    where: [],
    search: { columns: ['name'], text },
    sort: { column: 'name', order: 'asc' as const },
    start: 25,
    count: 25,
    scan,
    ...extra,
  });

  it.each(['e', 'ay', 'uye', 'mehmet uye', 'zzz'])(
    'a sorted page of "%s" is the same from the index as from a scan',
    async (text) => {
      const indexed = await listRecords(t().app.db, 'members', spec(text, false));
      const scanned = await listRecords(t().app.db, 'members', spec(text, true));
      expect(indexed.rows.map((r) => r.id)).toEqual(scanned.rows.map((r) => r.id));
    },
  );

  it('counts a search alone exactly on SQLite, and bounds a total it would have to scan for', async () => {
    const like = { where: [{ column: 'email', kind: 'like' as const, value: 'example' }], search: undefined };
    const all = await listRecords(t().app.db, 'members', spec('', false, like));
    if (t().dialect === 'sqlite') expect(all).toMatchObject({ total: 10_001, bounded: false });
    else expect(all).toMatchObject({ total: 10_000, bounded: true });
    const withStatus = await listRecords(
      t().app.db,
      'members',
      spec('', false, { ...like, where: [...like.where, { column: 'status', kind: 'eq', value: 'active' }] }),
    );
    expect(withStatus).toMatchObject({ total: 10_000, bounded: true });
    expect(withStatus.rows).toHaveLength(25);
  });
});
