// Instalment plans on each database: a sale in 2–12 monthly parts adds up to its price to the kuruş,
// written with the package (and refused with a payment type not sold in instalments); payments settle the oldest
// part first, each part's status on the business day; PUT replaces the unpaid part and must add up to the balance;
// a package without a plan is due in full at its start; a price edit keeps the plan covering it.
import { businessDay } from '../../../../src/shared/businessDay';
import { addMonths } from '../../../../src/shared/money/instalments';
import type { InstalmentAnswer, MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import { describeEachDatabase } from '../../helpers/testApp';
import { world, type World } from './world';

const round = (n: number) => Math.round(n * 100) / 100;

describeEachDatabase('instalment plans', (t) => {
  let w: World;
  let member = 0;
  beforeAll(async () => {
    w = await world(t());
    member = await w.member();
  });
  const plan = async (pkg: MemberPackageRecord) =>
    (await w.call('GET', `members/${member}/packages/${pkg.id}/instalments`)).json<InstalmentAnswer[]>();

  it('plans 2 to 12 monthly parts that add up to the price to the kuruş, the remainder on the last', async () => {
    for (const price of [1249.99, 100.01, 4800, 0.13])
      for (let count = 2; count <= 12; count += 1) {
        const pkg = await w.pkg(member, price, {
          payment_type: count % 2 ? 'cash_installments' : 'credit_card_installments',
          instalments: count,
          first_due_date: '2027-01-31',
        });
        expect(pkg).not.toHaveProperty('instalments');
        const parts = await plan(pkg);
        expect(parts.map((p) => p.no)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        expect(parts.map((p) => p.due_date)).toEqual(parts.map((_, i) => addMonths('2027-01-31', i)));
        const kurus = parts.map((p) => Math.round(p.amount * 100));
        expect([price, count, kurus.reduce((a, b) => a + b, 0)]).toEqual([
          price,
          count,
          Math.round(price * 100),
        ]);
        // Equal parts; the last takes what is left over.
        expect(new Set(kurus.slice(0, -1)).size).toBeLessThanOrEqual(1);
        expect(kurus.at(-1)! - kurus[0]!).toBeGreaterThanOrEqual(0);
        expect(kurus.at(-1)! - kurus[0]!).toBeLessThan(count);
        expect(parts.every((p) => p.id !== null && p.paid === 0 && p.status === 'due')).toBe(true);
      }
    // Feb 2027 has 28 days: a plan from the 31st keeps to each month's end.
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('starts the plan at the package start by default; selling records no payment', async () => {
    const pkg = await w.pkg(member, 900, { payment_type: 'cash_installments', instalments: 3 });
    expect((await plan(pkg)).map((p) => [p.due_date, p.amount])).toEqual([
      [pkg.starttime, 300],
      [addMonths(pkg.starttime, 1), 300],
      [addMonths(pkg.starttime, 2), 300],
    ]);
    const payments = await w.call('GET', `members/${member}/packages/${pkg.id}/payments`);
    expect([payments.headers['x-total-count'], pkg.paid, pkg.balance]).toEqual(['0', 0, 900]);
  });

  it('refuses instalments with a type not sold in instalments, and counts outside 2–12', async () => {
    for (const payment_type of ['cash', 'unpaid', 'credit_card_single', 'money_transfer', 'barter']) {
      const res = await w.call('POST', `members/${member}/packages`, {
        ...(await baseBody()),
        payment_type,
        instalments: 3,
      });
      expect([payment_type, res.statusCode, res.json<{ fields: object }>().fields]).toEqual([
        payment_type,
        400,
        { instalments: 'memberPackages.errors.instalments_type' },
      ]);
    }
    for (const instalments of [1, 13, 2.5, 'iki']) {
      const res = await w.call('POST', `members/${member}/packages`, {
        ...(await baseBody()),
        payment_type: 'cash_installments',
        instalments,
      });
      expect([instalments, res.statusCode, res.json<{ fields: object }>().fields]).toEqual([
        instalments,
        400,
        { instalments: 'generic.fields.invalid' },
      ]);
    }
  });
  const baseBody = async () => ({
    payment_type: 'cash_installments',
    invoice_number: '',
    lesson_count: 10,
    used_lessons: 0,
    starttime: '2026-12-01',
    endtime: '2027-02-28',
    price: 600,
  });

  it('settles the oldest part first; each part paid, partial, due or overdue on the business day', async () => {
    const today = businessDay();
    const first = businessDay(-45);
    const pkg = await w.pkg(member, 300, {
      payment_type: 'credit_card_installments',
      instalments: 3,
      starttime: first,
      endtime: businessDay(60),
    });
    let parts = await plan(pkg);
    const overdue = parts.filter((p) => p.due_date < today).length;
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(parts.map((p) => p.status)).toEqual(parts.map((p) => (p.due_date < today ? 'overdue' : 'due')));
    expect((await w.call('GET', `members/${member}/packages/${pkg.id}`)).json()).toMatchObject({
      paid: 0,
      balance: 300,
      next_due_date: first,
      overdue_amount: overdue * 100,
    });

    await w.pay(member, pkg.id as number, { amount: 150, method: 'credit_card' });
    parts = await plan(pkg);
    expect(parts.map((p) => p.paid)).toEqual([100, 50, 0]);
    expect(parts[0]!.status).toBe('paid');
    expect(parts[1]!.status).toBe(parts[1]!.due_date < today ? 'overdue' : 'partial');
    expect(parts[2]!.status).toBe(parts[2]!.due_date < today ? 'overdue' : 'due');
    const after = (await w.call('GET', `members/${member}/packages/${pkg.id}`)).json<MemberPackageRecord>();
    expect(after).toMatchObject({ paid: 150, balance: 150, next_due_date: parts[1]!.due_date });
    expect(after.overdue_amount).toBe(
      round(parts.filter((p) => p.status === 'overdue').reduce((s, p) => s + p.amount - p.paid, 0)),
    );
    // The packages list across members answers the same money.
    const listed = (await w.call('GET', `packages?member_id=${member}&count=1000`)).json<
      MemberPackageRecord[]
    >();
    expect(listed.find((p) => p.id === pkg.id)).toMatchObject({
      paid: after.paid,
      balance: after.balance,
      next_due_date: after.next_due_date,
      overdue_amount: after.overdue_amount,
    });

    await w.pay(member, pkg.id as number, { amount: 150, method: 'cash' });
    expect((await plan(pkg)).map((p) => p.status)).toEqual(['paid', 'paid', 'paid']);
    expect((await w.call('GET', `members/${member}/packages/${pkg.id}`)).json()).toMatchObject({
      balance: 0,
      next_due_date: null,
      overdue_amount: 0,
    });
  });

  it('answers one part for a package without a plan: the whole price due at its start', async () => {
    const pkg = await w.pkg(member, 750.5, { payment_type: 'cash', starttime: businessDay(-2) });
    expect(await plan(pkg)).toEqual([
      { id: null, no: 1, due_date: businessDay(-2), amount: 750.5, paid: 0, status: 'overdue' },
    ]);
    expect(pkg).toMatchObject({ next_due_date: businessDay(-2), overdue_amount: 750.5 });
    const later = await w.pkg(member, 80, { payment_type: 'unpaid', starttime: businessDay(3) });
    expect(await plan(later)).toEqual([
      { id: null, no: 1, due_date: businessDay(3), amount: 80, paid: 0, status: 'due' },
    ]);
  });

  it('PUT replaces the unpaid part: the paid part stays, the new parts must add up to the balance', async () => {
    const pkg = await w.pkg(member, 1000, {
      payment_type: 'cash_installments',
      instalments: 4,
      first_due_date: '2026-01-10',
    });
    const url = `members/${member}/packages/${pkg.id}/instalments`;
    await w.pay(member, pkg.id as number, { amount: 300, method: 'cash' });
    const before = await plan(pkg);

    const refused = await w.call('PUT', url, {
      instalments: [
        { due_date: '2027-03-01', amount: 400 },
        { due_date: '2027-04-01', amount: 300 },
        { due_date: '2027-05-01', amount: 0.01 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ error: string; fields: object; translations: Record<string, string> }>();
    expect(body).toMatchObject({
      error: 'instalments_total',
      fields: { instalments: 'memberPackages.errors.instalments_total' },
    });
    expect(body.translations.tr).toContain('₺700,00');
    expect(body.translations.en).toContain('₺700.00');
    expect(await plan(pkg)).toEqual(before);
    for (const bad of [{}, { instalments: 'iki' }, { instalments: [{ due_date: 'yarın', amount: 700 }] }]) {
      const res = await w.call('PUT', url, bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }

    // Unordered days are taken oldest first, after the paid part (250 in full, 50 of the second part).
    const accepted = await w.call('PUT', url, {
      instalments: [
        { due_date: '2027-05-01', amount: 300 },
        { due_date: '2027-03-01', amount: 399.99 },
        { due_date: '2027-04-01', amount: 0.01 },
      ],
    });
    expect(accepted.statusCode).toBe(200);
    const parts = accepted.json<InstalmentAnswer[]>();
    expect(parts.map((p) => [p.no, p.due_date, p.amount, p.paid, p.status])).toEqual([
      [1, '2026-01-10', 250, 250, 'paid'],
      [2, '2026-02-10', 50, 50, 'paid'],
      [3, '2027-03-01', 399.99, 0, 'due'],
      [4, '2027-04-01', 0.01, 0, 'due'],
      [5, '2027-05-01', 300, 0, 'due'],
    ]);
    expect(await plan(pkg)).toEqual(parts);
    expect((await w.call('GET', `members/${member}/packages/${pkg.id}`)).json()).toMatchObject({
      paid: 300,
      balance: 700,
      next_due_date: '2027-03-01',
      overdue_amount: 0,
    });
    // The plan's change is in the history, by its parameters.
    const entry = await t()
      .app.db.selectFrom('history')
      .select(['action', 'changes'])
      .where('entity', '=', 'memberPackages')
      .where('entity_id', '=', String(pkg.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('planInstalments');
    expect(JSON.parse(entry.changes)).toEqual([{ field: 'instalments', after: expect.any(Array) }]);

    // Paid in full: only an empty unpaid part adds up.
    await w.pay(member, pkg.id as number, { amount: 700, method: 'cash' });
    expect(
      (await w.call('PUT', url, { instalments: [{ due_date: '2027-06-01', amount: 1 }] })).statusCode,
    ).toBe(400);
    const closed = await w.call('PUT', url, { instalments: [] });
    expect(closed.json<InstalmentAnswer[]>().map((p) => p.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
    ]);
  });

  it('PUT needs MEMBER_PACKAGE_UPDATE, GET MEMBER_PACKAGE_READ', async () => {
    const pkg = await w.pkg(member, 200);
    const url = `members/${member}/packages/${pkg.id}/instalments`;
    const reader = await w.staff(['MEMBER_PACKAGE_READ', 'MEMBERS_REACH_ALL']);
    expect((await w.call('GET', url, undefined, reader.token)).statusCode).toBe(200);
    const put = { instalments: [{ due_date: '2027-01-01', amount: 200 }] };
    expect((await w.call('PUT', url, put, reader.token)).statusCode).toBe(403);
    const editor = await w.staff(['MEMBER_PACKAGE_UPDATE', 'MEMBERS_REACH_ALL']);
    expect((await w.call('PUT', url, put, editor.token)).statusCode).toBe(200);
    expect((await w.call('GET', url, undefined, editor.token)).statusCode).toBe(403);
  });

  it('keeps a plan covering its package when the price is edited; never below what was paid', async () => {
    const pkg = await w.pkg(member, 600, {
      payment_type: 'cash_installments',
      instalments: 3,
      first_due_date: '2027-01-05',
    });
    const url = `members/${member}/packages/${pkg.id}`;
    await w.pay(member, pkg.id as number, { amount: 250, method: 'cash' });
    const below = await w.call('PUT', url, { price: 249.99 });
    expect([below.statusCode, below.json<{ fields: object }>().fields]).toEqual([
      400,
      { price: 'memberPackages.errors.price_below_paid' },
    ]);
    expect((await w.call('GET', url)).json()).toMatchObject({ price: 600, balance: 350 });

    const raised = await w.call('PUT', url, { price: 900.01 });
    expect(raised.json()).toMatchObject({ price: 900.01, paid: 250, balance: 650.01 });
    expect((await plan(pkg)).map((p) => [p.due_date, p.amount, p.paid])).toEqual([
      ['2027-01-05', 300, 250],
      ['2027-02-05', 300, 0],
      ['2027-03-05', 300.01, 0],
    ]);
    expect((await w.call('PUT', url, { price: 250 })).json()).toMatchObject({
      balance: 0,
      next_due_date: null,
    });
  });
});
