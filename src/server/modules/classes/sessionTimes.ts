// Where a session sits in time: its UTC instants from the day and wall-clock time a person gave, on the gym's
// clock (TZ), and the day it is there now.
import { addDays } from '../../../shared/freeze';
import { wallClockAt, zonedInstant } from '../../../shared/classes/wallClock';
import type { ClassSettings } from '../../../shared/classes/settings';

export interface SessionTimes {
  day: string;
  start_time: string;
  starts_at: string;
  ends_at: string;
}

/** The instants of a session starting at `time` on `day` (the gym's clock) and lasting `minutes`. */
export function sessionTimes(day: string, time: string, minutes: number, zone: string): SessionTimes {
  const start = zonedInstant(day, time, zone);
  return {
    day,
    start_time: time,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + minutes * 60_000).toISOString(),
  };
}

/** Today on the gym's clock. */
export const gymToday = (settings: ClassSettings, at = Date.now()): string =>
  wallClockAt(at, settings.timeZone).day;

/** The last day sessions are made for: today plus the horizon's weeks. */
export const horizonEnd = (settings: ClassSettings, at = Date.now()): string =>
  addDays(gymToday(settings, at), settings.horizonWeeks * 7);

/** HH:mm on the gym's clock of an instant (ISO). */
export const wallTimeOf = (iso: string, settings: ClassSettings): string =>
  wallClockAt(Date.parse(iso), settings.timeZone).time;
