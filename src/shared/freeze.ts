// Membership freezes: the calendar arithmetic of a freeze, on yyyy-MM-dd days (UTC calendar days, no
// time of day, so no summer-time hour can shift a day). A freeze names its first and last day, both included:
// a freeze from the 1st to the 10th is 10 days, and the package's end moves by as many.

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (day: string): number => {
  if (!ISO_DAY.test(day)) throw new RangeError(`not a yyyy-MM-dd day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
};

/** `day` moved by `days` (negative: back), across month and year ends and leap days. */
export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInclusive(from: string, to: string): number {
  return Math.max(0, Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1);
}

/** Whether two day ranges (both ends included) share a day. */
export const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }): boolean =>
  a.from <= b.to && b.from <= a.to;

/**
 * Ending a freeze early on `day` (the member is back that day): a freeze that has not begun by then is removed
 * (`to: null`), one that has ends the day before; `unused` is how many days the package's end moves back.
 */
export function endEarly(
  freeze: { from: string; to: string },
  day: string,
): { to: string | null; unused: number } {
  if (freeze.from >= day) return { to: null, unused: daysInclusive(freeze.from, freeze.to) };
  return { to: addDays(day, -1), unused: daysInclusive(day, freeze.to) };
}
