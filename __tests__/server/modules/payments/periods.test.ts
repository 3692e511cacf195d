// The revenue's hours to business days (periods.ts): every UTC hour of 2015–2016 — Istanbul still changed its clocks
// in 2015, and changed its offset for good in 2016 — falls on the day the business's clock reads, read or kept.
import { businessDay } from '../../../../src/shared/businessDay';
import { businessDayOfHour, periodOf } from '../../../../src/server/modules/payments/periods';

it('reads the business day of every UTC hour as the business clock does, across offset changes', () => {
  const first = Date.parse('2015-01-01T00:00:00Z');
  const wrong: string[] = [];
  for (let at = first; at < Date.parse('2017-01-01T00:00:00Z'); at += 3_600_000) {
    const hour = new Date(at).toISOString().slice(0, 13);
    // Twice: read, then kept.
    for (let i = 0; i < 2; i += 1) if (businessDayOfHour(hour) !== businessDay(0, at)) wrong.push(hour);
  }
  expect(wrong).toEqual([]);
});

it('names a day’s period: itself, its ISO week’s Monday, its month', () => {
  expect(periodOf('day', '2026-11-29')).toBe('2026-11-29');
  expect(periodOf('week', '2026-11-29')).toBe('2026-11-23');
  expect(periodOf('week', '2026-11-30')).toBe('2026-11-30');
  expect(periodOf('month', '2026-11-29')).toBe('2026-11');
});
