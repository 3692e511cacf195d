// The classes' reads and writes beyond one row: the sessions a schedule makes, the coach's or room's other
// session at the same time, the seats taken and the waiting list.
import { sql, type Kysely } from 'kysely';
import { weeklyDays } from '../../../shared/classes/wallClock';
import type { ClassSettings } from '../../../shared/classes/settings';
import { OPEN_BOOKINGS } from '../../../shared/schemas/classes';
import { parseJson } from '../../db/json';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import { isPostgres } from '../../db/tableBuilders';
import { conflictBecause } from '../../http/errors';
import { gymToday, horizonEnd, sessionTimes } from './sessionTimes';

type Db = Kysely<Database>;

export interface ScheduleRule {
  id: number;
  class_type_id: number;
  branch_id: number;
  room_id: number | null;
  coach_id: number;
  weekdays: string | number[];
  start_time: string;
  starts_on: string;
  ends_on: string | null;
  capacity: number;
}

/** A class type's length in minutes and default capacity. */
export const classTypeOf = (db: Db, id: number) =>
  db
    .selectFrom('class_types')
    .select(['id', 'name', 'duration_minutes', 'capacity'])
    .where('id', '=', id)
    .executeTakeFirst();

export const roomOf = (db: Db, id: number) =>
  db.selectFrom('rooms').select(['id', 'branch_id', 'capacity']).where('id', '=', id).executeTakeFirst();

/** The days a schedule holds a session from `from` to `to` (within its own first and last day). */
export function ruleDays(rule: ScheduleRule, from: string, to: string): string[] {
  const first = rule.starts_on > from ? rule.starts_on : from;
  const last = rule.ends_on && rule.ends_on < to ? rule.ends_on : to;
  if (first > last) return [];
  const weekdays = Array.isArray(rule.weekdays) ? rule.weekdays : parseJson<number[]>(rule.weekdays, []);
  return weeklyDays(weekdays.map(Number), first, last);
}

/**
 * Makes the schedule's missing sessions from today (or its first day) to the horizon; a day it already made
 * (moved, cancelled or booked since) stays as it is. Safe to run anywhere, any number of times: the session of a
 * (schedule, day) is unique, so two nodes extending at once add each session once.
 */
export async function makeSessions(db: Db, rule: ScheduleRule, settings: ClassSettings, at = Date.now()) {
  const type = await classTypeOf(db, rule.class_type_id);
  if (!type) return 0;
  const now = isoNow();
  const rows = ruleDays(rule, gymToday(settings, at), horizonEnd(settings, at)).map((day) => ({
    schedule_id: rule.id,
    occurrence: day,
    class_type_id: rule.class_type_id,
    branch_id: rule.branch_id,
    room_id: rule.room_id,
    coach_id: rule.coach_id,
    ...sessionTimes(day, rule.start_time, Number(type.duration_minutes), settings.timeZone),
    capacity: rule.capacity,
    status: 'scheduled' as const,
    cancel_reason: null,
    created_at: now,
    updated_at: now,
  }));
  let made = 0;
  for (let i = 0; i < rows.length; i += 100) {
    const result = await db
      .insertInto('class_sessions')
      .values(rows.slice(i, i + 100))
      .onConflict((oc) => oc.columns(['schedule_id', 'occurrence']).doNothing())
      .executeTakeFirst();
    made += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (made > 0) await bumpVersion(db, 'class_sessions');
  return made;
}

/** Extends every running schedule's sessions to the horizon (at start and daily, on every node). */
export async function extendHorizons(db: Db, settings: ClassSettings, at = Date.now()): Promise<number> {
  const today = gymToday(settings, at);
  const rules = (await db
    .selectFrom('class_schedules')
    .selectAll()
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .execute()) as unknown as ScheduleRule[];
  let made = 0;
  for (const rule of rules) made += await makeSessions(db, rule, settings, at);
  return made;
}

/**
 * Removes the schedule's sessions from today on that nobody booked (an edit then makes them again by the new
 * rule); the ones with bookings stay as they were.
 */
export async function dropUnbookedFuture(db: Db, scheduleId: number, today: string): Promise<void> {
  await db
    .deleteFrom('class_sessions')
    .where('schedule_id', '=', scheduleId)
    .where('day', '>=', today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('class_bookings').select('id').whereRef('session_id', '=', 'class_sessions.id'),
        ),
      ),
    )
    .execute();
  await bumpVersion(db, 'class_sessions');
}

/** The days of a schedule's sessions that hold bookings (an edit keeps them as they are). */
export async function bookedOccurrences(db: Db, scheduleId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('class_sessions as s')
    .select('s.occurrence')
    .where('s.schedule_id', '=', scheduleId)
    .where((eb) =>
      eb.exists(eb.selectFrom('class_bookings as b').select('b.id').whereRef('b.session_id', '=', 's.id')),
    )
    .execute();
  return new Set(rows.flatMap((r) => (r.occurrence ? [r.occurrence] : [])));
}

interface Slot {
  starts_at: string;
  ends_at: string;
  coach_id: number;
  room_id: number | null;
}

/**
 * 409 `conflict` when the coach or the room of `slot` is in another scheduled session that overlaps it, naming
 * that class, its day and time. `except` leaves out the session itself, or every session of a schedule being
 * remade (its own unbooked future).
 */
export async function assertNoConflict(
  db: Db,
  slots: readonly Slot[],
  except: { sessionId?: number; scheduleId?: number } = {},
): Promise<void> {
  if (slots.length === 0) return;
  const first = slots.reduce((min, s) => (s.starts_at < min ? s.starts_at : min), slots[0]!.starts_at);
  const last = slots.reduce((max, s) => (s.ends_at > max ? s.ends_at : max), slots[0]!.ends_at);
  const coaches = [...new Set(slots.map((s) => s.coach_id))];
  const rooms = [...new Set(slots.flatMap((s) => (s.room_id ? [s.room_id] : [])))];
  let query = db
    .selectFrom('class_sessions as s')
    .innerJoin('class_types as t', 't.id', 's.class_type_id')
    .select([
      's.id',
      's.coach_id',
      's.room_id',
      's.starts_at',
      's.ends_at',
      's.day',
      's.start_time',
      't.name',
    ])
    .where('s.status', '=', 'scheduled')
    .where('s.starts_at', '<', last)
    .where('s.ends_at', '>', first)
    .where((eb) =>
      eb.or([eb('s.coach_id', 'in', coaches), ...(rooms.length ? [eb('s.room_id', 'in', rooms)] : [])]),
    );
  if (except.sessionId !== undefined) query = query.where('s.id', '<>', except.sessionId);
  if (except.scheduleId !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb('s.schedule_id', 'is', null),
        eb('s.schedule_id', '<>', except.scheduleId!),
        eb.exists(eb.selectFrom('class_bookings as b').select('b.id').whereRef('b.session_id', '=', 's.id')),
      ]),
    );
  const others = await query.orderBy('s.starts_at').execute();
  for (const slot of slots)
    for (const other of others) {
      if (!(other.starts_at < slot.ends_at && slot.starts_at < other.ends_at)) continue;
      const values = { name: other.name, day: other.day, time: other.start_time };
      if (Number(other.coach_id) === Number(slot.coach_id))
        throw conflictBecause('classes.errors.coach_conflict', values, {
          coach_id: 'classes.errors.coach_taken',
        });
      if (slot.room_id && Number(other.room_id) === Number(slot.room_id))
        throw conflictBecause('classes.errors.room_conflict', values, {
          room_id: 'classes.errors.room_taken',
        });
    }
}

/**
 * Holds the session until the transaction ends, so bookings and cancellations of one session take turns:
 * PostgreSQL locks its row; SQLite's write transactions run one at a time already.
 */
export async function lockSession(db: Db, id: number) {
  const query = db.selectFrom('class_sessions').selectAll().where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** Seats taken and places queued per session. */
export async function seatCounts(db: Db, sessionIds: readonly number[]) {
  const counts = new Map<number, { booked: number; waitlisted: number }>();
  if (sessionIds.length === 0) return counts;
  const rows = await db
    .selectFrom('class_bookings')
    .select(['session_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('session_id', 'in', sessionIds)
    .where('status', 'in', ['booked', 'attended', 'waitlisted'])
    .groupBy(['session_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(Number(row.session_id)) ?? { booked: 0, waitlisted: 0 };
    if (row.status === 'waitlisted') entry.waitlisted += Number(row.n);
    else entry.booked += Number(row.n);
    counts.set(Number(row.session_id), entry);
  }
  return counts;
}

/** The seats a session holds taken (booked or attended) and the last place in its queue. */
export async function seatsOf(db: Db, sessionId: number) {
  const row = await db
    .selectFrom('class_bookings')
    .select([
      sql<number>`sum(case when status in ('booked', 'attended') then 1 else 0 end)`.as('taken'),
      (eb) => eb.fn.max('waitlist_position').as('last'),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return { taken: Number(row?.taken ?? 0), last: Number(row?.last ?? 0) };
}

/** The member's open booking (booked or waitlisted) of a session, if any. */
export const openBookingOf = (db: Db, sessionId: number, memberId: number) =>
  db
    .selectFrom('class_bookings')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('member_id', '=', memberId)
    .where('status', 'in', [...OPEN_BOOKINGS])
    .executeTakeFirst();

/**
 * Closes the gap a place at `position` left in the session's queue: everyone after it moves up one. In two steps
 * (through negative numbers), because the positions are unique and both databases check that row by row.
 */
export async function closeQueueGap(db: Db, sessionId: number, position: number): Promise<void> {
  await db
    .updateTable('class_bookings')
    .set({ waitlist_position: sql<number>`-(waitlist_position - 1)` })
    .where('session_id', '=', sessionId)
    .where('waitlist_position', '>', position)
    .execute();
  await db
    .updateTable('class_bookings')
    .set({ waitlist_position: sql<number>`-waitlist_position` })
    .where('session_id', '=', sessionId)
    .where('waitlist_position', '<', 0)
    .execute();
}

/** The first in the session's queue takes a free seat; answers the promoted booking, if any. */
export async function promoteFirst(db: Db, sessionId: number) {
  const first = await db
    .selectFrom('class_bookings')
    .select(['id', 'member_id', 'waitlist_position'])
    .where('session_id', '=', sessionId)
    .where('status', '=', 'waitlisted')
    .orderBy('waitlist_position', 'asc')
    .executeTakeFirst();
  if (!first) return undefined;
  await db
    .updateTable('class_bookings')
    .set({ status: 'booked', waitlist_position: null, updated_at: isoNow() })
    .where('id', '=', first.id)
    .execute();
  await closeQueueGap(db, sessionId, Number(first.waitlist_position));
  return first;
}

/** Names and colours of class types by id. */
export const classTypesOf = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('class_types')
    .select(['id', 'name', 'colour'])
    .where('id', 'in', [...ids, 0])
    .execute();

export const sessionOf = (db: Db, id: number) =>
  db.selectFrom('class_sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks a session cancelled; answers its class's name and the members booked into it (to be told). */
export async function cancelSession(db: Db, id: number, reason: string) {
  await db
    .updateTable('class_sessions')
    .set({ status: 'cancelled', cancel_reason: reason, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
  await bumpVersion(db, 'class_sessions');
  const type = await db
    .selectFrom('class_sessions as s')
    .innerJoin('class_types as t', 't.id', 's.class_type_id')
    .select('t.name')
    .where('s.id', '=', id)
    .executeTakeFirst();
  const booked = await db
    .selectFrom('class_bookings as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['m.name', 'm.email'])
    .where('b.session_id', '=', id)
    .where('b.status', '=', 'booked')
    .execute();
  return { className: type?.name ?? '', booked };
}

/** A schedule's future sessions still planned (to tell which no longer follow its rule). */
export const plannedSessionsOf = (db: Db, scheduleIds: readonly number[], from: string) =>
  db
    .selectFrom('class_sessions')
    .select(['id', 'schedule_id', 'occurrence', 'day', 'start_time', 'coach_id', 'room_id', 'class_type_id'])
    .where('schedule_id', 'in', [...scheduleIds, 0])
    .where('day', '>=', from)
    .where('status', '=', 'scheduled')
    .execute();

/** The class (name, day, start, branch) of each session, for its bookings' answers. */
export const sessionNamesOf = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('class_sessions as s')
    .innerJoin('class_types as t', 't.id', 's.class_type_id')
    .select(['s.id', 't.name', 's.starts_at', 's.day', 's.start_time', 's.branch_id'])
    .where('s.id', 'in', [...ids, 0])
    .execute();

/** Whether anyone ever booked the session (cancelled and attended bookings count: they are its record). */
export async function hasBookings(db: Db, sessionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('class_bookings')
    .select('id')
    .where('session_id', '=', sessionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
