// The business's day is Istanbul's (UTC+3): after 21:00 UTC it is already tomorrow there.
import { businessDay, businessDayEnd, businessDayStart, businessTime } from '../../src/shared/businessDay';

const at = (iso: string) => Date.parse(iso);

it('reads the day in Istanbul, not in UTC', () => {
  expect(businessDay(0, at('2026-11-26T20:59:59Z'))).toBe('2026-11-26');
  expect(businessDay(0, at('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
  expect(businessDay(0, at('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
});

it('counts days from it across a month end, a year end and a leap day', () => {
  expect(businessDay(1, at('2026-11-30T22:00:00Z'))).toBe('2026-12-02');
  expect(businessDay(-1, at('2027-01-01T10:00:00Z'))).toBe('2026-12-31');
  expect(businessDay(1, at('2028-02-28T12:00:00Z'))).toBe('2028-02-29');
  expect(businessDay(-14, at('2026-03-10T12:00:00Z'))).toBe('2026-02-24');
});

it("gives the UTC instants a business day starts and ends (a filter's from and to)", () => {
  expect(businessDayStart('2026-11-27')).toBe('2026-11-26T21:00:00.000Z');
  expect(businessDayEnd('2026-11-27')).toBe('2026-11-27T20:59:59.999Z');
  expect(businessDayEnd('2026-12-31')).toBe('2026-12-31T20:59:59.999Z');
  expect(businessDay(0, Date.parse(businessDayStart('2028-02-29')))).toBe('2028-02-29');
});

it("reads a visit's time on Istanbul's clock", () => {
  expect(businessTime(at('2026-11-26T06:21:40Z'))).toBe('09:21');
  expect(businessTime(at('2026-11-26T21:05:00Z'))).toBe('00:05');
});
