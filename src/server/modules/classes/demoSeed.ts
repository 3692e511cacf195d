// The demo timetable: yoga, pilates, spinning and functional classes in every demo branch's studio and cycling
// room, taught by the demo coaches, running for the last eight weeks and the horizon ahead. Past classes hold
// their roster — members who visited that day attended (their desk visit is the class's check-in, so no lesson is
// spent twice), a few booked members did not come — and the next two weeks are booked from members whose package
// runs then, the evening classes full with a waiting list, so the calendar opens lived-in. The demo roles get the
// keys by the upgrade's rule; the front desk (who checks members in) books and takes attendance, coaches see and
// run their own classes.
import type { Insertable, Kysely } from 'kysely';
import { addDays } from '../../../shared/freeze';
import { DEFAULT_CLASS_SETTINGS } from '../../../shared/classes/settings';
import { CLASS_KEYS, grantedWith } from '../../db/migrations/20261202_0101_classes';
import { grantToRoles } from '../../db/roleGrants';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database, TableOf } from '../../db/schema';
import { random } from '../../db/seed/demoPlan';
import { makeSessions, ruleDays, type ScheduleRule } from './repository';
import { gymToday, sessionTimes } from './sessionTimes';

const PAST_WEEKS = 8;
const BOOKED_AHEAD_DAYS = 14;

const TYPES = [
  {
    name: 'Yoga',
    description: 'Hatha yoga: nefes, esneme ve denge.',
    duration_minutes: 60,
    capacity: 14,
    colour: '#7cb305',
  },
  {
    name: 'Pilates',
    description: 'Mat pilates: merkez bölge ve duruş.',
    duration_minutes: 50,
    capacity: 12,
    colour: '#c41d7f',
  },
  {
    name: 'Spinning',
    description: 'Ritimli bisiklet antrenmanı.',
    duration_minutes: 45,
    capacity: 16,
    colour: '#d4380d',
  },
  {
    name: 'Fonksiyonel Antrenman',
    description: 'Tüm vücut, istasyonlu.',
    duration_minutes: 50,
    capacity: 10,
    colour: '#1677ff',
  },
] as const;

/** Each branch's week: type (index in TYPES), room ('studio' | 'bikes'), weekdays, start, coach (index). */
const WEEK = [
  { type: 0, room: 'studio', weekdays: [1, 3], time: '09:30', coach: 1 },
  { type: 1, room: 'studio', weekdays: [1, 3, 5], time: '18:00', coach: 1 },
  { type: 3, room: 'studio', weekdays: [2, 4], time: '19:00', coach: 0 },
  { type: 0, room: 'studio', weekdays: [6], time: '10:30', coach: 1 },
  { type: 2, room: 'bikes', weekdays: [2, 4], time: '07:30', coach: 0 },
  { type: 2, room: 'bikes', weekdays: [1, 3, 5], time: '19:15', coach: 2 },
  { type: 3, room: 'studio', weekdays: [6], time: '12:00', coach: 0 },
] as const;

/** The demo's front desk books and takes attendance; its coaches see and run their classes. */
export function demoGrantedWith(permissions: readonly string[]): string[] {
  const held = new Set(grantedWith(permissions));
  if (held.has('CHECKINS_CREATE')) for (const key of CLASS_KEYS) if (key !== 'CLASSES_DELETE') held.add(key);
  if (held.has('PERSONAL_TRAININGS_UPDATE'))
    for (const key of ['CLASSES_SEARCH', 'CLASSES_READ', 'CLASS_BOOKINGS_SEARCH', 'CLASS_BOOKINGS_UPDATE'])
      held.add(key);
  return [...held];
}

export async function seedClasses(db: Kysely<Database>): Promise<void> {
  const settings = DEFAULT_CLASS_SETTINGS;
  const rand = random(42);
  const now = new Date().toISOString();
  const today = gymToday(settings);
  const firstDay = addDays(today, -PAST_WEEKS * 7);
  await grantToRoles(db, demoGrantedWith);

  const types = [];
  for (const type of TYPES)
    types.push(
      await db
        .insertInto('class_types')
        .values({ ...type, status: 'active', created_at: now, updated_at: now })
        .returning(['id', 'duration_minutes', 'capacity'])
        .executeTakeFirstOrThrow(),
    );
  const coaches = await db
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'coach')
    .orderBy('id')
    .execute();
  const branches = await db
    .selectFrom('branches')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  if (coaches.length === 0) return;

  // Coaches teach in several branches: a class moves to where its coach and its room are free.
  const taught: { coach: number; room: number; starts: number; ends: number }[] = [];
  const busy = (span: { coach: number; room: number; starts: number; ends: number }) =>
    taught.some(
      (t) => (t.coach === span.coach || t.room === span.room) && t.starts < span.ends && span.starts < t.ends,
    );
  const rules: ScheduleRule[] = [];
  for (const [b, branch] of branches.entries()) {
    const rooms = {
      studio: await db
        .insertInto('rooms')
        .values({ name: 'Stüdyo', branch_id: branch.id, capacity: 16, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),
      bikes: await db
        .insertInto('rooms')
        .values({
          name: 'Bisiklet Salonu',
          branch_id: branch.id,
          capacity: 16,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    };
    for (const slot of WEEK) {
      const type = types[slot.type]!;
      // The first coach free then (from the slot's own, turning with the branch), else the same an hour and a
      // half later or earlier: coaches teach in several branches. One week tells, as the rule repeats weekly.
      const pick = () => {
        for (const shift of [0, 90, -90])
          for (let k = 0; k < coaches.length; k++) {
            const coach = coaches[(slot.coach + b + k) % coaches.length]!.id;
            const minutes = Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3)) + shift;
            const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
            const spans = ruleDays(
              { weekdays: [...slot.weekdays], starts_on: today, ends_on: null } as unknown as ScheduleRule,
              today,
              addDays(today, 6),
            )
              .map((day) => sessionTimes(day, time, Number(type.duration_minutes), settings.timeZone))
              .map((t) => ({
                coach,
                room: Number(rooms[slot.room].id),
                starts: Date.parse(t.starts_at),
                ends: Date.parse(t.ends_at),
              }));
            if (!spans.some(busy)) return { coach, time, spans };
          }
        return undefined;
      };
      const picked = pick();
      if (!picked) continue;
      const { coach, time, spans } = picked;
      taught.push(...spans);
      const rule = await db
        .insertInto('class_schedules')
        .values({
          class_type_id: type.id,
          branch_id: branch.id,
          room_id: rooms[slot.room].id,
          coach_id: coach,
          weekdays: JSON.stringify(slot.weekdays),
          start_time: time,
          starts_on: firstDay,
          ends_on: null,
          capacity: Number(type.capacity),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      rules.push(rule as unknown as ScheduleRule);
    }
  }

  // The past weeks' sessions (a schedule makes its own from today on).
  const past: Insertable<TableOf<'class_sessions'>>[] = [];
  for (const rule of rules) {
    const type = types.find((t) => t.id === rule.class_type_id)!;
    for (const day of ruleDays(rule, firstDay, addDays(today, -1)))
      past.push({
        schedule_id: rule.id,
        occurrence: day,
        class_type_id: rule.class_type_id,
        branch_id: rule.branch_id,
        room_id: rule.room_id,
        coach_id: rule.coach_id,
        ...sessionTimes(day, rule.start_time, Number(type.duration_minutes), settings.timeZone),
        capacity: rule.capacity,
        status: 'scheduled',
        cancel_reason: null,
        created_at: now,
        updated_at: now,
      });
  }
  for (let i = 0; i < past.length; i += 200)
    await db
      .insertInto('class_sessions')
      .values(past.slice(i, i + 200))
      .execute();
  for (const rule of rules) await makeSessions(db, rule, settings);

  const sessions = await db
    .selectFrom('class_sessions')
    .select(['id', 'day', 'capacity', 'starts_at', 'branch_id'])
    .where('day', '<=', addDays(today, BOOKED_AHEAD_DAYS))
    .orderBy('starts_at')
    .execute();
  const packages = await db
    .selectFrom('member_packages as p')
    .innerJoin('members as m', 'm.id', 'p.member_id')
    .select(['p.id', 'p.member_id', 'p.starttime', 'p.endtime', 'm.branches_id'])
    .where('p.endtime', '>=', firstDay)
    .where('m.status', '=', 'active')
    .execute();
  const visits = await db
    .selectFrom('checkins')
    .select(['id', 'member_id', 'member_package_id', 'day'])
    .where('day', '>=', firstDay)
    .execute();
  const visitsOn = new Map<string, typeof visits>();
  for (const visit of visits) visitsOn.set(visit.day, [...(visitsOn.get(visit.day) ?? []), visit]);
  const linked = new Set<number>();

  const bookings: Insertable<TableOf<'class_bookings'>>[] = [];
  for (const session of sessions) {
    const capacity = Number(session.capacity);
    const isPast = session.day < today;
    const running = packages.filter(
      (p) =>
        Number(p.branches_id) === Number(session.branch_id) &&
        p.starttime <= session.day &&
        p.endtime >= session.day,
    );
    const members: { member_id: number; member_package_id: number; checkin_id: number | null }[] = [];
    if (isPast) {
      // Those who visited that day attended (a visit ties to one class); a few more were booked and did not come.
      for (const visit of visitsOn.get(session.day) ?? []) {
        if (linked.has(visit.id) || members.length >= capacity) continue;
        if (!running.some((p) => p.member_id === visit.member_id)) continue;
        if (rand() < 0.5) continue;
        linked.add(visit.id);
        members.push({
          member_id: visit.member_id,
          member_package_id: visit.member_package_id,
          checkin_id: visit.id,
        });
      }
    }
    const evening = session.starts_at.slice(11, 13) >= '14';
    const wanted = isPast
      ? members.length + Math.floor(rand() * 3)
      : Math.floor(capacity * (evening ? 1.2 + rand() * 0.3 : 0.3 + rand() * 0.5));
    const shuffled = [...running].sort(() => rand() - 0.5);
    for (const pkg of shuffled) {
      if (members.length >= wanted) break;
      if (members.some((m) => m.member_id === pkg.member_id)) continue;
      members.push({ member_id: pkg.member_id, member_package_id: pkg.id, checkin_id: null });
    }
    let position = 0;
    for (const [i, member] of members.entries()) {
      const seat = i < capacity;
      const status = isPast ? (member.checkin_id ? 'attended' : 'no_show') : seat ? 'booked' : 'waitlisted';
      if (isPast && !seat) continue;
      bookings.push({
        session_id: session.id,
        member_id: member.member_id,
        member_package_id: member.member_package_id,
        status,
        waitlist_position: status === 'waitlisted' ? ++position : null,
        checkin_id: member.checkin_id,
        created_at: now,
        updated_at: now,
      });
    }
  }
  for (let i = 0; i < bookings.length; i += 500)
    await db
      .insertInto('class_bookings')
      .values(bookings.slice(i, i + 500))
      .execute();
  for (const table of [
    'class_types',
    'rooms',
    'class_schedules',
    'class_sessions',
    'class_bookings',
    'roles',
  ])
    await bumpVersion(db, table);
}
