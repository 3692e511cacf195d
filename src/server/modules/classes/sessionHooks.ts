// One class session: made by a schedule or added one-off, moved or re-staffed by PUT (its day and wall-clock time;
// the instants follow on the gym's clock), 409 `conflict` when its coach or room is elsewhere then. Coaches without
// the members' full reach see and manage the sessions they teach. `_cancel {reason}` cancels it once and mails
// each booked member (the outbox); its bookings stay as they were, for the record.
import { hasAny } from '../../../shared/permissions';
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { enqueueMessage } from '../../db/repositories/outbox';
import type { Row } from '../../db/repositories/records';
import { invalidBecause, refused } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import {
  assertNoConflict,
  cancelSession,
  classTypesOf,
  hasBookings,
  promoteFirst,
  seatCounts,
  seatsOf,
  sessionOf,
} from './repository';
import { mailPromoted } from './bookings';
import { mailText } from './mailText';
import { placeOf } from './scheduleHooks';
import { sessionTimes, wallTimeOf } from './sessionTimes';

export default defineHooks<'class_sessions'>({
  reach: (principal) =>
    hasAny(principal.permissions, 'MEMBERS_REACH_ALL')
      ? undefined
      : { columns: ['coach_id'], value: principal.userId },
  async toRow(input, { db, existing, config }) {
    const { type, capacity, roomId } = await placeOf(db, input);
    const times = sessionTimes(
      String(input.day),
      String(input.start_time),
      Number(type.duration_minutes),
      config.classes.timeZone,
    );
    const slot = { ...times, coach_id: Number(input.coach_id), room_id: roomId };
    await assertNoConflict(db, [slot], existing ? { sessionId: Number(existing.id) } : {});
    // Seats taken stay seats: a capacity below them is refused (the queue fills a raised one, afterWrite).
    if (existing) {
      const { taken } = await seatsOf(db, Number(existing.id));
      if (capacity < taken)
        throw invalidBecause(
          'classes.errors.below_booked',
          { capacity: 'classes.errors.below_booked_short' },
          taken,
        );
    }
    return {
      ...input,
      ...times,
      room_id: roomId,
      capacity,
      // A moved session keeps the schedule and the day it was made for (so the schedule does not make it again).
      schedule_id: existing?.schedule_id ?? null,
      occurrence: existing?.occurrence ?? null,
      status: existing?.status ?? 'scheduled',
      cancel_reason: existing?.cancel_reason ?? null,
    };
  },
  // More seats: the first waiting members take them, in the save's transaction, and are mailed.
  async afterWrite(row, _input, { db, existing }) {
    if (!existing || row.status !== 'scheduled' || Date.parse(row.ends_at) <= Date.now()) return;
    let { taken } = await seatsOf(db, Number(row.id));
    while (taken < Number(row.capacity)) {
      const promoted = await promoteFirst(db, Number(row.id));
      if (!promoted) break;
      await mailPromoted(db, Number(promoted.member_id), Number(row.id));
      taken += 1;
    }
  },
  // A session members booked is cancelled (they are told), not deleted with their bookings.
  async beforeDelete(row, { db }) {
    if (await hasBookings(db, Number(row.id))) throw refused('classes.errors.has_bookings');
  },
  async decorate(records, { db, config }) {
    const ids = records.map((r) => Number(r.id));
    const [types, rooms, coaches, counts] = await Promise.all([
      classTypesOf(db, idsIn(records, 'class_type_id')),
      labelsByKey(db, 'rooms', 'id', ['name'], idsIn(records, 'room_id')),
      labelsByKey(db, 'users', 'id', ['name', 'lastname'], idsIn(records, 'coach_id')),
      seatCounts(db, ids),
    ]);
    const typeOf = new Map(types.map((t) => [Number(t.id), t]));
    return records.map((r) => {
      const type = typeOf.get(Number(r.class_type_id));
      const seats = counts.get(Number(r.id)) ?? { booked: 0, waitlisted: 0 };
      return {
        ...r,
        name: type?.name ?? '',
        colour: type?.colour ?? '#8c8c8c',
        room_name: r.room_id ? (rooms.get(String(r.room_id)) ?? '') : '',
        coach_name: coaches.get(String(r.coach_id)) ?? '',
        end_time: wallTimeOf(String(r.ends_at), config.classes),
        ...seats,
      };
    });
  },
  operations: {
    async cancel({ db, record, body }) {
      const session = record as Row;
      if (session.status === 'cancelled') throw refused('classes.errors.session_cancelled');
      const reason = String(body.reason);
      const { className, booked } = await cancelSession(db, Number(session.id), reason);
      const values = { name: className, day: String(session.day), time: String(session.start_time), reason };
      for (const member of booked) {
        if (!member.email) continue;
        await enqueueMessage(db, {
          channel: 'email',
          recipient: member.email,
          subject: mailText('classes.mail.cancelled_subject', values),
          body: mailText('classes.mail.cancelled_body', { ...values, member: member.name }),
        });
      }
      return sessionOf(db, Number(session.id));
    },
  },
});
