// The group classes' records, as the registry answers them (shared with the server).
import type { RecordOf } from '../../../shared/recordOf';

export type ClassType = RecordOf<'classTypes'>;
export type Room = RecordOf<'rooms'>;
export type ClassSchedule = RecordOf<'classSchedules'>;
export type ClassSession = RecordOf<'classSessions'>;
export type ClassBooking = RecordOf<'classBookings'>;
