// Spending a member's lessons — a check-in at the desk, attendance at a class — and reading what a visit needs:
// the package it spends, the day's visits, who made it.
// A lesson is spent by one conditional UPDATE, so parallel check-ins on the last lessons cannot overspend them:
// the database re-checks `used_lessons < lesson_count` on the row it locks (PostgreSQL) or runs the writes one
// at a time (SQLite). A package frozen on the day (modules/memberFile, package_freezes) is not spent, by the same
// statement. One visit a day per member unless it says it is a second one: the member's row is locked first
// (lockMember), so two parallel check-ins of one member cannot both find "no visit today".
import { sql, type Kysely } from 'kysely';
import type { CheckinRefusal } from '../../../shared/schemas/checkins';
import { frozenOn } from './packageFreezes';
import { bumpVersion } from './tableVersions';
import type { Database } from '../schema';
import { isPostgres } from '../tableBuilders';

type Db = Kysely<Database>;

export interface PackageState {
  id: number;
  member_id: number;
  lesson_count: number;
  used_lessons: number;
  starttime: string;
  endtime: string;
  /** Frozen on the day asked about (true/1 or false/0 as the database answers it). */
  frozen?: boolean | number;
}

const packageColumns = ['id', 'member_id', 'lesson_count', 'used_lessons', 'starttime', 'endtime'] as const;

/** Package `id` as it is, and whether it is frozen on `day`. */
export const packageOf = (db: Db, id: number, day: string): Promise<PackageState | undefined> =>
  db
    .selectFrom('member_packages')
    .select(packageColumns)
    .select((eb) => frozenOn(eb, day).as('frozen'))
    .where('id', '=', id)
    .executeTakeFirst();

/** The member's package a visit on `day` spends: running, not frozen, with lessons left, the one ending first. */
export const activePackageOf = (db: Db, memberId: number, day: string): Promise<PackageState | undefined> =>
  db
    .selectFrom('member_packages')
    .select(packageColumns)
    .where('member_id', '=', memberId)
    .where('starttime', '<=', day)
    .where('endtime', '>=', day)
    .whereRef('used_lessons', '<', 'lesson_count')
    .where((eb) => eb.not(frozenOn(eb, day)))
    .orderBy('endtime', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();

/** Why `pkg` cannot be spent on `day` (undefined: it can). */
export function refusalOf(pkg: PackageState | undefined, day: string): CheckinRefusal | undefined {
  if (!pkg) return 'no_package';
  if (pkg.starttime > day) return 'not_started';
  if (pkg.endtime < day) return 'expired';
  if (Number(pkg.frozen)) return 'frozen';
  if (Number(pkg.used_lessons) >= Number(pkg.lesson_count)) return 'used_up';
  return undefined;
}

/** Why the member has no package to spend on `day`: the most telling refusal among their packages. */
export async function memberRefusal(db: Db, memberId: number, day: string): Promise<CheckinRefusal> {
  const packages = await db
    .selectFrom('member_packages')
    .select(packageColumns)
    .select((eb) => frozenOn(eb, day).as('frozen'))
    .where('member_id', '=', memberId)
    .execute();
  const reasons = new Set(packages.map((pkg) => refusalOf(pkg, day)));
  // A frozen package says most; a running package that is used up more than an old expired one; a future one
  // more than neither.
  for (const reason of ['frozen', 'used_up', 'not_started', 'expired'] as const)
    if (reasons.has(reason)) return reason;
  return 'no_package';
}

/** Spends one lesson of package `id` if it can be spent on `day`; false when it could not (nothing changed). */
export async function spendLesson(db: Db, id: number, day: string): Promise<boolean> {
  const result = await db
    .updateTable('member_packages')
    .set({ used_lessons: sql<number>`used_lessons + 1` })
    .where('id', '=', id)
    .where('starttime', '<=', day)
    .where('endtime', '>=', day)
    .whereRef('used_lessons', '<', 'lesson_count')
    .where((eb) => eb.not(frozenOn(eb, day)))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await bumpVersion(db, 'member_packages');
  return true;
}

/** Gives back the lesson an undone check-in spent. */
export async function returnLesson(db: Db, id: number): Promise<void> {
  await db
    .updateTable('member_packages')
    .set({ used_lessons: sql<number>`used_lessons - 1` })
    .where('id', '=', id)
    .where('used_lessons', '>', 0)
    .execute();
  await bumpVersion(db, 'member_packages');
}

/**
 * Serializes the member's check-ins until the transaction ends. PostgreSQL: their row locked (NO KEY: rows that
 * merely reference the member, such as a new package, are not held up); a second check-in waits here and then
 * sees the first one's visit. SQLite runs one write transaction at a time already.
 */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
}

/** The member's first check-in on `day`, if any. */
export const firstCheckinOn = (db: Db, memberId: number, day: string) =>
  db
    .selectFrom('checkins')
    .select(['id', 'created_at'])
    .where('member_id', '=', memberId)
    .where('day', '=', day)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();

/** The member's latest check-in (the only one that may be undone). */
export const lastCheckinOf = (db: Db, memberId: number) =>
  db
    .selectFrom('checkins')
    .select(['id', 'day'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** "Name Lastname" of a user, as it is now. */
export async function userNameOf(db: Db, id: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'lastname'])
    .where('id', '=', id)
    .executeTakeFirst();
  return user ? `${user.name} ${user.lastname}`.trim() : '';
}

/**
 * An undone visit no longer counts as a class's attendance: the booking it spent for is booked again (a late
 * cancellation that spent it stays cancelled, without the visit).
 */
export async function releaseVisit(db: Db, checkinId: number): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .updateTable('class_bookings')
    .set({ status: 'booked', updated_at })
    .where('checkin_id', '=', checkinId)
    .where('status', '=', 'attended')
    .execute();
  const released = await db
    .updateTable('class_bookings')
    .set({ checkin_id: null, updated_at })
    .where('checkin_id', '=', checkinId)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) > 0) await bumpVersion(db, 'class_bookings');
}
