// The reminders' queries: who is due a rule's reminder on a business day (one selection per kind, each leaving
// out what the rule has decided already), the deliveries a run writes (unique per rule, member and subject: a
// repeated or concurrent run inserts nothing twice), the runs done per day, and a member's values for a preview.
import { sql, type Kysely } from 'kysely';
import { LESSONS_LOW } from '../../../shared/attention';
import { addDays } from '../../../shared/freeze';
import type { ReminderDeliveryRecord, ReminderKind } from '../../../shared/schemas/reminderRules';
import { packagesDue, partsDueOn } from '../../db/repositories/dues';
import { frozenOn } from '../../db/repositories/packageFreezes';
import { reachCondition, type Reach } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';

type Db = Kysely<Database>;

/** A member as a reminder needs them: how to write to them, in which language, what they consented to. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
  mobile: string;
  language: string;
  consent_email: number;
  consent_sms: number;
  contact_opt_out: number;
}

/** One reminder due: to whom, about what, and the raw values its placeholders are filled from. */
export interface Due {
  member_id: number;
  subject: string;
  package_id?: number;
  endtime?: string;
  /** Kuruş. */
  amount?: number;
  due_date?: string;
  class_type_id?: number;
  starts_at?: string;
}

export interface Rule {
  id: number;
  kind: ReminderKind;
  offset_days: number;
}

/** The subjects the rule has decided already among `subjects` (so a repeated run does not write them again). */
async function decided(db: Db, ruleId: number, subjects: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < subjects.length; i += 500) {
    const rows = await db
      .selectFrom('reminder_deliveries')
      .select(['member_id', 'subject'])
      .where('rule_id', '=', ruleId)
      .where('subject', 'in', subjects.slice(i, i + 500))
      .execute();
    for (const row of rows) seen.add(`${row.member_id}|${row.subject}`);
  }
  return seen;
}

/** A package's reminder: once per package. */
const packageDue = (r: { id: number; member_id: number; endtime: string }): Due => ({
  member_id: r.member_id,
  subject: `package:${r.id}`,
  package_id: r.id,
  endtime: r.endtime,
});

/** The packages ending on `end`, not frozen on `day` (a frozen member is paused, not leaving). */
async function packagesEnding(db: Db, day: string, end: string): Promise<Due[]> {
  const rows = await db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'endtime'])
    .where('endtime', '=', end)
    .where((eb) => eb.not(frozenOn(eb, day)))
    .execute();
  return rows.map(packageDue);
}

/** Running packages of counted lessons with LESSONS_LOW or fewer left, not frozen: once per package. */
async function packagesLow(db: Db, day: string): Promise<Due[]> {
  const rows = await db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'endtime'])
    .where('starttime', '<=', day)
    .where('endtime', '>=', day)
    .where('lesson_count', '>', 0)
    .where(sql<boolean>`lesson_count - used_lessons <= ${LESSONS_LOW}`)
    .where((eb) => eb.not(frozenOn(eb, day)))
    .execute();
  return rows.map(packageDue);
}

/** The parts left to pay due on `dueDay` (a package sold without a plan: its balance, due at its start). */
async function partsDue(db: Db, dueDay: string): Promise<Due[]> {
  const parts = await partsDueOn(db, dueDay);
  return parts.map((p) => ({
    member_id: p.member_id,
    subject: `instalment:${p.member_package_id}:${p.no ?? 0}`,
    package_id: p.member_package_id,
    amount: p.amount,
    due_date: p.due_date,
  }));
}

/** Active members with a running package whose last visit was on `lastDay`: once per lapse. */
async function lapsed(db: Db, day: string, lastDay: string): Promise<Due[]> {
  const rows = await db
    .selectFrom('checkins')
    .innerJoin('members', 'members.id', 'checkins.member_id')
    .select(['checkins.member_id as member_id'])
    .select((eb) => eb.fn.max('checkins.day').as('last_day'))
    .where('members.status', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_packages')
          .select(sql<number>`1`.as('one'))
          .whereRef('member_packages.member_id', '=', 'checkins.member_id')
          .where('member_packages.starttime', '<=', day)
          .where('member_packages.endtime', '>=', day),
      ),
    )
    .groupBy('checkins.member_id')
    .having((eb) => eb.fn.max('checkins.day'), '=', lastDay)
    .execute();
  return rows.map((r) => ({ member_id: r.member_id, subject: `visit:${lastDay}` }));
}

/** Active members whose birthday is on `birthday` (a 29 February one on the 28th in other years). */
async function birthdays(db: Db, birthday: string): Promise<Due[]> {
  const monthDay = birthday.slice(5);
  const year = Number(birthday.slice(0, 4));
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  const days = monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
  const rows = await db
    .selectFrom('members')
    .select(['id'])
    .where('status', '=', 'active')
    .where('birthdate', 'is not', null)
    .where(sql<string>`substr(birthdate, 6, 5)`, 'in', days)
    .execute();
  return rows.map((r) => ({ member_id: r.id, subject: `birthday:${year}` }));
}

/** The seats booked in classes held on `classDay` that are not cancelled. */
async function classesOn(db: Db, classDay: string): Promise<Due[]> {
  const rows = await db
    .selectFrom('class_bookings')
    .innerJoin('class_sessions', 'class_sessions.id', 'class_bookings.session_id')
    .select([
      'class_bookings.member_id as member_id',
      'class_sessions.id as session_id',
      'class_sessions.class_type_id as class_type_id',
      'class_sessions.starts_at as starts_at',
    ])
    .where('class_sessions.day', '=', classDay)
    .where('class_sessions.status', '=', 'scheduled')
    .where('class_bookings.status', '=', 'booked')
    .execute();
  return rows.map((r) => ({
    member_id: r.member_id,
    subject: `session:${r.session_id}`,
    class_type_id: r.class_type_id,
    starts_at: r.starts_at,
  }));
}

/** Everyone `rule` reminds on `day` that it has not decided yet. */
export async function dueFor(db: Db, rule: Rule, day: string): Promise<Due[]> {
  const k = rule.offset_days;
  const found = await (() => {
    switch (rule.kind) {
      case 'package_ending':
        return packagesEnding(db, day, addDays(day, k));
      case 'lessons_low':
        return packagesLow(db, day);
      case 'instalment_due':
        return partsDue(db, addDays(day, k));
      case 'instalment_overdue':
        return partsDue(db, addDays(day, -k));
      case 'no_visit':
        return lapsed(db, day, addDays(day, -k));
      case 'birthday':
        return birthdays(db, addDays(day, k));
      case 'class_tomorrow':
        return classesOn(db, addDays(day, k));
    }
  })();
  const seen = await decided(db, rule.id, [...new Set(found.map((d) => d.subject))]);
  return found.filter((d) => !seen.has(`${d.member_id}|${d.subject}`));
}

/** The members named, as their reminders need them. */
export async function recipients(db: Db, ids: readonly number[]): Promise<Map<number, Recipient>> {
  const out = new Map<number, Recipient>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('members')
      .select([
        'id',
        'name',
        'email',
        'mobile',
        'phone',
        'language',
        'consent_email',
        'consent_sms',
        'contact_opt_out',
      ])
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows)
      out.set(r.id, {
        id: r.id,
        name: r.name,
        email: r.email ?? '',
        // A mobile number first; a member who gave only one number gave it as their phone.
        mobile: (r.mobile || r.phone || '').trim(),
        language: r.language || 'tr',
        consent_email: Number(r.consent_email),
        consent_sms: Number(r.consent_sms),
        contact_opt_out: Number(r.contact_opt_out),
      });
  }
  return out;
}

/** The class types' names by id. */
export async function classTypeNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('class_types')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const activeRules = (db: Db) =>
  db
    .selectFrom('reminder_rules')
    .select(['id', 'name', 'kind', 'offset_days', 'channel', 'templates'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();

/** What a run decides of one delivery (the row's id, message and times are written with it). */
export type NewDelivery = Omit<
  ReminderDeliveryRecord,
  'id' | 'outbox_id' | 'error' | 'created_at' | 'updated_at' | 'names'
> & { error?: string | null };

/**
 * Writes the deliveries no run wrote before (the unique key keeps a concurrent run's out: on PostgreSQL the second
 * insert waits for the first to commit, then does nothing) and answers those it wrote.
 */
export async function insertDeliveries(
  db: Db,
  rows: readonly NewDelivery[],
  at: string = isoNow(),
): Promise<{ id: number; member_id: number; subject: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('reminder_deliveries')
    .values(rows.map((r) => ({ error: null, ...r, outbox_id: null, created_at: at, updated_at: at })))
    .onConflict((oc) => oc.columns(['rule_id', 'member_id', 'subject']).doNothing())
    .returning(['id', 'member_id', 'subject'])
    .execute();
}

/** Each delivery's message, in one statement: `links` pairs a delivery's id with its outbox row's. */
export async function setOutboxes(db: Db, links: readonly [number, number][]): Promise<void> {
  if (links.length === 0) return;
  const cases = sql.join(
    links.map(([delivery, outbox]) => sql`when ${delivery} then cast(${outbox} as integer)`),
    sql` `,
  );
  await db
    .updateTable('reminder_deliveries')
    .set({ outbox_id: sql<number>`case id ${cases} end` })
    .where(
      'id',
      'in',
      links.map(([delivery]) => delivery),
    )
    .execute();
}

/** Marks the day's run started (once per day: a second start of the same day keeps the first). */
export async function runStarted(db: Db, day: string): Promise<void> {
  await db
    .insertInto('reminder_runs')
    .values({ day, started_at: isoNow(), finished_at: null, decided: 0 })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

export async function runFinished(db: Db, day: string, decidedNow: number): Promise<void> {
  await db
    .updateTable('reminder_runs')
    .set((eb) => ({ finished_at: isoNow(), decided: eb('decided', '+', decidedNow) }))
    .where('day', '=', day)
    .execute();
}

/** Whether a run of `day` finished (a node starting after the day's time runs the day when none did). */
export async function runFinishedOn(db: Db, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_runs')
    .select('finished_at')
    .where('day', '=', day)
    .executeTakeFirst();
  return Boolean(row?.finished_at);
}

/** Whether the member exists and the caller reaches them (undefined reach: everyone). */
export async function memberInReach(db: Db, id: number, reach: Reach | undefined): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where((eb) => (reach ? reachCondition(db, eb, 'members', reach) : eb.lit(true)))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * What a preview for this member is about: their newest package, their next part left to pay, their next booked
 * class — whichever the kind names (nothing when they have none).
 */
export async function previewSubject(
  db: Db,
  kind: ReminderKind,
  memberId: number,
  day: string,
): Promise<Partial<Due>> {
  if (kind === 'package_ending' || kind === 'lessons_low') {
    const pkg = await db
      .selectFrom('member_packages')
      .select(['id', 'endtime'])
      .where('member_id', '=', memberId)
      .orderBy('endtime', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return pkg ? { package_id: pkg.id, endtime: pkg.endtime } : {};
  }
  if (kind === 'instalment_due' || kind === 'instalment_overdue') {
    const owing = await packagesDue(
      db,
      { reach: { columns: ['member_id'], value: memberId } },
      addDays(day, 3650),
      1,
    );
    const first = owing.rows[0];
    return first
      ? { package_id: first.member_package_id, amount: first.amount, due_date: first.due_date }
      : {};
  }
  if (kind === 'class_tomorrow') {
    const next = await db
      .selectFrom('class_bookings')
      .innerJoin('class_sessions', 'class_sessions.id', 'class_bookings.session_id')
      .select(['class_sessions.class_type_id as class_type_id', 'class_sessions.starts_at as starts_at'])
      .where('class_bookings.member_id', '=', memberId)
      .where('class_bookings.status', '=', 'booked')
      .where('class_sessions.day', '>=', day)
      .orderBy('class_sessions.starts_at')
      .executeTakeFirst();
    return next ? { class_type_id: next.class_type_id, starts_at: next.starts_at } : {};
  }
  return {};
}
