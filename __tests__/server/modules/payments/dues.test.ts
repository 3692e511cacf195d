// The dues on each database: GET dues lists every instalment left to pay — or the balance of a package
// sold without a plan, due at its start — due by `until` (today by default), oldest due first with x-total-count:
// a part paid in part by what is left of it, paid ones and later ones not, a voided payment not counting as paid;
// by branch, within the caller's reach (a coach: their members only), page by page.
import { addMonths } from '../../../../src/shared/money/instalments';
import { businessDay } from '../../../../src/shared/businessDay';
import type { DueRecord } from '../../../../src/shared/schemas/payments';
import { createBranch } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/testApp';
import { world, type PaymentRecord, type World } from './world';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

describeEachDatabase('the dues', (t) => {
  let w: World;
  let coach: { id: number; token: string };
  let otherBranch = 0;
  const today = businessDay();
  const ids: Record<string, number> = {};
  const members: Record<string, number> = {};
  const names: Record<number, string> = {};

  beforeAll(async () => {
    w = await world(t());
    otherBranch = await createBranch(t().app.db, `Bornova ${Date.now()}`);
    coach = await w.staff(['PAYMENTS_SEARCH']);
    for (const [key, extra] of [
      ['one', {}],
      ['two', {}],
      ['three', {}],
      ['away', { branches_id: otherBranch }],
      ['coached', { coach_id: coach.id }],
    ] as const) {
      members[key] = await w.member({ name: `Borçlu ${key}`, ...extra });
      names[members[key]!] = `Borçlu ${key}`;
    }
    const sell = async (key: string, member: string, price: number, extra: object) => {
      ids[key] = (await w.pkg(members[member]!, price, extra)).id as number;
    };
    // Three parts from two months ago: the first paid, the second paid in part, the third due today.
    await sell('plan', 'one', 600, {
      payment_type: 'cash_installments',
      instalments: 3,
      first_due_date: addMonths(today, -2),
      starttime: addMonths(today, -2),
    });
    await sell('whole', 'two', 1000, { starttime: businessDay(-10) });
    await sell('later', 'two', 500, { starttime: businessDay(5) });
    await sell('paid', 'three', 300, { starttime: businessDay(-3) });
    await sell('voided', 'three', 400, { starttime: businessDay(-20) });
    await sell('away', 'away', 200, { starttime: businessDay(-1) });
    await sell('coached', 'coached', 150, { starttime: businessDay(-2) });
    const pay = async (key: string, member: string, amount: number) => {
      const res = await w.pay(members[member]!, ids[key]!, { amount, method: 'cash' });
      expect(res.statusCode).toBe(201);
      return res.json<PaymentRecord>();
    };
    await pay('plan', 'one', 250);
    await pay('paid', 'three', 300);
    const voided = await pay('voided', 'three', 400);
    const res = await w.call(
      'POST',
      `members/${members.three}/packages/${ids.voided}/payments/${voided.id}/_void`,
      { reason: 'Karşılıksız çek' },
    );
    expect(res.statusCode).toBe(200);
  });

  const dues = async (query = '', token = w.token) => {
    const res = await w.call('GET', `dues${query ? `?${query}` : ''}`, undefined, token);
    expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
    return { rows: res.json<DueRecord[]>(), total: Number(res.headers['x-total-count']) };
  };
  /** The line a package's part should be. */
  const line = (key: string, member: string, no: number | null, due: string, amount: number): DueRecord => ({
    member_id: members[member]!,
    member_name: names[members[member]!]!,
    member_package_id: ids[key]!,
    package_name: '',
    instalment_no: no,
    due_date: due,
    amount,
    days_overdue: Math.max(0, daysBetween(due, today)),
  });
  const inOrder = (lines: DueRecord[]) =>
    [...lines].sort(
      (a, b) =>
        a.due_date.localeCompare(b.due_date) ||
        a.member_package_id - b.member_package_id ||
        (a.instalment_no ?? 0) - (b.instalment_no ?? 0),
    );
  const branchLines = () =>
    inOrder([
      line('plan', 'one', 2, addMonths(today, -1), 150),
      line('plan', 'one', 3, today, 200),
      line('whole', 'two', null, businessDay(-10), 1000),
      line('voided', 'three', null, businessDay(-20), 400),
      line('coached', 'coached', null, businessDay(-2), 150),
    ]);

  it('lists what is left of each part due by today, oldest first: paid parts, later ones and paid packages not', async () => {
    const { rows, total } = await dues(`branch_id=${w.branchId}&per_page=100`);
    expect(rows).toEqual(branchLines());
    expect(total).toBe(5);
    // Days late count to today; a part due today is not late yet.
    expect(rows.find((r) => r.instalment_no === 3)!.days_overdue).toBe(0);
    expect(rows.find((r) => r.member_package_id === ids.whole)!.days_overdue).toBe(10);
  });

  it('reads until as the last due day: a later start is due then, earlier days leave the later parts out', async () => {
    const later = await dues(`branch_id=${w.branchId}&until=${businessDay(5)}&per_page=100`);
    expect(later.rows).toEqual(inOrder([...branchLines(), line('later', 'two', null, businessDay(5), 500)]));
    const earlier = await dues(`branch_id=${w.branchId}&until=${businessDay(-15)}&per_page=100`);
    expect(earlier.rows).toEqual(branchLines().filter((r) => r.due_date <= businessDay(-15)));
    expect(earlier.total).toBe(earlier.rows.length);
  });

  it('spans every branch unless one is named; a coach sees only their members', async () => {
    const all = (await dues('per_page=500')).rows.filter((r) => Object.values(members).includes(r.member_id));
    expect(all).toEqual(inOrder([...branchLines(), line('away', 'away', null, businessDay(-1), 200)]));
    expect((await dues(`branch_id=${otherBranch}`)).rows).toEqual([
      line('away', 'away', null, businessDay(-1), 200),
    ]);
    const own = await dues('per_page=500', coach.token);
    expect(own.rows).toEqual([line('coached', 'coached', null, businessDay(-2), 150)]);
    expect(own.total).toBe(1);
  });

  it('pages the lines with the whole count; bad parameters are a 400, no PAYMENTS_SEARCH a 403', async () => {
    const second = await dues(`branch_id=${w.branchId}&page=2&per_page=2`);
    expect(second.rows).toEqual(branchLines().slice(2, 4));
    expect(second.total).toBe(5);
    expect((await dues(`branch_id=${w.branchId}&page=3&per_page=2`)).rows).toEqual(branchLines().slice(4));
    // Past the end: no line, the count all the same.
    expect(await dues(`branch_id=${w.branchId}&page=9&per_page=2`)).toEqual({ rows: [], total: 5 });
    for (const bad of [
      'until=dün',
      'until=2026-02-30',
      'page=0',
      'per_page=0',
      'per_page=501',
      'branch_id=x',
    ])
      expect([bad, (await w.call('GET', `dues?${bad}`)).statusCode]).toEqual([bad, 400]);
    const reader = await w.staff(['PAYMENTS_READ', 'MEMBERS_REACH_ALL']);
    expect((await w.call('GET', 'dues', undefined, reader.token)).statusCode).toBe(403);
  });

  it('follows a payment at once: a package paid in full leaves the dues', async () => {
    await w.pay(members.two!, ids.whole!, { amount: 1000, method: 'credit_card' });
    const { rows, total } = await dues(`branch_id=${w.branchId}&per_page=100`);
    expect(rows).toEqual(branchLines().filter((r) => r.member_package_id !== ids.whole));
    expect(total).toBe(4);
  });
});
