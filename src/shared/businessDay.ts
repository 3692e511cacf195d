// The business's calendar day. The gym is in Turkey (the product's default language, prices in lira): "today" —
// a check-in's day, the undo of today's visit, a freeze's first day, the attention list's and the dashboard's
// windows — is the day in Istanbul, for the server and every browser alike. UTC would put a visit at 01:00 in
// Istanbul on the day before.
import { addDays } from './freeze';

export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The business's wall clock at `at`: year, month, day, hour, minute, second as text. */
const wallAt = (at: number): Record<string, string> =>
  Object.fromEntries(wallClock.formatToParts(new Date(at)).map((p) => [p.type, p.value]));

/** yyyy-MM-dd in the business's calendar at `at` (now), `offsetDays` later (earlier when negative). */
export function businessDay(offsetDays = 0, at: number = Date.now()): string {
  const wall = wallAt(at);
  const day = `${wall.year}-${wall.month}-${wall.day}`;
  return offsetDays === 0 ? day : addDays(day, offsetDays);
}

/** HH:mm on the business's clock at `at` (a visit's time as the desk and the messages name it). */
export function businessTime(at: number): string {
  const wall = wallAt(at);
  return `${wall.hour}:${wall.minute}`;
}

/** How far the business's clock is ahead of UTC at `at` (ms; Istanbul: 3 h). */
function offsetAt(at: number): number {
  const wall = wallAt(at);
  const time = Date.UTC(+wall.year!, +wall.month! - 1, +wall.day!, +wall.hour!, +wall.minute!, +wall.second!);
  return time - Math.floor(at / 1000) * 1000;
}

/** The instant (ISO UTC, as times are stored) the business's day `day` (yyyy-MM-dd) begins. */
export function businessDayStart(day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnight - offsetAt(midnight)).toISOString();
}

/** The last millisecond of the business's day `day`, as an ISO UTC time. */
export function businessDayEnd(day: string): string {
  return new Date(Date.parse(businessDayStart(addDays(day, 1))) - 1).toISOString();
}

/** Whether `value` is a day yyyy-MM-dd that exists in the calendar (2026-02-30 does not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
