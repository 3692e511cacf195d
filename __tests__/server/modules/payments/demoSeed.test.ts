// The demo gym's payments on each database: three years of them consistent with its packages — paid at
// the sale or on a plan of 3–6 parts, never over the price, each package keeping its live payments' sum; a few
// voided with a reason; receipts numbered without gaps per branch and year, in the order taken; some parts overdue
// lately, so the dues, the cash book and the revenue open with a past. The manager holds the whole family and the
// revenue key, the front desk (sales) takes and reads payments but does not void them.
import { businessDay } from '../../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { DashboardAnswer } from '../../../../src/shared/dashboard';
import { isInstalmentPaymentType } from '../../../../src/shared/schemas/memberPackages';
import type { DueRecord, PaymentRecord, RevenueAnswer } from '../../../../src/shared/schemas/payments';
import { DEMO_PASSWORD, describeEachDatabase } from '../../helpers/testApp';
import { gapless, sequenceOf } from './world';

describeEachDatabase(
  'the demo gym’s payments',
  (t) => {
    const db = () => t().app.db;

    it('pays its packages consistently: paid at sale or on a plan, never over the price, each package keeping its sum', async () => {
      const packages = await db()
        .selectFrom('member_packages')
        .select(['id', 'payment_type', 'price', 'paid', 'starttime'])
        .execute();
      const payments = await db()
        .selectFrom('payments')
        .select([
          'member_package_id',
          'amount',
          'method',
          'receipt_no',
          'paid_at',
          'received_by',
          'voided_at',
          'void_reason',
        ])
        .execute();
      const plans = await db()
        .selectFrom('package_instalments')
        .select(['member_package_id', 'no', 'due_date', 'amount'])
        .execute();
      const live = new Map<number, number>();
      for (const p of payments.filter((x) => !x.voided_at))
        live.set(
          Number(p.member_package_id),
          (live.get(Number(p.member_package_id)) ?? 0) + Number(p.amount),
        );
      // Every package: what it keeps is its live payments' sum, never above its price; unpaid ones have nothing.
      const wrong = packages.filter(
        (p) => Number(p.paid) !== (live.get(p.id) ?? 0) || Number(p.paid) > Number(p.price),
      );
      expect(wrong).toEqual([]);
      expect(packages.filter((p) => p.payment_type === 'unpaid' && live.has(p.id))).toEqual([]);
      // Sold cash, card, transfer or barter: paid in full at the sale (but a few refunded lately).
      const single = packages.filter(
        (p) => !isInstalmentPaymentType(p.payment_type) && p.payment_type !== 'unpaid' && Number(p.price) > 0,
      );
      expect(single.length).toBeGreaterThan(50);
      const whole = single.filter((p) => Number(p.paid) === Number(p.price));
      expect(whole.length / single.length).toBeGreaterThan(0.97);
      // Sold on instalments: a plan of 3 to 6 parts adding up to the price, partly paid.
      const byPackage = new Map<number, { no: number; amount: number; due_date: string }[]>();
      for (const part of plans)
        byPackage.set(Number(part.member_package_id), [
          ...(byPackage.get(Number(part.member_package_id)) ?? []),
          { no: Number(part.no), amount: Number(part.amount), due_date: part.due_date },
        ]);
      const instalments = packages.filter(
        (p) => isInstalmentPaymentType(p.payment_type) && Number(p.price) > 0,
      );
      expect(instalments.length).toBeGreaterThan(20);
      for (const p of instalments) {
        const plan = byPackage.get(p.id) ?? [];
        expect([p.id, plan.length >= 3 && plan.length <= 6]).toEqual([p.id, true]);
        expect([p.id, plan.reduce((sum, part) => sum + part.amount, 0)]).toEqual([p.id, Number(p.price)]);
      }
      expect(byPackage.size).toBe(instalments.length);
      expect(instalments.some((p) => Number(p.paid) < Number(p.price))).toBe(true);
      // The desk and the manager took them; a few were voided, with a reason.
      expect(new Set(payments.map((p) => p.received_by)).size).toBe(2);
      const voided = payments.filter((p) => p.voided_at);
      expect(voided.length).toBeGreaterThan(0);
      expect(voided.every((p) => (p.void_reason ?? '').length > 0)).toBe(true);
      expect(voided.length / payments.length).toBeLessThan(0.05);
      // Three years of them, none after now.
      const days = payments.map((p) => String(p.paid_at).slice(0, 10)).sort();
      expect(days[0]! < `${Number(businessDay().slice(0, 4)) - 2}-12-31`).toBe(true);
      expect(payments.every((p) => Date.parse(String(p.paid_at)) <= Date.now())).toBe(true);
    });

    it('numbers the receipts without gaps per branch and year from 1, the counters at the last', async () => {
      const payments = await db().selectFrom('payments').select(['receipt_no', 'paid_at']).execute();
      const series = new Map<string, { sequence: number; paid_at: string }[]>();
      for (const { receipt_no, paid_at } of payments) {
        const key = receipt_no.split('-').slice(0, 2).join('-');
        series.set(key, [
          ...(series.get(key) ?? []),
          { sequence: sequenceOf(receipt_no), paid_at: String(paid_at) },
        ]);
      }
      expect(series.size).toBeGreaterThan(4);
      for (const [key, numbers] of series) {
        const sequences = numbers.map((n) => n.sequence);
        expect([key, gapless(sequences), Math.min(...sequences)]).toEqual([key, true, 1]);
        // In the order they were taken.
        const inOrder = [...numbers].sort((a, b) => a.sequence - b.sequence).map((n) => n.paid_at);
        expect([key, inOrder]).toEqual([key, [...inOrder].sort()]);
        const [year, branch] = key.split('-').map(Number);
        const counter = await db()
          .selectFrom('receipt_counters')
          .select('last')
          .where('branch_key', '=', branch!)
          .where('year', '=', year!)
          .executeTakeFirstOrThrow();
        expect([key, Number(counter.last)]).toEqual([key, Math.max(...sequences)]);
      }
    });

    it('opens the dues, the cash book and the revenue with a past: some overdue lately, a year of months', async () => {
      const token = (await t().login('manager', DEMO_PASSWORD)).access_token;
      const get = (url: string) => t().request({ method: 'GET', url: `/api/v1/${url}`, token });
      const dues = await get('dues?per_page=500');
      expect(dues.statusCode).toBe(200);
      const rows = dues.json<DueRecord[]>();
      expect(Number(dues.headers['x-total-count'])).toBeGreaterThan(5);
      // Some instalments missed in the last weeks, beside unpaid packages.
      expect(rows.some((r) => r.instalment_no !== null && r.days_overdue > 0 && r.days_overdue <= 60)).toBe(
        true,
      );
      expect(rows.some((r) => r.instalment_no === null && r.days_overdue > 0)).toBe(true);
      const revenue = (await get('revenue?group=month')).json<RevenueAnswer>().rows;
      expect(revenue).toHaveLength(12);
      expect(revenue.every((r) => r.collected > 0 && r.sold > 0)).toBe(true);
      const book = await get(`payments?from=${businessDay(-30)}`);
      expect(Number(book.headers['x-total-count'])).toBeGreaterThan(10);
      const { body: dashboard } = { body: (await get('dashboard')).json<DashboardAnswer>() };
      expect(dashboard.cards.overdue!.count).toBeGreaterThan(0);
    });

    it('grants the manager the whole family, the front desk payments without voids', async () => {
      const roles = await db().selectFrom('roles').select(['name', 'permissions']).execute();
      const held = (name: string) => JSON.parse(roles.find((r) => r.name === name)!.permissions) as string[];
      expect(held('Yönetici')).toEqual(
        expect.arrayContaining([
          'PAYMENTS_SEARCH',
          'PAYMENTS_READ',
          'PAYMENTS_CREATE',
          'PAYMENTS_VOID',
          'REVENUE_READ',
        ]),
      );
      const desk = held('Satış');
      expect(desk).toEqual(expect.arrayContaining(['PAYMENTS_SEARCH', 'PAYMENTS_READ', 'PAYMENTS_CREATE']));
      expect(desk).not.toContain('PAYMENTS_VOID');
      expect(held('Antrenör')).not.toContain('PAYMENTS_SEARCH');
    });

    it('lets the front desk take a payment on an unpaid package and find it in the cash book', async () => {
      const token = (await t().login('sales', DEMO_PASSWORD)).access_token;
      const unpaid = await db()
        .selectFrom('member_packages')
        .select(['id', 'member_id', 'price'])
        .where('payment_type', '=', 'unpaid')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const url = `/api/v1/members/${unpaid.member_id}/packages/${unpaid.id}`;
      const pkg = (await t().request({ method: 'GET', url, token })).json<MemberPackageRecord>();
      expect(pkg).toMatchObject({ paid: 0, balance: Number(unpaid.price) / 100 });
      const res = await t().request({
        method: 'POST',
        url: `${url}/payments`,
        token,
        payload: { amount: 1, method: 'cash' },
      });
      expect(res.statusCode).toBe(201);
      const book = await t().request({
        method: 'GET',
        url: `/api/v1/payments?from=${businessDay()}&received_by=${res.json<PaymentRecord>().received_by}`,
        token,
      });
      expect(book.json<PaymentRecord[]>().map((p) => p.id)).toContain(res.json<PaymentRecord>().id);
    });
  },
  { seedDemo: true },
);
