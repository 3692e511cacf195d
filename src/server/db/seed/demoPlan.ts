// The demo gym's calendar: a gym with a past. Members joined over the last three years (more in
// January and September), and each area's demo seed fills the same members' files — the newest members (the
// members list's first page, newest first) and a share of the older active ones — with dates after their joining
// and up to the seed's today. Pure and deterministic (a seeded generator), so tests can rely on it.

export const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32): the same demo data on every fresh start. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** yyyy-MM-dd (UTC) of a time. */
export const isoDay = (t: number): string => new Date(t).toISOString().slice(0, 10);
/** Midnight (UTC) of the day of a time. */
export const startOfDay = (t: number): number => Math.floor(t / DAY_MS) * DAY_MS;
/** Midnight (UTC) of the day of a stored timestamp or date. */
export const dayOf = (iso: string): number =>
  startOfDay(Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
/** Midnight (UTC) `months` calendar months after `day` (the day of month clipped to the month's last). */
export function addMonths(day: number, months: number): number {
  const d = new Date(day);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0)).getUTCDate();
  return first + (Math.min(d.getUTCDate(), last) - 1) * DAY_MS;
}

/** How long ago the first demo member joined: three years of months, this one included. */
export const DEMO_JOIN_MONTHS = 36;
/**
 * Joins in each calendar month compared with an ordinary one: New Year's resolutions, back to work in
 * September, a quiet summer and December.
 */
const SEASON = [1.45, 1.1, 1.05, 1, 0.95, 0.85, 0.7, 0.75, 1.35, 1.1, 0.95, 0.7];
/** The gym grew a little: the oldest month weighs this much of an ordinary one, the latest 2 − this. */
const GROWTH_FROM = 0.9;

/**
 * `count` join times over the last DEMO_JOIN_MONTHS months up to `now` (never after it), oldest first. Each month
 * gets its share by weight (the current month by how much of it has passed), rounded by largest remainder, so
 * the monthly counts do not depend on chance; the day and hour within a month do.
 */
export function joinTimes(count: number, now: number, rand: () => number): number[] {
  const today = new Date(now);
  const months = Array.from({ length: DEMO_JOIN_MONTHS }, (_, i) => {
    const back = DEMO_JOIN_MONTHS - 1 - i;
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1);
    const next = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 1);
    const end = Math.min(next, now);
    const growth = GROWTH_FROM + (2 * (1 - GROWTH_FROM) * i) / (DEMO_JOIN_MONTHS - 1);
    const weight = SEASON[new Date(start).getUTCMonth()]! * growth * ((end - start) / (next - start));
    return { start, end, weight };
  });
  const total = months.reduce((sum, m) => sum + m.weight, 0);
  const exact = months.map((m) => (m.weight / total) * count);
  const counts = exact.map(Math.floor);
  const remainders = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .slice(0, count - counts.reduce((sum, n) => sum + n, 0));
  for (const { i } of remainders) counts[i]! += 1;
  return months
    .flatMap((m, i) =>
      Array.from({ length: counts[i]! }, () => m.start + Math.floor(rand() * (m.end - m.start))),
    )
    .sort((a, b) => a - b);
}

/** The newest members with a full file: more than the members list's first page (25, newest first). */
export const NEWEST_WITH_FILES = 30;
/** Of the older active members, every this many (in the order they joined) has a full file too. */
export const OLDER_WITH_FILES_EVERY = 5;

/**
 * The members whose file each area's demo seed fills (a package history, consultations, measurements, a
 * program and workouts; diet lists and personal trainings for some), newest first: the NEWEST_WITH_FILES who
 * joined last, and every OLDER_WITH_FILES_EVERY-th older member still active.
 */
export function membersWithFiles<M extends { id: number; created_at: string; status: string }>(
  members: readonly M[],
): M[] {
  const newestFirst = [...members].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const older = newestFirst
    .slice(NEWEST_WITH_FILES)
    .reverse()
    .filter((m) => m.status === 'active')
    .filter((_, i) => i % OLDER_WITH_FILES_EVERY === 0)
    .reverse();
  return [...newestFirst.slice(0, NEWEST_WITH_FILES), ...older];
}

/**
 * The days a member is measured, from the day they joined up to `today`: at every session of the first four
 * weeks' start programme (Monday, Wednesday, Friday), weekly to three months, fortnightly to a year, then every
 * four weeks; after the start programme about one in eight is missed.
 */
export function measurementDays(joinedDay: number, today: number, rand: () => number): number[] {
  const days: number[] = [joinedDay];
  for (let t = joinedDay + DAY_MS; t <= Math.min(today, joinedDay + 28 * DAY_MS); t += DAY_MS)
    if ([1, 3, 5].includes(new Date(t).getUTCDay())) days.push(t);
  const steps = [
    { until: 84, every: 7 },
    { until: 364, every: 14 },
    { until: Infinity, every: 28 },
  ];
  let t = joinedDay + 28 * DAY_MS;
  for (const { until, every } of steps)
    while (t + every * DAY_MS <= joinedDay + until * DAY_MS) {
      t += every * DAY_MS;
      if (t > today) return days;
      if (rand() >= 0.12) days.push(t);
    }
  return days;
}
