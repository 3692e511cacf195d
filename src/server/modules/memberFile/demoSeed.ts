// Demo data of the member file (issue 14) on the first demo members: packages (some unpaid, some ending within
// two weeks, a few older records with the legacy payment keys nakit / tek / taksit / nakit_taksit), the three
// questionnaires (the sports one in two versions) and a few notifications already delivered.
import type { Insertable, Kysely } from 'kysely';
import {
  NUTRITION_ANSWERS,
  NUTRITION_QUESTIONS,
  SPORT_QUESTIONS,
} from '../../../shared/schemas/consultations';
import { estimateVo2max } from '../../../shared/vo2max';
import type { ConsultationRecord } from '../../../shared/records';
import type { Database, MemberPackageTable } from '../../db/schema';
import { bumpVersion } from '../../db/repositories/tableVersions';

const PAYMENTS = [
  'unpaid',
  'credit_card_single',
  'money_transfer',
  'cash',
  'credit_card_installments',
  'unpaid',
  'cash_installments',
  'barter',
];
const LEGACY = ['nakit', 'tek', 'taksit', 'nakit_taksit'];

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedMemberFile(db: Kysely<Database>): Promise<void> {
  const members = await db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'coach_id', 'nutritionist_id', 'birthdate'])
    .where('coach_id', 'is not', null)
    .orderBy('id')
    .limit(40)
    .execute();
  const courses = await db
    .selectFrom('course_packages')
    .select(['id', 'number_of_lessons'])
    .orderBy('id')
    .execute();
  const types = await db
    .selectFrom('personal_training_types')
    .select(['id', 'number_of_lessons'])
    .orderBy('id')
    .execute();
  const sales = await db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirst();
  const now = new Date().toISOString();
  const stamp = { created_at: now, updated_at: now };

  const packages = members.flatMap((member, i) => {
    const rows: Insertable<MemberPackageTable>[] = [];
    // The current package: every third one ends within two weeks; unpaid ones from the list above.
    const course = courses.length > 0 && i % 2 === 0 ? courses[i % courses.length] : undefined;
    const type = types.length > 0 ? types[i % types.length] : undefined;
    const product = course
      ? {
          product_type: 'course_package' as const,
          product_id: course.id,
          lessons: Number(course.number_of_lessons) || 12,
        }
      : type
        ? {
            product_type: 'personal_training' as const,
            product_id: type.id,
            lessons: Number(type.number_of_lessons) || 10,
          }
        : undefined;
    if (!product) return rows;
    const ends = i % 3 === 0 ? 3 + (i % 10) : 30 + i;
    rows.push({
      member_id: member.id,
      payment_type: PAYMENTS[i % PAYMENTS.length],
      invoice_number: i % 4 === 0 ? '' : `FT-2026-${String(1000 + i)}`,
      lesson_count: product.lessons,
      used_lessons: Math.min(product.lessons, (i * 3) % (product.lessons + 1)),
      starttime: day(ends - 60),
      endtime: day(ends),
      price: [3500, 4750, 6200, 8900, 12500][i % 5],
      product_type: product.product_type,
      product_id: product.product_id,
      ...stamp,
    });
    // An older, finished package from before the payment types were renamed.
    if (i % 4 === 1)
      rows.push({
        member_id: member.id,
        payment_type: LEGACY[(i >> 2) % LEGACY.length],
        invoice_number: `FT-2025-${String(500 + i)}`,
        lesson_count: product.lessons,
        used_lessons: product.lessons,
        starttime: day(-300),
        endtime: day(-240),
        price: [2800, 3900][i % 2],
        product_type: product.product_type,
        product_id: product.product_id,
        ...stamp,
      });
    return rows;
  });
  if (packages.length > 0) await db.insertInto('member_packages').values(packages).execute();

  const consultations = members.slice(0, 20).flatMap((member, i) => {
    const sport = (version: number) =>
      Object.fromEntries(
        SPORT_QUESTIONS.map((q, k) => [
          q,
          {
            answer: (k + i + version) % 9 === 0 ? 'yes' : 'no',
            note: k === 5 && (i + version) % 2 === 0 ? 'Sağ dizde eski menisküs yırtığı.' : '',
          },
        ]),
      );
    const nutrition = Object.fromEntries(
      NUTRITION_QUESTIONS.map((q, k) => [q, { answer: NUTRITION_ANSWERS[(k + i) % 3], note: '' }]),
    );
    const age = member.birthdate
      ? Math.max(18, new Date().getFullYear() - Number(member.birthdate.slice(0, 4)))
      : 35;
    const cardio = {
      protocol: (['rockport', 'queens_college', 'cooper'] as const)[i % 3],
      resting_hr: 58 + (i % 15),
      bp_systolic: 112 + (i % 20),
      bp_diastolic: 72 + (i % 12),
      hr_exercise: 150 + (i % 25),
      hr_recovery: 118 + (i % 20),
      sex: i % 2 === 0 ? 'female' : 'male',
      age,
      weight_kg: 62 + (i % 30),
      walk_time_min: 14 + (i % 5),
      distance_m: 2000 + i * 40,
      note: '',
    };
    const cardioAnswers = { ...cardio, vo2max: estimateVo2max(cardio) ?? null };
    const row = (
      type: ConsultationRecord['type'],
      version: number,
      answers: object,
      by: number | null,
      daysAgo: number,
    ) => {
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      return {
        member_id: member.id,
        type,
        version,
        answers: JSON.stringify(answers),
        filled_by: by,
        created_at: at,
        updated_at: at,
      };
    };
    return [
      row('sports', 1, sport(1), member.coach_id, 90),
      row('sports', 2, sport(2), member.coach_id, 10),
      row('cardio', 1, cardioAnswers, member.coach_id, 10),
      row('nutrition', 1, nutrition, member.nutritionist_id, 20),
    ];
  });
  if (consultations.length > 0) await db.insertInto('member_consultations').values(consultations).execute();

  // Notifications sent earlier (their mails left long ago: no outbox row is kept for them).
  const notifications = members.slice(0, 10).map((member, i) => ({
    member_id: member.id,
    kind: i % 2 === 0 ? ('payment_reminder' as const) : ('free' as const),
    channel: 'email' as const,
    title: i % 2 === 0 ? 'Ödeme hatırlatması' : 'Bayram çalışma saatleri',
    message:
      i % 2 === 0
        ? `Sayın ${member.name}, paketinizin ödemesi henüz yapılmamıştır. Ödemenizi en kısa sürede yapmanızı rica ederiz.`
        : 'Salonumuz bayram süresince 10:00–18:00 saatleri arasında hizmet verecektir.',
    package_id: null,
    sender_id: sales?.id ?? null,
    recipient: member.email,
    outbox_id: null,
    ...stamp,
  }));
  if (notifications.length > 0) await db.insertInto('notifications').values(notifications).execute();
  for (const table of ['member_packages', 'member_consultations', 'notifications'])
    await bumpVersion(db, table);
}
