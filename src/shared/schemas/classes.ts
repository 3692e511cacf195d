// The group classes (types, rooms, weekly schedules, sessions, bookings). Times a person types are on the gym's
// wall clock: a schedule's `start_time` "18:00" on its `weekdays` (ISO 1 Monday … 7 Sunday), a session's `day`
// and `start_time`; the server stores the instants in UTC (starts_at, ends_at) and answers both.
import { array, number, object, string } from 'yup';
import {
  INVALID,
  RECORD_STATUSES,
  TOO_LARGE,
  isoDate,
  oneOfRequired,
  optionalId,
  optionalIsoDate,
  optionalNumber,
  optionalText,
  requiredId,
  requiredNumber,
  requiredText,
} from './fields';

export const CAPACITY_MAX = 500;
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const BOOKING_STATUSES = [
  'booked',
  'waitlisted',
  'cancelled',
  'late_cancelled',
  'attended',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking that holds a seat or a place in the queue. */
export const OPEN_BOOKINGS: readonly BookingStatus[] = ['booked', 'waitlisted'];

const capacity = () => requiredNumber().integer(INVALID).min(1, INVALID).max(CAPACITY_MAX, TOO_LARGE);
/** HH:mm on a 24-hour clock. */
export const wallTime = () =>
  string()
    .trim()
    .required('generic.fields.required')
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID);

export const classTypeSchema = object({
  name: requiredText(100),
  description: optionalText(2000),
  duration_minutes: requiredNumber().integer(INVALID).min(5, INVALID).max(600, TOO_LARGE),
  capacity: capacity(),
  colour: string()
    .trim()
    .required('generic.fields.required')
    .matches(/^#[0-9a-fA-F]{6}$/, INVALID),
  status: oneOfRequired(RECORD_STATUSES),
});

export const roomSchema = object({
  name: requiredText(100),
  branch_id: requiredId(),
  capacity: capacity(),
});

export const classScheduleSchema = object({
  class_type_id: requiredId(),
  branch_id: requiredId(),
  room_id: optionalId(),
  coach_id: requiredId(),
  weekdays: array(number().integer(INVALID).min(1, INVALID).max(7, INVALID).required())
    .required('generic.fields.required')
    .min(1, 'generic.fields.required')
    .max(7, INVALID),
  start_time: wallTime(),
  starts_on: isoDate(),
  ends_on: optionalIsoDate().test('order', 'classes.errors.ends_before_start', function (value) {
    const start = this.parent.starts_on as string | undefined;
    return !value || !start || value >= start;
  }),
  /** Empty: the type's default capacity; never more than the room's (400 naming the room's). */
  capacity: optionalNumber().integer(INVALID).min(1, INVALID).max(CAPACITY_MAX, TOO_LARGE),
});

/** A one-off session, or one session of a schedule moved or re-staffed (PUT). */
export const classSessionSchema = object({
  class_type_id: requiredId(),
  branch_id: requiredId(),
  room_id: optionalId(),
  coach_id: requiredId(),
  day: isoDate(),
  start_time: wallTime(),
  capacity: optionalNumber().integer(INVALID).min(1, INVALID).max(CAPACITY_MAX, TOO_LARGE),
});

export const cancelSessionSchema = object({ reason: requiredText(500) });

export const bookingSchema = object({
  member_id: requiredId(),
  member_package_id: optionalId(),
});

/** What a session answers beyond what a form sends. */
export interface ClassSessionFields {
  schedule_id: number | null;
  /** The day its schedule made it for (kept when it is moved); null for a one-off session. */
  occurrence: string | null;
  /** The class type's name and colour. */
  name: string;
  colour: string;
  /** UTC instants (ISO). */
  starts_at: string;
  ends_at: string;
  /** HH:mm on the gym's clock when it ends. */
  end_time: string;
  room_name: string;
  coach_name: string;
  capacity: number;
  booked: number;
  waitlisted: number;
  status: SessionStatus;
  cancel_reason: string | null;
}

export interface ClassBookingRecord {
  id: number;
  session_id: number;
  member_id: number;
  member_name: string;
  member_package_id: number | null;
  status: BookingStatus;
  /** 1…n in the queue while waitlisted; null otherwise. */
  waitlist_position: number | null;
  /** The check-in that spent the lesson (attended, or a late cancellation that spends). */
  checkin_id: number | null;
  created_at: string;
  updated_at: string;
  /** The class: its name, branch and start (UTC) and its day and time on the gym's clock. */
  class_name: string;
  starts_at: string;
  day: string;
  start_time: string;
  branch_id: number;
}

/** Schedule answers: the ids the schedule's last save could not move (booked sessions), if any. */
export interface ClassScheduleFields {
  kept_session_ids?: number[];
}
