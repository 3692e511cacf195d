// The revenue's periods: the database adds up per UTC hour (ISO text's first 13 characters, the same on SQLite and
// PostgreSQL); each hour lies within one business day, as the business's offset from UTC is whole hours. Reading the
// business's clock (Intl) costs microseconds, and a year holds 8,760 hours: the day an hour falls on is read from
// two readings per UTC day — its first and last hours — and, on a day the offset changes, the hour it changes at;
// kept for the next call (a past day's hours never move).
import { businessDay } from '../../../shared/businessDay';
import { mondayOf } from '../../../shared/dashboard';
import type { RevenueGroup } from '../../../shared/schemas/payments';

const HOUR_MS = 3_600_000;

/** Per UTC day (yyyy-MM-dd): the business day of its hours before `from`, and of those from it on. */
const utcDays = new Map<string, { before: string; after: string; from: number }>();

function utcDay(day: string) {
  let known = utcDays.get(day);
  if (!known) {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const before = businessDay(0, midnight);
    const after = businessDay(0, midnight + 23 * HOUR_MS);
    // The first hour on the later business day (24: none).
    let from = 24;
    if (before !== after) {
      let [low, high] = [0, 23];
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (businessDay(0, midnight + middle * HOUR_MS) === before) low = middle + 1;
        else high = middle;
      }
      from = low;
    }
    known = { before, after, from };
    utcDays.set(day, known);
  }
  return known;
}

/** The business day of a UTC hour written yyyy-MM-ddTHH. */
export function businessDayOfHour(hour: string): string {
  const { before, after, from } = utcDay(hour.slice(0, 10));
  return Number(hour.slice(11, 13)) < from ? before : after;
}

/** The period a business day falls in: the day, its ISO week's Monday, or its month. */
export const periodOf = (group: RevenueGroup, day: string): string =>
  group === 'day' ? day : group === 'week' ? mondayOf(day) : day.slice(0, 7);
