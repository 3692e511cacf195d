// What the training-tracking charts draw from the workouts in the store: workouts per week (Monday-based, empty
// weeks included) and the volume lifted per workout, oldest first.
import type { Workout } from './types';

const DAY_MS = 86_400_000;

/** The Monday (yyyy-MM-dd) of a yyyy-MM-dd day's week. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

export function attendancePerWeek(workouts: readonly Pick<Workout, 'date'>[]) {
  if (workouts.length === 0) return [];
  const counts = new Map<string, number>();
  for (const w of workouts) counts.set(weekOf(w.date), (counts.get(weekOf(w.date)) ?? 0) + 1);
  const weeks = [...counts.keys()].sort();
  const out: { label: string; value: number }[] = [];
  for (
    let t = Date.parse(`${weeks[0]}T00:00:00Z`);
    t <= Date.parse(`${weeks.at(-1)}T00:00:00Z`);
    t += 7 * DAY_MS
  ) {
    const label = new Date(t).toISOString().slice(0, 10);
    out.push({ label, value: counts.get(label) ?? 0 });
  }
  return out;
}

export function volumeSeries(workouts: readonly Pick<Workout, 'date' | 'volume'>[]) {
  return [...workouts]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((w) => ({ date: w.date, volume: Number(w.volume ?? 0) }));
}
