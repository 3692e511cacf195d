import {
  addMonths,
  INSTALMENTS_MAX,
  INSTALMENTS_MIN,
  planInstalments,
  settleInstalments,
} from '../../../src/shared/money/instalments';

describe('instalment plans', () => {
  it('adds up to the price for every count and prices with kuruş, equal parts and the remainder last', () => {
    for (const price of [100, 99_999, 480_000, 124_999, 1_000_001, 7]) {
      for (let count = INSTALMENTS_MIN; count <= INSTALMENTS_MAX; count += 1) {
        const plan = planInstalments(price, count, '2026-01-15');
        expect(plan).toHaveLength(count);
        expect(plan.reduce((sum, part) => sum + part.amount, 0)).toBe(price);
        const first = plan[0].amount;
        expect(plan.slice(0, -1).every((part) => part.amount === first)).toBe(true);
        expect(plan[count - 1].amount - first).toBeGreaterThanOrEqual(0);
        expect(plan[count - 1].amount - first).toBeLessThan(count);
        expect(plan.map((part) => part.no)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
    }
    expect(planInstalments(100_000, 3, '2026-01-15').map((part) => part.amount)).toEqual([
      33_333, 33_333, 33_334,
    ]);
  });

  it('falls due monthly from the first day, kept within short months', () => {
    expect(planInstalments(300, 3, '2026-01-31').map((part) => part.due_date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(addMonths('2027-12-15', 2)).toBe('2028-02-15');
    expect(addMonths('2028-01-30', 1)).toBe('2028-02-29');
  });

  it('settles payments oldest part first and tells each part’s status on a day', () => {
    const plan = planInstalments(90_000, 3, '2026-01-10');
    const settled = settleInstalments(plan, 40_000, '2026-02-20');
    expect(settled.map(({ paid, status }) => ({ paid, status }))).toEqual([
      { paid: 30_000, status: 'paid' },
      { paid: 10_000, status: 'overdue' },
      { paid: 0, status: 'due' },
    ]);
    expect(settleInstalments(plan, 40_000, '2026-02-01')[1].status).toBe('partial');
    expect(settleInstalments(plan, 90_000, '2027-01-01').every((part) => part.status === 'paid')).toBe(true);
    expect(settleInstalments(plan, 0, '2026-01-10')[0].status).toBe('due');
    expect(settleInstalments(plan, 0, '2026-01-11')[0].status).toBe('overdue');
  });
});
