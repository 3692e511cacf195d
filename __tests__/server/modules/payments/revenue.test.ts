// The revenue on each database: GET revenue adds up, per day, ISO week or month, the prices of the
// packages sold (by their sale's business day) and the payments taken less voids (by paid_at) — the same figures
// as the cash book to the kuruş: a property test over generated payments and voids on several days compares each
// period's collected with the cash book's rows and its _summary for the same days. Broken down by method (a sale
// has none: it stays on a row without a key), branch or product, named; a coach sees only their members' money.
import { addDays, lastMonths, mondayOf } from '../../../../src/shared/dashboard';
import { businessDay, businessDayEnd, businessDayStart } from '../../../../src/shared/businessDay';
import type { PaymentSummary, RevenueAnswer, RevenueRow } from '../../../../src/shared/schemas/payments';
import { random } from '../../../../src/server/db/seed/demoPlan';
import { createBranch } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/testApp';
import { world, type PaymentRecord, type World } from './world';

const METHODS = ['cash', 'credit_card', 'money_transfer', 'barter'] as const;
const kurus = (lira: number) => Math.round(lira * 100);
const dayOf = (iso: string) => businessDay(0, Date.parse(iso));

describeEachDatabase('the revenue', (t) => {
  let w: World;
  const today = businessDay();
  const from = businessDay(-40);

  beforeAll(async () => {
    w = await world(t());
  });

  const revenue = async (query: string, token = w.token) => {
    const res = await w.call('GET', `revenue?${query}`, undefined, token);
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    return res.json<RevenueAnswer>().rows;
  };
  const book = async (query: string) => {
    const res = await w.call('GET', `payments?count=5000&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<PaymentRecord[]>();
  };
  const summary = async (query: string) =>
    (await w.call('GET', `payments/_summary?${query}`)).json<PaymentSummary>();
  /** A sale dated `at` (its created_at, the sale's instant). */
  const soldAt = async (id: number, at: string) =>
    t()
      .app.db.updateTable('member_packages')
      // The sale's time is the server's; a test dates it.
      .set({ created_at: at } as never)
      .where('id', '=', id)
      .execute();

  it('equals the cash book to the kuruş on generated payments and voids over several days (property)', async () => {
    const rand = random(4141);
    const members = [await w.member(), await w.member({ branches_id: null })];
    const packages = await Promise.all(members.map(async (m) => (await w.pkg(m, 1_000_000)).id as number));
    const taken: PaymentRecord[] = [];
    for (let i = 0; i < 80; i += 1) {
      const day = businessDay(-Math.floor(rand() * 40));
      // Anywhere in the business day, its first and last instants too (midnight in Istanbul, not in UTC).
      const edge = rand();
      const start = Date.parse(businessDayStart(day));
      const end = Math.min(Date.parse(businessDayEnd(day)), Date.now() - 1000);
      const at =
        edge < 0.1 ? start : edge < 0.2 ? end : start + Math.floor(rand() * Math.max(1, end - start));
      const k = Math.floor(rand() * members.length);
      const res = await w.pay(members[k]!, packages[k]!, {
        amount: (1 + Math.floor(rand() * 50_000)) / 100,
        method: METHODS[Math.floor(rand() * METHODS.length)],
        paid_at: new Date(at).toISOString(),
      });
      expect(res.statusCode).toBe(201);
      taken.push(res.json<PaymentRecord>());
    }
    for (const p of taken.filter(() => rand() < 0.2)) {
      const res = await w.call(
        'POST',
        `members/${p.member_id}/packages/${p.member_package_id}/payments/${p.id}/_void`,
        { reason: 'Hatalı giriş' },
      );
      expect(res.statusCode).toBe(200);
    }

    for (const group of ['day', 'week', 'month'] as const) {
      const rows = await revenue(`from=${from}&to=${today}&group=${group}`);
      for (const row of rows) {
        // The period's days within the range asked.
        const first = group === 'day' ? row.period : group === 'week' ? row.period : `${row.period}-01`;
        const last =
          group === 'day'
            ? row.period
            : group === 'week'
              ? addDays(row.period, 6)
              : addDays(`${addDays(`${row.period}-28`, 4).slice(0, 7)}-01`, -1);
        const days = `from=${first < from ? from : first}&to=${last > today ? today : last}`;
        const listed = (await book(days)).filter((p) => !p.voided_at);
        const expected = listed.reduce((sum, p) => sum + kurus(p.amount), 0);
        expect([group, row.period, kurus(row.collected)]).toEqual([group, row.period, expected]);
        expect([group, row.period, kurus((await summary(days)).total)]).toEqual([
          group,
          row.period,
          expected,
        ]);
      }
      // Every period of the range, oldest first, and the whole equal to the whole cash book of those days.
      const periods = rows.map((r) => r.period);
      expect(periods).toEqual([...new Set(periods)].sort());
      expect(rows.reduce((sum, r) => sum + kurus(r.collected), 0)).toBe(
        kurus((await summary(`from=${from}&to=${today}`)).total),
      );
    }
    // Days: each of the range, those without a payment at 0; weeks start on Monday.
    const daily = await revenue(`from=${from}&to=${today}&group=day`);
    expect(daily.map((r) => r.period)).toEqual(Array.from({ length: 41 }, (_, i) => addDays(from, i)));
    const weekly = await revenue(`from=${from}&to=${today}&group=week`);
    expect(weekly.every((r) => mondayOf(r.period) === r.period)).toBe(true);
    expect(weekly[0]!.period).toBe(mondayOf(from));
    // By method: per method the cash book's by_method.
    const byMethod = await revenue(`from=${from}&to=${today}&group=month&by=method`);
    const whole = await summary(`from=${from}&to=${today}`);
    for (const method of METHODS)
      expect([
        method,
        byMethod.filter((r) => r.key === method).reduce((sum, r) => sum + kurus(r.collected), 0),
      ]).toEqual([method, kurus(whole.by_method[method])]);
    // Each payment's day is its business day: the generated ones fall where the cash book puts them.
    expect(taken.every((p) => dayOf(p.paid_at!) >= from && dayOf(p.paid_at!) <= today)).toBe(true);
  });

  it('adds up sales by their sale’s business day, and breaks both figures down by branch and product', async () => {
    const branch = await createBranch(t().app.db, `Ataşehir ${Date.now()}`);
    const here = await w.member({ branches_id: branch });
    const none = await w.member({ branches_id: null });
    const course = await t()
      .app.db.selectFrom('course_packages')
      .select(['id', 'package_name'])
      .orderBy('id')
      .executeTakeFirst();
    // The 10th and 11th of a month thirteen months ago.
    const day = `${lastMonths(today, 14)[0]}-10`;
    const next = addDays(day, 1);
    const a = await w.pkg(
      here,
      1200.5,
      course ? { product_type: 'course_package', product_id: course.id } : {},
    );
    const b = await w.pkg(none, 99.99);
    // The first sold at 23:30 in Istanbul (20:30 UTC): that day, not the next; the second at midnight after it.
    await soldAt(a.id as number, new Date(Date.parse(businessDayStart(next)) - 30 * 60_000).toISOString());
    await soldAt(b.id as number, businessDayStart(next));
    await w.pay(here, a.id as number, { amount: 200, method: 'cash', paid_at: day });
    await w.pay(none, b.id as number, { amount: 50, method: 'credit_card', paid_at: next });

    const rows = await revenue(`from=${day}&to=${next}&group=day`);
    expect(rows).toEqual([
      { period: day, sold: 1200.5, collected: 200 },
      { period: next, sold: 99.99, collected: 50 },
    ]);
    expect(await revenue(`from=${day}&to=${next}&group=month`)).toEqual([
      { period: day.slice(0, 7), sold: 1300.49, collected: 250 },
    ]);

    const byBranch = await revenue(`from=${day}&to=${next}&group=day&by=branch`);
    const branchName = (
      await t()
        .app.db.selectFrom('branches')
        .select('name')
        .where('id', '=', branch)
        .executeTakeFirstOrThrow()
    ).name;
    expect(byBranch).toEqual([
      { period: day, key: branch, label: branchName, sold: 1200.5, collected: 200 },
      { period: next, key: null, sold: 99.99, collected: 50 },
    ]);
    const byProduct = await revenue(`from=${day}&to=${next}&group=day&by=product`);
    expect(byProduct).toEqual([
      course
        ? {
            period: day,
            key: `course_package:${course.id}`,
            label: course.package_name,
            sold: 1200.5,
            collected: 200,
          }
        : { period: day, key: null, sold: 1200.5, collected: 200 },
      { period: next, key: null, sold: 99.99, collected: 50 },
    ]);
    // A sale has no method: its price stays on the period's row without a key, the payments on their methods.
    const byMethod = await revenue(`from=${day}&to=${next}&group=day&by=method`);
    expect(byMethod).toEqual([
      { period: day, key: null, sold: 1200.5, collected: 0 },
      { period: day, key: 'cash', sold: 0, collected: 200 },
      { period: next, key: null, sold: 99.99, collected: 0 },
      { period: next, key: 'credit_card', sold: 0, collected: 50 },
    ]);
  });

  it('counts only a coach’s members without MEMBERS_REACH_ALL; REVENUE_READ guards it; bad queries are a 400', async () => {
    const coach = await w.staff(['REVENUE_READ']);
    const own = await w.member({ coach_id: coach.id });
    const other = await w.member();
    const day = businessDay(-500);
    for (const [member, price, paid] of [
      [own, 300, 120],
      [other, 700, 650],
    ] as const) {
      const pkg = await w.pkg(member, price);
      await soldAt(pkg.id as number, businessDayStart(day));
      await w.pay(member, pkg.id as number, { amount: paid, method: 'cash', paid_at: day });
    }
    expect(await revenue(`from=${day}&to=${day}&group=day`, coach.token)).toEqual<RevenueRow[]>([
      { period: day, sold: 300, collected: 120 },
    ]);
    expect(await revenue(`from=${day}&to=${day}&group=day`)).toEqual<RevenueRow[]>([
      { period: day, sold: 1000, collected: 770 },
    ]);
    const desk = await w.staff(['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'MEMBERS_REACH_ALL']);
    expect((await w.call('GET', 'revenue', undefined, desk.token)).statusCode).toBe(403);
    for (const bad of [
      'group=year',
      'by=user',
      'from=2026-02-30',
      `from=${today}&to=${businessDay(-1)}`,
      `from=${businessDay(1)}`,
    ])
      expect([bad, (await w.call('GET', `revenue?${bad}`)).statusCode]).toEqual([bad, 400]);
    // Without days: the twelve months up to this one, by month.
    const year = await revenue('');
    expect(year).toHaveLength(12);
    expect(year[11]!.period).toBe(today.slice(0, 7));
  });
});
