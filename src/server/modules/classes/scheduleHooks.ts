// A weekly schedule: its capacity defaults to its type's and never exceeds its room's (a room of its branch);
// saving it makes its sessions to the horizon, refused as a whole (409 conflict) when one of them would put its
// coach or room in two classes at once. An edit remakes the future sessions nobody booked by the new rule; the
// booked ones stay as they were and the answer names them (`kept_session_ids`: every future session that no
// longer follows the rule — booked when it changed, or moved by hand). Deleting it removes its future sessions
// nobody booked; booked ones stay as one-off sessions.
import type { Row } from '../../db/repositories/records';
import { invalidBecause, validationFailed } from '../../http/errors';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { defineHooks } from '../../resources/hooks';
import {
  assertNoConflict,
  bookedOccurrences,
  classTypeOf,
  dropUnbookedFuture,
  makeSessions,
  plannedSessionsOf,
  roomOf,
  ruleDays,
  type ScheduleRule,
} from './repository';
import { gymToday, horizonEnd, sessionTimes } from './sessionTimes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The type's capacity when none is given; 400 over the room's, or for a room of another branch. */
export async function placeOf(db: Kysely<Database>, input: Row) {
  const type = await classTypeOf(db, Number(input.class_type_id));
  if (!type) throw validationFailed({ class_type_id: NOT_FOUND });
  const capacity = input.capacity == null ? Number(type.capacity) : Number(input.capacity);
  const roomId = input.room_id ? Number(input.room_id) : null;
  if (roomId !== null) {
    const room = await roomOf(db, roomId);
    if (!room) throw validationFailed({ room_id: NOT_FOUND });
    if (Number(room.branch_id) !== Number(input.branch_id))
      throw invalidBecause('classes.errors.room_elsewhere', { room_id: 'classes.errors.room_elsewhere' });
    if (capacity > Number(room.capacity))
      throw invalidBecause(
        'classes.errors.over_room_capacity',
        { capacity: 'classes.errors.over_room_capacity_short' },
        Number(room.capacity),
      );
  }
  return { type, capacity, roomId };
}

export default defineHooks<'class_schedules'>({
  // In the write's transaction: every session the rule makes within the horizon, checked at once against the
  // other classes (an edit without its own unbooked future, which it remakes).
  async toRow(input, { db, existing, config }) {
    const { type, capacity, roomId } = await placeOf(db, input);
    const weekdays = (input.weekdays as number[]).map(Number);
    const row = { ...input, room_id: roomId, capacity, weekdays: JSON.stringify(weekdays) };
    const settings = config.classes;
    const rule = { ...row, weekdays, ends_on: input.ends_on ?? null } as unknown as ScheduleRule;
    // An edit does not remake the days whose booked session it keeps.
    const kept = existing ? await bookedOccurrences(db, Number(existing.id)) : new Set<string>();
    const days = ruleDays(rule, gymToday(settings), horizonEnd(settings)).filter((day) => !kept.has(day));
    const slots = days.map((day) => ({
      ...sessionTimes(day, String(input.start_time), Number(type.duration_minutes), settings.timeZone),
      coach_id: Number(input.coach_id),
      room_id: roomId,
    }));
    await assertNoConflict(db, slots, existing ? { scheduleId: Number(existing.id) } : {});
    return row;
  },
  async afterWrite(row, _input, { db, existing, config }) {
    if (existing) await dropUnbookedFuture(db, Number(row.id), gymToday(config.classes));
    await makeSessions(db, row as unknown as ScheduleRule, config.classes);
  },
  async beforeDelete(row, { db, config }) {
    await dropUnbookedFuture(db, Number(row.id), gymToday(config.classes));
  },
  async decorate(records, { db, config }) {
    const ids = records.map((r) => Number(r.id));
    if (ids.length === 0) return records;
    const today = gymToday(config.classes);
    const sessions = await plannedSessionsOf(db, ids, today);
    return records.map((record) => {
      const kept = sessions
        .filter((s) => Number(s.schedule_id) === Number(record.id))
        .filter(
          (s) =>
            s.day !== s.occurrence ||
            s.start_time !== record.start_time ||
            Number(s.coach_id) !== Number(record.coach_id) ||
            Number(s.room_id ?? 0) !== Number(record.room_id ?? 0) ||
            Number(s.class_type_id) !== Number(record.class_type_id) ||
            ruleDays(record as unknown as ScheduleRule, s.day, s.day).length === 0,
        )
        .map((s) => Number(s.id));
      return { ...record, kept_session_ids: kept };
    });
  },
});
