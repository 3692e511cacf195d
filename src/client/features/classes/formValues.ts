// Form values of the classes' forms and their mapping to the API: numbers typed as text are sent as numbers, and
// an optional field left empty is sent as null, so an edit can empty it (an empty string would be dropped).
import type { Body } from '../../api/resourceClient';
import type { ClassSchedule, ClassType, Room } from './types';

type Typed = string | number;

const number = (value: Typed | null | undefined) => (value === '' || value == null ? '' : Number(value));
const orNull = <T>(value: T | '' | null | undefined) => (value === '' || value === undefined ? null : value);
const numberOrNull = (value: Typed | null | undefined) =>
  value === '' || value == null ? null : Number(value);

export interface ClassTypeValues {
  name: string;
  description: string;
  duration_minutes: Typed;
  capacity: Typed;
  colour: string;
  status: ClassType['status'] | '';
}

export const EMPTY_CLASS_TYPE: ClassTypeValues = {
  name: '',
  description: '',
  duration_minutes: '60',
  capacity: '',
  colour: '#1677ff',
  status: 'active',
};

export const classTypeBody = (values: ClassTypeValues): Body => ({
  ...values,
  duration_minutes: number(values.duration_minutes),
  capacity: number(values.capacity),
});

export interface RoomValues {
  name: string;
  branch_id: Room['branch_id'] | '';
  capacity: Typed;
}

export const EMPTY_ROOM: RoomValues = { name: '', branch_id: '', capacity: '' };

export const roomBody = (values: RoomValues): Body => ({ ...values, capacity: number(values.capacity) });

export interface ScheduleValues {
  class_type_id: number | '';
  branch_id: number | '';
  room_id: number | '';
  coach_id: number | '';
  weekdays: number[];
  start_time: string;
  starts_on: string;
  ends_on: string;
  /** Empty: the type's capacity. */
  capacity: Typed;
}

export const emptySchedule = (today: string): ScheduleValues => ({
  class_type_id: '',
  branch_id: '',
  room_id: '',
  coach_id: '',
  weekdays: [],
  start_time: '',
  starts_on: today,
  ends_on: '',
  capacity: '',
});

export const scheduleBody = (values: ScheduleValues): Body => ({
  ...values,
  room_id: orNull(values.room_id),
  ends_on: orNull(values.ends_on),
  capacity: numberOrNull(values.capacity),
});

/** The weekdays a schedule answers, as numbers. */
export const scheduleWeekdays = (schedule: Pick<ClassSchedule, 'weekdays'>): number[] =>
  Array.isArray(schedule.weekdays) ? schedule.weekdays.map(Number) : [];

export const scheduleFromRecord = (record: ClassSchedule, initial: ScheduleValues): ScheduleValues => ({
  class_type_id: record.class_type_id ?? initial.class_type_id,
  branch_id: record.branch_id ?? initial.branch_id,
  room_id: record.room_id ?? '',
  coach_id: record.coach_id ?? initial.coach_id,
  weekdays: scheduleWeekdays(record),
  start_time: record.start_time ?? '',
  starts_on: record.starts_on ?? initial.starts_on,
  ends_on: record.ends_on ?? '',
  capacity: record.capacity ?? '',
});
