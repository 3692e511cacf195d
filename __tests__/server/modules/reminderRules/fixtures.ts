// The reminders tests' gym, written straight into the database: members with their addresses, languages and
// consents, packages (with parts to pay and freezes), visits and class bookings, and rules made over HTTP.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/schema';
import { createBranch } from '../../helpers/fixtures';

type Db = Kysely<Database>;
const stamp = '2026-01-01T09:00:00.000Z';

export interface MemberFields {
  name?: string;
  email?: string;
  mobile?: string;
  language?: string;
  consent_email?: number;
  consent_sms?: number;
  contact_opt_out?: number;
  birthdate?: string | null;
  status?: 'active' | 'passive';
  coach_id?: number | null;
}

let counter = 0;

export async function member(db: Db, fields: MemberFields = {}): Promise<number> {
  counter += 1;
  const row = await db
    .insertInto('members')
    .values({
      name: fields.name ?? `Üye ${counter}`,
      birthdate: fields.birthdate === undefined ? '1990-06-15' : fields.birthdate,
      email: fields.email ?? `uye${counter}@example.com`,
      job: '',
      reference: 0,
      phone: '',
      mobile: fields.mobile ?? '',
      status: fields.status ?? 'active',
      customer_type: 0,
      address: '',
      work_address: '',
      emergency_title: '',
      emergency_name: '',
      emergency_phone: '',
      coach_id: fields.coach_id ?? null,
      nutritionist_id: null,
      branches_id: null,
      height: 0,
      use_device_health: 0,
      target_daily_calorie: 0,
      language: fields.language ?? 'tr',
      consent_email: fields.consent_email ?? 0,
      consent_sms: fields.consent_sms ?? 0,
      contact_opt_out: fields.contact_opt_out ?? 0,
      password_hash: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PackageFields {
  starttime: string;
  endtime: string;
  lesson_count?: number;
  used_lessons?: number;
  /** Kuruş. */
  price?: number;
  paid?: number;
}

export async function memberPackage(db: Db, memberId: number, fields: PackageFields): Promise<number> {
  const row = await db
    .insertInto('member_packages')
    .values({
      member_id: memberId,
      payment_type: 'cash',
      invoice_number: '',
      lesson_count: fields.lesson_count ?? 0,
      used_lessons: fields.used_lessons ?? 0,
      starttime: fields.starttime,
      endtime: fields.endtime,
      price: fields.price ?? 0,
      paid: fields.paid ?? 0,
      product_type: '',
      product_id: 0,
      created_at: stamp,
      updated_at: stamp,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function instalments(
  db: Db,
  packageId: number,
  parts: { due_date: string; amount: number }[],
): Promise<void> {
  await db
    .insertInto('package_instalments')
    .values(parts.map((p, i) => ({ member_package_id: packageId, no: i + 1, ...p })))
    .execute();
}

export async function freeze(db: Db, memberId: number, packageId: number, start: string, end: string) {
  await db
    .insertInto('package_freezes')
    .values({
      member_package_id: packageId,
      member_id: memberId,
      start_day: start,
      end_day: end,
      user_id: 1,
      user_name: 'Admin',
      ended_early_on: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export async function visit(db: Db, memberId: number, packageId: number, day: string) {
  await db
    .insertInto('checkins')
    .values({
      member_id: memberId,
      member_package_id: packageId,
      day,
      user_id: 1,
      user_name: 'Admin',
      created_at: `${day}T08:00:00.000Z`,
      updated_at: `${day}T08:00:00.000Z`,
    } as never)
    .execute();
}

/** A class type and a branch to hold classes in. */
export async function classPlace(db: Db): Promise<{ type: number; branch: number }> {
  const branch = await createBranch(db, `Şube ${++counter}`);
  const type = await db
    .insertInto('class_types')
    .values({
      name: 'Yoga',
      description: '',
      duration_minutes: 60,
      capacity: 10,
      colour: '#52c41a',
      status: 'active',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { type: type.id, branch: Number(branch) };
}

/** A class on `day` at 18:00 in Istanbul (15:00 UTC), with these members booked. */
export async function classWith(
  db: Db,
  place: { type: number; branch: number },
  day: string,
  members: number[],
  status: 'scheduled' | 'cancelled' = 'scheduled',
): Promise<number> {
  const session = await db
    .insertInto('class_sessions')
    .values({
      schedule_id: null,
      occurrence: null,
      class_type_id: place.type,
      branch_id: place.branch,
      room_id: null,
      coach_id: 1,
      day,
      start_time: '18:00',
      starts_at: `${day}T15:00:00.000Z`,
      ends_at: `${day}T16:00:00.000Z`,
      capacity: 10,
      status,
      cancel_reason: status === 'cancelled' ? 'Eğitmen hasta' : null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const memberId of members)
    await db
      .insertInto('class_bookings')
      .values({
        session_id: session.id,
        member_id: memberId,
        member_package_id: null,
        status: 'booked',
        waitlist_position: null,
        checkin_id: null,
        created_at: stamp,
        updated_at: stamp,
      } as never)
      .execute();
  return session.id;
}

export const templates = (body = 'Merhaba {member_name}', subject = 'Hatırlatma') => ({
  tr: { subject, body },
  en: { subject: 'Reminder', body: 'Hello {member_name}' },
  ar: { subject: 'تذكير', body: 'مرحباً {member_name}' },
});
