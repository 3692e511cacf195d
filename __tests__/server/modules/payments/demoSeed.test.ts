// The demo gym's payments (issue 41) on each database: its packages sold paid are paid (one payment each, numbered
// without gaps per branch and year), its unpaid ones owe their price; the manager holds the whole family and the
// revenue key, the front desk (sales) takes and reads payments but does not void them.
import { businessDay } from '../../../../src/shared/businessDay';
import type { MemberPackageRecord } from '../../../../src/shared/schemas/memberPackages';
import type { PaymentRecord } from '../../../../src/shared/schemas/payments';
import { DEMO_PASSWORD, describeEachDatabase } from '../../helpers/testApp';
import { gapless, sequenceOf } from './world';

describeEachDatabase(
  'the demo gym’s payments',
  (t) => {
    const db = () => t().app.db;

    it('pays every package sold paid once, numbered without gaps per branch and year; unpaid ones owe', async () => {
      const packages = await db()
        .selectFrom('member_packages')
        .select(['id', 'payment_type', 'price'])
        .execute();
      const payments = await db()
        .selectFrom('payments')
        .select(['member_package_id', 'amount', 'receipt_no', 'voided_at'])
        .execute();
      const paid = packages.filter((p) => p.payment_type !== 'unpaid' && Number(p.price) > 0);
      expect(paid.length).toBeGreaterThan(50);
      expect(payments).toHaveLength(paid.length);
      const byPackage = new Map(payments.map((p) => [Number(p.member_package_id), p]));
      for (const p of paid)
        expect([p.id, Number(byPackage.get(p.id)?.amount)]).toEqual([p.id, Number(p.price)]);
      expect(packages.filter((p) => p.payment_type === 'unpaid').some((p) => byPackage.has(p.id))).toBe(
        false,
      );
      const series = new Map<string, number[]>();
      for (const { receipt_no } of payments) {
        const key = receipt_no.split('-').slice(0, 2).join('-');
        series.set(key, [...(series.get(key) ?? []), sequenceOf(receipt_no)]);
      }
      for (const [key, numbers] of series) {
        expect([key, gapless(numbers), Math.min(...numbers)]).toEqual([key, true, 1]);
        const [year, branch] = key.split('-').map(Number);
        const counter = await db()
          .selectFrom('receipt_counters')
          .select('last')
          .where('branch_key', '=', branch!)
          .where('year', '=', year!)
          .executeTakeFirstOrThrow();
        expect([key, Number(counter.last)]).toEqual([key, Math.max(...numbers)]);
      }
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
