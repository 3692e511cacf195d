// The payments migration over existing data: every package sold paid gets one payment of its price on
// its start day (today for one that starts later), the method from its type (the legacy nakit… cash, tek / taksit a
// credit card), taken by nobody known, numbered in start-day order per branch and year; an unpaid package keeps its
// whole price as balance; the counters go on from there. Roles that may change roles get the new keys.
import { sql } from 'kysely';
import { down, grantedWith, up } from '../../../src/server/db/migrations/20261201_0102_payments';
import * as moneyReports from '../../../src/server/db/migrations/20261201_0103_money_reports';
import { bumpVersion } from '../../../src/server/db/repositories/tableVersions';
import { businessDay, businessDayStart } from '../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../src/shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../src/shared/schemas/payments';
import { createBranch } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase('the payments migration', (t) => {
  let token = '';
  const db = () => t().app.db;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('gives every package sold paid one payment on its start day, numbered per branch and year', async () => {
    const branch = await createBranch(db(), `Moda ${Date.now()}`);
    const member = async (branches_id: number | null) =>
      (await call('POST', 'members', { ...sampleBody('members'), branches_id })).json<{ id: number }>().id;
    const inBranch = await member(branch);
    const without = await member(null);
    // The tables as they were before payments were kept.
    await down(db());
    const later = businessDay(20);
    const packages: [number, string, string, number][] = [
      // member, payment type, start, price (kuruş)
      [inBranch, 'cash', '2025-03-10', 480000],
      [inBranch, 'nakit_taksit', '2025-01-05', 120050],
      [inBranch, 'unpaid', '2025-02-01', 99900],
      [inBranch, 'tek', '2025-12-31', 1],
      [inBranch, 'credit_card_installments', '2026-01-01', 360000],
      [inBranch, 'money_transfer', later, 75000],
      [inBranch, 'barter', '2026-02-14', 0],
      [without, 'taksit', '2025-06-01', 250000],
      [without, 'nakit', '2025-06-01', 50000],
      [without, 'credit_card_single', '2026-03-03', 10000],
    ];
    const stamp = new Date().toISOString();
    const ids: number[] = [];
    for (const [memberId, type, start, price] of packages) {
      const row = await sql<{ id: number }>`
        insert into member_packages (member_id, payment_type, invoice_number, lesson_count, used_lessons,
          starttime, endtime, price, created_at, updated_at)
        values (${memberId}, ${type}, '', 10, 0, ${start}, '2027-12-31', ${price}, ${stamp}, ${stamp})
        returning id`.execute(db());
      ids.push(Number(row.rows[0]!.id));
    }
    await up(db());
    for (const table of ['payments', 'member_packages']) await bumpVersion(db(), table);

    const payments = await db()
      .selectFrom('payments')
      .selectAll()
      .where('member_package_id', 'in', ids)
      .orderBy('id')
      .execute();
    const of = (i: number) => payments.find((p) => Number(p.member_package_id) === ids[i]);
    const thisYear = businessDay().slice(0, 4);
    const expected: [number, string, string, number, string][] = [
      // package, method, day, amount, receipt
      [1, 'cash', '2025-01-05', 120050, `2025-${branch}-000001`],
      [0, 'cash', '2025-03-10', 480000, `2025-${branch}-000002`],
      [3, 'credit_card', '2025-12-31', 1, `2025-${branch}-000003`],
      [4, 'credit_card', '2026-01-01', 360000, `2026-${branch}-000001`],
      [7, 'credit_card', '2025-06-01', 250000, '2025-0-000001'],
      [8, 'cash', '2025-06-01', 50000, '2025-0-000002'],
      [9, 'credit_card', '2026-03-03', 10000, '2026-0-000001'],
    ];
    expect(
      expected.map(([i]) => {
        const p = of(i)!;
        return [i, p.method, p.paid_at, Number(p.amount), p.receipt_no, p.received_by, p.voided_at];
      }),
    ).toEqual(
      expected.map(([i, method, day, amount, receipt]) => [
        i,
        method,
        businessDayStart(day),
        amount,
        receipt,
        null,
        null,
      ]),
    );
    // A package that starts later was paid today; unpaid and free ones have no payment.
    expect(of(5)).toMatchObject({ method: 'money_transfer', paid_at: businessDayStart(businessDay()) });
    expect(of(5)!.receipt_no).toMatch(new RegExp(`^${thisYear}-${branch}-00000\\d$`));
    expect([of(2), of(6)]).toEqual([undefined, undefined]);
    expect(payments).toHaveLength(8);
    // Members without a branch pay at branch code 0, their payments without one.
    expect(of(7)!.branch_id).toBeNull();
    expect(Number(of(0)!.branch_id)).toBe(branch);

    // Answers: paid in full, or the whole price owed.
    const answer = async (i: number) =>
      (await call('GET', `members/${packages[i]![0]}/packages/${ids[i]}`)).json<MemberPackageRecord>();
    expect(await answer(0)).toMatchObject({ price: 4800, paid: 4800, balance: 0, next_due_date: null });
    expect(await answer(2)).toMatchObject({ price: 999, paid: 0, balance: 999, overdue_amount: 999 });

    // The counters go on from the carried-over numbers.
    const unpaid = await call('POST', `members/${inBranch}/packages/${ids[2]}/payments`, {
      amount: 999,
      method: 'cash',
    });
    const next = unpaid.json<PaymentRecord>().receipt_no;
    const carried = payments
      .filter((p) => p.receipt_no.startsWith(`${thisYear}-${branch}-`))
      .map((p) => Number(p.receipt_no.split('-')[2]));
    expect(next).toBe(`${thisYear}-${branch}-${String(Math.max(0, ...carried) + 1).padStart(6, '0')}`);
  });

  it('gives each package what its payments less voids add up to (0103), the owing ones found by their index', async () => {
    const member = (await call('POST', 'members', sampleBody('members'))).json<{ id: number }>().id;
    const sell = async (price: number) =>
      (
        await call('POST', `members/${member}/packages`, {
          ...sampleBody('member_packages'),
          product_type: '',
          product_id: null,
          price,
        })
      ).json<{ id: number }>().id;
    const [whole, part, voided, none] = [await sell(100), await sell(250.5), await sell(80), await sell(40)];
    const pay = (id: number, amount: number) =>
      call('POST', `members/${member}/packages/${id}/payments`, { amount, method: 'cash' });
    await pay(whole, 100);
    await pay(part, 50.25);
    const taken = (await pay(voided, 80)).json<PaymentRecord>();
    await call('POST', `members/${member}/packages/${voided}/payments/${taken.id}/_void`, { reason: 'İade' });
    // As before the column: the migration fills it from the payments.
    await moneyReports.down(db());
    await moneyReports.up(db());
    const rows = await db()
      .selectFrom('member_packages')
      .select(['id', 'paid'])
      .where('id', 'in', [whole, part, voided, none])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => Number(r.paid))).toEqual([10_000, 5_025, 0, 0]);
    const owing = await db()
      .selectFrom('member_packages')
      .select('id')
      .where('member_id', '=', member)
      .where((eb) => eb('paid', '<', eb.ref('price')))
      .orderBy('id')
      .execute();
    expect(owing.map((r) => r.id)).toEqual([part, voided, none]);
  });

  it('grants the new keys to roles that may change roles, and to no other', () => {
    const keys = ['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'PAYMENTS_CREATE', 'PAYMENTS_VOID', 'REVENUE_READ'];
    expect(grantedWith(['ROLES_UPDATE'])).toEqual(['ROLES_UPDATE', ...keys]);
    expect(grantedWith(['MEMBER_PACKAGE_CREATE'])).toEqual(['MEMBER_PACKAGE_CREATE']);
  });
});
