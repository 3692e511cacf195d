// The registry rows of the group classes (assembled in index.ts; the row shape is resourceDef.ts): class types,
// rooms and weekly schedules (CLASSES_*), the sessions those make (and one-off ones), and the bookings of a
// session with their attendance (CLASS_BOOKINGS_*). A member's bookings are a member-file tab.
import { defineResource, recordType } from '../resourceDef';
import {
  BOOKING_STATUSES,
  type ClassBookingRecord,
  type ClassScheduleFields,
  type ClassSessionFields,
  SESSION_STATUSES,
  bookingSchema,
  cancelSessionSchema,
  classScheduleSchema,
  classSessionSchema,
  classTypeSchema,
  roomSchema,
} from '../schemas/classes';
import { status } from './common';

/** Names a session answers are read from these tables too. */
const sessionSources = ['class_types', 'rooms', 'users', 'class_bookings'];

export const classesRows = {
  classTypes: defineResource({
    name: 'classTypes',
    path: 'classTypes',
    entity: 'class_types',
    i18n: 'classes',
    family: 'CLASSES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'duration_minutes', 'capacity', 'status'],
    filters: { id: 'eq', status },
    search: { param: 'name', columns: ['name'] },
    searchForm: ['name', 'status'],
    schema: classTypeSchema,
    label: ['name'],
    screens: { list: '/classTypes', add: '/classTypes-add', edit: '/classTypes-edit/:id' },
  }),
  rooms: defineResource({
    name: 'rooms',
    path: 'rooms',
    i18n: 'classes',
    family: 'CLASSES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'branch_id', 'capacity'],
    filters: { id: 'eq', branch_id: 'eq' },
    search: { param: 'name', columns: ['name'] },
    searchForm: ['name', 'branch_id'],
    schema: roomSchema,
    references: { branch_id: 'branches' },
    label: ['name'],
    screens: { list: '/rooms', add: '/rooms-add', edit: '/rooms-edit/:id' },
  }),
  /**
   * A weekly rule: its sessions are made for CLASS_HORIZON_WEEKS ahead. An edit changes the future sessions
   * nobody booked and answers `kept_session_ids` for those it left as they were.
   */
  classSchedules: defineResource({
    name: 'classSchedules',
    record: recordType<ClassScheduleFields>(),
    path: 'classSchedules',
    entity: 'class_schedules',
    i18n: 'classes',
    family: 'CLASSES',
    defaultSort: { sort: 'start_time', sort_by: 'ASC' },
    sortable: ['id', 'start_time', 'starts_on', 'class_type_id', 'branch_id', 'coach_id'],
    filters: { id: 'eq', class_type_id: 'eq', branch_id: 'eq', coach_id: 'eq', room_id: 'eq' },
    searchForm: ['class_type_id', 'branch_id', 'coach_id'],
    schema: classScheduleSchema,
    json: ['weekdays'],
    computed: ['kept_session_ids'],
    references: {
      class_type_id: 'classTypes',
      branch_id: 'branches',
      room_id: 'rooms',
      coach_id: 'users',
    },
    screens: { list: '/classSchedules', add: '/classSchedules-add', edit: '/classSchedules-edit/:id' },
  }),
  /**
   * GET classSessions?from=&to=&branch_id=&coach_id=&room_id=&class_type_id= (days on the gym's clock): the
   * timetable with its seats taken. PUT moves or re-staffs one session (409 `conflict` when its coach or room is
   * elsewhere then); `_cancel {reason}` cancels it and mails its booked members once.
   */
  classSessions: defineResource({
    name: 'classSessions',
    record: recordType<ClassSessionFields>(),
    path: 'classSessions',
    entity: 'class_sessions',
    i18n: 'classes',
    family: 'CLASSES',
    defaultSort: { sort: 'starts_at', sort_by: 'ASC' },
    sortable: ['id', 'starts_at'],
    filters: {
      from: { kind: 'gte', column: 'day' },
      to: { kind: 'lte', column: 'day' },
      branch_id: 'eq',
      coach_id: 'eq',
      room_id: 'eq',
      class_type_id: 'eq',
      schedule_id: 'eq',
      status: { kind: 'eq', options: SESSION_STATUSES },
    },
    schema: classSessionSchema,
    computed: ['name', 'colour', 'room_name', 'coach_name', 'booked', 'waitlisted', 'end_time'],
    references: { class_type_id: 'classTypes', branch_id: 'branches', room_id: 'rooms', coach_id: 'users' },
    dependsOn: sessionSources,
    screens: { list: '/classes' },
    operations: {
      cancel: {
        method: 'POST',
        on: 'record',
        segment: '_cancel',
        permission: 'UPDATE',
        body: cancelSessionSchema,
        answer: 'json',
        returnsRecord: true,
      },
    },
  }),
  /**
   * classSessions/{id}/bookings: the roster. A booking takes a seat or the next place in the queue, in one
   * transaction; DELETE cancels it (the first in the queue takes the seat), `_attend` spends a lesson through
   * the check-ins, `_noshow` records the absence. Bookings follow their member's reach.
   */
  classBookings: defineResource({
    name: 'classBookings',
    record: recordType<ClassBookingRecord>(),
    path: 'classSessions/:session_id/bookings',
    entity: 'class_bookings',
    i18n: 'classes',
    family: 'CLASS_BOOKINGS',
    parents: [{ param: 'session_id', resource: 'classSessions', column: 'session_id' }],
    owner: { column: 'member_id', resource: 'members' },
    actions: ['search', 'create', 'delete'],
    defaultSort: { sort: 'id', sort_by: 'ASC' },
    sortable: ['id', 'status', 'waitlist_position'],
    filters: { status: { kind: 'eq', options: BOOKING_STATUSES }, member_id: 'eq' },
    schema: bookingSchema,
    // A member who booked classes is not deleted with their record of them: 409 in_use.
    references: { member_id: 'members' },
    computed: ['member_name', 'class_name', 'starts_at', 'day', 'start_time', 'branch_id'],
    dependsOn: ['members', 'class_sessions', 'class_types', 'checkins', 'member_packages'],
    operations: {
      attend: {
        method: 'POST',
        on: 'record',
        segment: '_attend',
        permission: 'UPDATE',
        answer: 'json',
        returnsRecord: true,
      },
      noshow: {
        method: 'POST',
        on: 'record',
        segment: '_noshow',
        permission: 'UPDATE',
        answer: 'json',
        returnsRecord: true,
      },
    },
  }),
  /** members/{id}/classBookings: the member's bookings, newest class first (the member file's "Dersler"). */
  memberClassBookings: defineResource({
    name: 'memberClassBookings',
    record: 'classBookings',
    path: 'members/:member_id/classBookings',
    entity: 'class_bookings',
    i18n: 'classes',
    family: 'CLASS_BOOKINGS',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    actions: ['search'],
    defaultSort: { sort: 'id', sort_by: 'DESC' },
    sortable: ['id', 'status'],
    filters: { status: { kind: 'eq', options: BOOKING_STATUSES }, session_id: 'eq' },
    computed: ['member_name', 'class_name', 'starts_at', 'day', 'start_time', 'branch_id'],
    dependsOn: ['members', 'class_sessions', 'class_types', 'checkins', 'member_packages'],
    screens: { list: '/member-edit/:member_id/classes' },
  }),
} as const;
