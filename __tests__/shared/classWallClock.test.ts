// A weekly class keeps its wall-clock hour in its gym's zone: across a month end, a year end and the changes to
// and from summer time (Europe/Berlin, America/New_York), "Tuesday 18:00" is 18:00 there every week — its UTC
// instant moves by the hour instead. A time the spring change skips is read an hour later on the clock.
import { ruleDays, type ScheduleRule } from '../../src/server/modules/classes/repository';
import { sessionTimes } from '../../src/server/modules/classes/sessionTimes';
import { isoWeekday, wallClockAt, weeklyDays, zonedInstant } from '../../src/shared/classes/wallClock';

const rule = (weekdays: number[], starts_on: string, ends_on: string | null = null) =>
  ({ weekdays, starts_on, ends_on }) as unknown as ScheduleRule;

it('numbers weekdays the ISO way, Monday 1 to Sunday 7', () => {
  expect(['2026-11-30', '2026-12-01', '2026-12-06'].map(isoWeekday)).toEqual([1, 2, 7]);
});

it('finds a rule’s days across a month end and a year end, within its own first and last day', () => {
  expect(weeklyDays([2, 4], '2026-11-24', '2026-12-04')).toEqual([
    '2026-11-24',
    '2026-11-26',
    '2026-12-01',
    '2026-12-03',
  ]);
  expect(ruleDays(rule([4, 5], '2026-12-30', '2027-01-08'), '2026-12-20', '2027-02-01')).toEqual([
    '2026-12-31',
    '2027-01-01',
    '2027-01-07',
    '2027-01-08',
  ]);
  expect(ruleDays(rule([1], '2027-01-05'), '2026-12-01', '2027-01-04')).toEqual([]);
});

it('keeps "Tuesday 18:00" at 18:00 in Berlin through the autumn and spring changes', () => {
  const zone = 'Europe/Berlin';
  // Summer time ends on 25 Oct 2026 and starts on 28 Mar 2027.
  const autumn = ['2026-10-20', '2026-10-27'].map((day) => sessionTimes(day, '18:00', 60, zone));
  expect(autumn.map((s) => s.starts_at)).toEqual(['2026-10-20T16:00:00.000Z', '2026-10-27T17:00:00.000Z']);
  const spring = ['2027-03-23', '2027-03-30'].map((day) => sessionTimes(day, '18:00', 60, zone));
  expect(spring.map((s) => s.starts_at)).toEqual(['2027-03-23T17:00:00.000Z', '2027-03-30T16:00:00.000Z']);
  for (const s of [...autumn, ...spring])
    expect(wallClockAt(Date.parse(s.starts_at), zone)).toEqual({ day: s.day, time: '18:00' });
});

it('reads a time the spring change skips an hour later, and one the autumn change repeats once', () => {
  const zone = 'America/New_York';
  // 8 Mar 2026: 02:00 → 03:00.
  expect(wallClockAt(zonedInstant('2026-03-08', '02:30', zone), zone)).toEqual({
    day: '2026-03-08',
    time: '03:30',
  });
  // 1 Nov 2026: 01:00–02:00 happens twice; one of them is taken, on the day and at the time asked.
  expect(wallClockAt(zonedInstant('2026-11-01', '01:30', zone), zone)).toEqual({
    day: '2026-11-01',
    time: '01:30',
  });
});

it('ends a class its length after it starts, in UTC, even across the change', () => {
  const s = sessionTimes('2026-10-25', '01:30', 120, 'Europe/Berlin');
  expect(Date.parse(s.ends_at) - Date.parse(s.starts_at)).toBe(120 * 60_000);
  expect(sessionTimes('2026-12-31', '23:30', 60, 'Europe/Istanbul')).toMatchObject({
    starts_at: '2026-12-31T20:30:00.000Z',
    ends_at: '2026-12-31T21:30:00.000Z',
  });
});
