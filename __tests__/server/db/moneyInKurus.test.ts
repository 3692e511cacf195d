// Money as whole kuruş: the migration turns a package's price (lira in a double precision column) into
// an integer of kuruş, and the API answers the same lira as before; a price with more than two decimals is a 400.
import { sql } from 'kysely';
import { down, up } from '../../../src/server/db/migrations/20261201_0101_money_in_kurus';
import * as moneyReports from '../../../src/server/db/migrations/20261201_0103_money_reports';
import { bumpVersion } from '../../../src/server/db/repositories/tableVersions';
import type { MemberPackageRecord } from '../../../src/shared/schemas/memberPackages';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

/** A package of the spec's six fields (no product named). */
const pkg = (extra: object) => ({
  ...sampleBody('member_packages'),
  product_type: '',
  product_id: null,
  ...extra,
});

describeEachDatabase('member package prices in kuruş', (t) => {
  let token = '';
  let memberId = 0;
  const db = () => t().app.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    token = (await t().login()).access_token;
    memberId = (await call('POST', 'members', sampleBody('members'))).json<{ id: number }>().id;
  });

  const priceColumn = async () => {
    if (t().dialect === 'postgres') {
      const { rows } = await sql<{ data_type: string }>`
        select data_type from information_schema.columns
        where table_name = 'member_packages' and column_name = 'price' and table_schema = current_schema()`.execute(
        db(),
      );
      return rows[0]?.data_type;
    }
    const { rows } = await sql<{ name: string; type: string }>`pragma table_info(member_packages)`.execute(
      db(),
    );
    return rows.find((r) => r.name === 'price')?.type;
  };

  it('keeps every price in lira through the migration, stored as whole kuruş', async () => {
    // The column as it was: lira in floating point (the later migration indexing the price undone first).
    await moneyReports.down(db());
    await down(db());
    expect(await priceColumn()).toMatch(/double precision|real/i);
    const prices = [1249.99, 0.1, 4800, 0, 33.33, 0.07];
    const stamp = new Date().toISOString();
    const ids: number[] = [];
    for (const price of prices) {
      const row = await sql<{ id: number }>`
        insert into member_packages (member_id, payment_type, invoice_number, lesson_count, used_lessons, starttime,
          endtime, price, created_at, updated_at)
        values (${memberId}, 'cash', '', 10, 0, '2026-01-05', '2026-02-04', ${price}, ${stamp}, ${stamp})
        returning id`.execute(db());
      ids.push(Number(row.rows[0]!.id));
    }
    await up(db());
    await moneyReports.up(db());
    await bumpVersion(db(), 'member_packages');
    expect(await priceColumn()).toMatch(/bigint|integer/i);

    const stored = await db()
      .selectFrom('member_packages')
      .select(['id', 'price'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => Number(r.price))).toEqual([124999, 10, 480000, 0, 3333, 7]);
    const answered = await call('GET', `members/${memberId}/packages?count=100&sort=id&sort_by=ASC`);
    expect(
      answered
        .json<MemberPackageRecord[]>()
        .filter((p) => ids.includes(p.id as number))
        .map((p) => p.price),
    ).toEqual(prices);
    for (const [i, id] of ids.entries())
      expect((await call('GET', `members/${memberId}/packages/${id}`)).json()).toMatchObject({
        price: prices[i],
      });
  });

  it('takes and answers a price in lira with two decimals; three decimals, a negative or a word are a 400', async () => {
    const body = (price: unknown) => pkg({ price });
    const made = await call('POST', `members/${memberId}/packages`, body(1249.99));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ price: 1249.99 });
    const id = made.json<{ id: number }>().id;
    const row = await db()
      .selectFrom('member_packages')
      .select('price')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(Number(row?.price)).toBe(124999);
    expect((await call('PUT', `members/${memberId}/packages/${id}`, { price: '0.3' })).json()).toMatchObject({
      price: 0.3,
    });
    for (const bad of [1249.999, -5, 'on', 10_000_000.01]) {
      const refused = await call('POST', `members/${memberId}/packages`, body(bad));
      expect([bad, refused.statusCode, refused.json<{ fields?: object }>().fields]).toEqual([
        bad,
        400,
        { price: 'generic.fields.invalid' },
      ]);
    }
  });

  it('shows the price in lira in the history', async () => {
    const made = await call('POST', `members/${memberId}/packages`, pkg({ price: 75.5 }));
    const id = made.json<{ id: number }>().id;
    await call('PUT', `members/${memberId}/packages/${id}`, { price: 80 });
    const entries = await db()
      .selectFrom('history')
      .select(['action', 'changes'])
      .where('entity', '=', 'memberPackages')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    const price = entries.map(
      (e) => (JSON.parse(e.changes) as { field: string }[]).find((c) => c.field === 'price') ?? null,
    );
    expect(price).toEqual([
      { field: 'price', after: 75.5 },
      { field: 'price', before: 75.5, after: 80 },
    ]);
  });
});
