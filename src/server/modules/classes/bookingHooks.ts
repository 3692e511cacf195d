// A member's booking of a class session. Booking is one transaction holding the session (lockSession): a member
// with a usable package on the class's day (the check-in rules; 409 with the reason) takes a free seat, or else
// the next place in the queue — so thirty members booking ten seats at once end as ten booked and twenty queued
// at 1…20. DELETE cancels: the booking is kept, cancelled (late within CLASS_LATE_CANCEL_HOURS of the start, which
// spends the lesson when CLASS_LATE_CANCEL_SPENDS), and until the class ends the first in the queue takes the freed seat in the same
// transaction and is mailed. `_attend` spends one lesson through the check-ins: the member's visit that day not yet
// tied to a class (a desk check-in) is used, else one check-in is made for the class — so a desk check-in and the
// class spend one lesson together. `_noshow` records the absence.
import type { ClassSettings } from '../../../shared/classes/settings';
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { refused, validationFailed } from '../../http/errors';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { defineHooks, type StoredRow } from '../../resources/hooks';
import { bookingOf, changeBooking, freeVisitOn, mailPromoted, packageFor, spendForBooking } from './bookings';
import {
  closeQueueGap,
  lockSession,
  openBookingOf,
  promoteFirst,
  seatsOf,
  sessionNamesOf,
} from './repository';
import { gymToday } from './sessionTimes';

type Booking = StoredRow<'class_bookings'>;

/** Whether a cancellation now is a late one: within the configured hours of the start. */
const isLate = (startsAt: string, settings: ClassSettings, now = Date.now()) =>
  Date.parse(startsAt) - now <= settings.lateCancelHours * 3_600_000;

export default defineHooks<'class_bookings'>({
  async toRow(input, { db, config }) {
    const sessionId = Number(input.session_id);
    const memberId = Number(input.member_id);
    // In the write's transaction, before anything is read: bookings of this session take turns here.
    const session = await lockSession(db, sessionId);
    if (!session) throw validationFailed({ session_id: NOT_FOUND });
    if (session.status === 'cancelled') throw refused('classes.errors.session_cancelled');
    // A class of today may still be booked after it ended: the desk adds a walk-in to mark their attendance.
    if (session.day < gymToday(config.classes)) throw refused('classes.errors.session_over');
    if (await openBookingOf(db, sessionId, memberId))
      throw refused('classes.errors.already_booked', { member_id: 'classes.errors.already_booked' });
    const packageId = await packageFor(db, memberId, input.member_package_id, session.day);
    const { taken, last } = await seatsOf(db, sessionId);
    const seat = taken < Number(session.capacity);
    return {
      session_id: sessionId,
      member_id: memberId,
      member_package_id: packageId,
      status: seat ? 'booked' : 'waitlisted',
      waitlist_position: seat ? null : last + 1,
      checkin_id: null,
    };
  },
  async remove(booking, { db, config, principal }) {
    const session = await lockSession(db, Number(booking.session_id));
    // Re-read under the session's hold: a parallel cancel or promotion may have changed it.
    const current = await bookingOf(db, Number(booking.id));
    if (current.status !== 'booked' && current.status !== 'waitlisted')
      throw refused('classes.errors.not_open');
    if (current.status === 'waitlisted') {
      const after = await changeBooking(db, Number(current.id), {
        status: 'cancelled',
        waitlist_position: null,
      });
      await closeQueueGap(db, Number(current.session_id), Number(current.waitlist_position));
      return after;
    }
    const late = session !== undefined && isLate(session.starts_at, config.classes);
    const checkinId =
      late && config.classes.lateCancelSpends
        ? await spendForBooking(db, current, session.day, principal.userId)
        : null;
    const after = await changeBooking(db, Number(current.id), {
      status: late ? 'late_cancelled' : 'cancelled',
      checkin_id: checkinId,
    });
    // Until the class ends: a waiting member at the door takes the seat of one who did not come.
    if (session?.status === 'scheduled' && Date.parse(session.ends_at) > Date.now()) {
      const promoted = await promoteFirst(db, Number(current.session_id));
      if (promoted) await mailPromoted(db, Number(promoted.member_id), Number(current.session_id));
    }
    return after;
  },
  async decorate(records, { db }) {
    const sessions = await sessionNamesOf(db, idsIn(records, 'session_id'));
    const sessionOf = new Map(sessions.map((s) => [Number(s.id), s]));
    const names = await labelsByKey(db, 'members', 'id', ['name'], idsIn(records, 'member_id'));
    return records.map((r) => {
      const s = sessionOf.get(Number(r.session_id));
      return {
        ...r,
        member_name: names.get(String(r.member_id)) ?? '',
        class_name: s?.name ?? '',
        starts_at: s?.starts_at ?? '',
        day: s?.day ?? '',
        start_time: s?.start_time ?? '',
        branch_id: s ? Number(s.branch_id) : null,
      };
    });
  },
  operations: {
    async attend({ db, record, principal, config }) {
      const booking = record as Booking;
      if (booking.status === 'attended') return booking;
      if (booking.status !== 'booked' && booking.status !== 'no_show')
        throw refused('classes.errors.not_booked');
      const session = await lockSession(db, Number(booking.session_id));
      if (!session || session.status === 'cancelled') throw refused('classes.errors.session_cancelled');
      if (session.day > gymToday(config.classes)) throw refused('classes.errors.not_started');
      const visit = await freeVisitOn(db, Number(booking.member_id), session.day);
      const checkinId = visit
        ? Number(visit.id)
        : await spendForBooking(db, booking, session.day, principal.userId);
      return changeBooking(db, Number(booking.id), { status: 'attended', checkin_id: checkinId });
    },
    async noshow({ db, record, config }) {
      const booking = record as Booking;
      if (booking.status === 'no_show') return booking;
      if (booking.status !== 'booked') throw refused('classes.errors.not_booked');
      const session = await lockSession(db, Number(booking.session_id));
      if (!session || session.status === 'cancelled') throw refused('classes.errors.session_cancelled');
      if (session.day > gymToday(config.classes)) throw refused('classes.errors.not_started');
      return changeBooking(db, Number(booking.id), { status: 'no_show' });
    },
  },
});
