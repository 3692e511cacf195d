// A gym's wall clock in any time zone: the instant "Tuesday 18:00" is there on a given day, and back. Classes
// are stored in UTC and made from a weekly rule on the wall clock, so the rule keeps its hour across a change to
// or from summer time (Europe/Istanbul has none now; the tests use zones that do).
import { addDays } from '../freeze';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

function partsAt(at: number, zone: string): Record<string, string> {
  return Object.fromEntries(
    formatFor(zone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
}

/** How far `zone`'s clock is ahead of UTC at `at` (ms). */
function offsetAt(at: number, zone: string): number {
  const p = partsAt(at, zone);
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant (ms) the wall clock of `zone` shows `time` (HH:mm) on `day` (yyyy-MM-dd). A time skipped by the
 * spring change (02:30 on that night) is read with the offset before it, i.e. an hour later on the clock.
 */
export function zonedInstant(day: string, time: string, zone: string): number {
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), hour!, minute!);
  const first = offsetAt(wall, zone);
  const guess = wall - first;
  const second = offsetAt(guess, zone);
  if (second === first) return guess;
  // The first offset was the other side of a change: the second one holds, unless the time does not exist then.
  const shifted = wall - second;
  const shown = wallClockAt(shifted, zone);
  return shown.day === day && shown.time === time ? shifted : guess;
}

/** The day (yyyy-MM-dd) and time (HH:mm) `zone`'s wall clock shows at `at`. */
export function wallClockAt(at: number, zone: string): { day: string; time: string } {
  const p = partsAt(at, zone);
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The days from `from` to `to` (both yyyy-MM-dd, inclusive) that fall on `weekdays`. */
export function weeklyDays(weekdays: readonly number[], from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    if (weekdays.includes(isoWeekday(day))) days.push(day);
  return days;
}
