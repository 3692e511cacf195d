// The business's calendar day. The gym is in Turkey (the product's default language, prices in lira): "today" —
// a check-in's day, the undo of today's visit, a freeze's first day, the attention list's and the dashboard's
// windows — is the day in Istanbul, for the server and every browser alike. UTC would put a visit at 01:00 in
// Istanbul on the day before.
export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

const DAY_MS = 86_400_000;
const format = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-MM-dd in the business's calendar at `at` (now), `offsetDays` later (earlier when negative). */
export function businessDay(offsetDays = 0, at: number = Date.now()): string {
  const parts = format.formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  if (offsetDays === 0) return day;
  return new Date(Date.parse(`${day}T00:00:00Z`) + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

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

/** How far the business's clock is ahead of UTC at `at` (ms; Istanbul: 3 h). */
function offsetAt(at: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant (ISO UTC, as times are stored) the business's day `day` (yyyy-MM-dd) begins. */
export function businessDayStart(day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnight - offsetAt(midnight)).toISOString();
}

/** The last millisecond of the business's day `day`, as an ISO UTC time. */
export function businessDayEnd(day: string): string {
  return new Date(
    Date.parse(businessDayStart(businessDay(1, Date.parse(businessDayStart(day))))) - 1,
  ).toISOString();
}
