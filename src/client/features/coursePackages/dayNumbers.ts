// Day numbers (spec part 2 §4, §9): a new day takes the last day number plus 1, starting at 1. The server
// numbers the day it stores the same way (registry `sequence`); this is the number the add screen shows.
export function nextDayNumber(days: readonly { day_number: number | string }[]): number {
  let last = 0;
  for (const day of days) {
    const n = Number(day.day_number);
    if (Number.isInteger(n) && n > last) last = n;
  }
  return last + 1;
}
