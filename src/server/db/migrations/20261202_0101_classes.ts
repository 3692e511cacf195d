// Group classes: class types, rooms, weekly schedules, the sessions they make (and one-off ones) and the bookings
// of a session. A session keeps its UTC instants and its day and time on the gym's clock (the list filters by
// day); a schedule's session is unique by the day it was made for (`occurrence`), so making sessions again — on
// any node, at any time — adds only the missing ones. A member holds one open booking (booked or waitlisted) per
// session; the queue's positions are unique within a session.
//
// Roles that may change roles get the new keys (a full administrator stays full); the demo's front desk and
// coaches get their share in the classes module's demo seed.
import { sql } from 'kysely';
import { grantToRoles } from '../roleGrants';
import { addSearchColumns, createRecordTable, dropSearchColumns, type MigrationDb } from '../tableBuilders';

export const CLASS_KEYS = [
  'CLASSES_SEARCH',
  'CLASSES_CREATE',
  'CLASSES_READ',
  'CLASSES_UPDATE',
  'CLASSES_DELETE',
  'CLASS_BOOKINGS_SEARCH',
  'CLASS_BOOKINGS_CREATE',
  'CLASS_BOOKINGS_UPDATE',
  'CLASS_BOOKINGS_DELETE',
];

export function grantedWith(permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  if (held.has('ROLES_UPDATE')) for (const key of CLASS_KEYS) held.add(key);
  return [...held];
}

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'class_types')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await addSearchColumns(db, 'class_types', ['name'], ['name']);

  await createRecordTable(db, 'rooms')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();
  await addSearchColumns(db, 'rooms', ['name'], ['name']);
  await db.schema.createIndex('rooms_branch_id_idx').on('rooms').columns(['branch_id', 'id']).execute();

  await createRecordTable(db, 'class_schedules')
    .addColumn('class_type_id', 'integer', (c) => c.notNull().references('class_types.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();

  await createRecordTable(db, 'class_sessions')
    .addColumn('schedule_id', 'integer', (c) => c.references('class_schedules.id').onDelete('set null'))
    .addColumn('occurrence', 'text')
    .addColumn('class_type_id', 'integer', (c) => c.notNull().references('class_types.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .execute();
  await db.schema
    .createIndex('class_sessions_occurrence')
    .on('class_sessions')
    .columns(['schedule_id', 'occurrence'])
    .unique()
    .execute();
  for (const column of ['day', 'starts_at', 'coach_id', 'room_id', 'branch_id', 'class_type_id'])
    await db.schema
      .createIndex(`class_sessions_${column}_idx`)
      .on('class_sessions')
      .columns(column === 'starts_at' || column === 'day' ? [column, 'id'] : [column, 'starts_at'])
      .execute();

  await createRecordTable(db, 'class_bookings')
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('class_sessions.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('member_package_id', 'integer', (c) => c.references('member_packages.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('waitlist_position', 'integer')
    .addColumn('checkin_id', 'integer')
    .execute();
  await sql`create unique index class_bookings_open on class_bookings (session_id, member_id)
    where status in ('booked', 'waitlisted')`.execute(db);
  await sql`create unique index class_bookings_queue on class_bookings (session_id, waitlist_position)
    where waitlist_position is not null`.execute(db);
  await db.schema
    .createIndex('class_bookings_member_idx')
    .on('class_bookings')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('class_bookings_session_idx')
    .on('class_bookings')
    .columns(['session_id', 'status'])
    .execute();

  await grantToRoles(db, grantedWith);
}

// The keys granted cannot be told from ones given by hand afterwards: they stay (unknown keys are ignored).
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('class_bookings').execute();
  await db.schema.dropTable('class_sessions').execute();
  await db.schema.dropTable('class_schedules').execute();
  await dropSearchColumns(db, 'rooms', ['name'], ['name']);
  await db.schema.dropTable('rooms').execute();
  await dropSearchColumns(db, 'class_types', ['name'], ['name']);
  await db.schema.dropTable('class_types').execute();
}
