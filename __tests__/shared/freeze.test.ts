// The freeze arithmetic: days counted with both ends included, moved across month ends, year ends and Feb 29.
import { addDays, daysInclusive, endEarly, overlaps } from '../../src/shared/freeze';

describe('freeze arithmetic', () => {
  it('counts both ends: the 1st to the 10th is 10 days, one day is 1', () => {
    expect(daysInclusive('2027-03-01', '2027-03-10')).toBe(10);
    expect(daysInclusive('2027-03-05', '2027-03-05')).toBe(1);
    expect(daysInclusive('2027-03-05', '2027-03-04')).toBe(0);
  });

  it('counts across a month end, a year end and the summer-time change', () => {
    expect(daysInclusive('2027-01-25', '2027-02-05')).toBe(12);
    expect(daysInclusive('2026-12-28', '2027-01-03')).toBe(7);
    expect(daysInclusive('2027-03-26', '2027-04-02')).toBe(8);
  });

  it('counts Feb 29 in a leap year (2028) and not in 2027', () => {
    expect(daysInclusive('2028-02-27', '2028-03-02')).toBe(5);
    expect(daysInclusive('2027-02-27', '2027-03-02')).toBe(4);
  });

  it('moves a day across month ends, year ends and Feb 29', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 10)).toBe('2027-01-10');
    expect(addDays('2027-03-31', -31)).toBe('2027-02-28');
  });

  it('refuses what is not a day', () => {
    expect(() => addDays('31/01/2027', 1)).toThrow(RangeError);
  });

  it('tells overlapping ranges (a shared end day overlaps)', () => {
    const a = { from: '2027-03-01', to: '2027-03-10' };
    expect(overlaps(a, { from: '2027-03-10', to: '2027-03-12' })).toBe(true);
    expect(overlaps(a, { from: '2027-02-20', to: '2027-03-01' })).toBe(true);
    expect(overlaps(a, { from: '2027-03-11', to: '2027-03-12' })).toBe(false);
  });

  it('ends a freeze early: the day before, or removed when it had not begun', () => {
    const freeze = { from: '2028-02-25', to: '2028-03-05' };
    expect(endEarly(freeze, '2028-03-01')).toEqual({ to: '2028-02-29', unused: 5 });
    expect(endEarly(freeze, '2028-02-25')).toEqual({ to: null, unused: 10 });
    expect(endEarly(freeze, '2028-02-20')).toEqual({ to: null, unused: 10 });
  });
});
