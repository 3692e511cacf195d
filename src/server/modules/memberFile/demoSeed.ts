// Demo data of the member file. Every demo member's packages from the day they joined: renewed
// back to back or after a gap, an active member's current one running (some end within two weeks, some are
// unpaid; a few members let the last one lapse), a passive member's last one ended before they left; the
// oldest paid with the legacy payment keys nakit / tek / taksit / nakit_taksit, prices rising with the years,
// and each personal training sold as a package of its own. The members with a full file (demoPlan.ts) also
// have the three questionnaires from their first days (the sports one again months later), and a few
// notifications already delivered; a few of their running packages were frozen (demoFreezes.ts). Deterministic and
// bulk-inserted.
import type { Insertable, Kysely } from 'kysely';
import {
  NUTRITION_ANSWERS,
  NUTRITION_QUESTIONS,
  SPORT_QUESTIONS,
  type ConsultationRecord,
} from '../../../shared/schemas/consultations';
import { estimateVo2max } from '../../../shared/vo2max';
import type { Database, TableOf } from '../../db/schema';
import { bumpVersion } from '../../db/repositories/tableVersions';
import { seedFreezes } from './demoFreezes';
import {
  DAY_MS,
  addMonths,
  dayOf,
  isoDay,
  membersWithFiles,
  random,
  startOfDay,
} from '../../db/seed/demoPlan';

/** A package's length in months, how often it is sold, and its price factor. */
const DURATIONS = [
  { months: 1, weight: 0.3, factor: 1 },
  { months: 3, weight: 0.4, factor: 0.95 },
  { months: 6, weight: 0.2, factor: 0.9 },
  { months: 12, weight: 0.1, factor: 0.8 },
];
const PAID = [
  { type: 'credit_card_single', weight: 0.3 },
  { type: 'credit_card_installments', weight: 0.25 },
  { type: 'cash', weight: 0.15 },
  { type: 'money_transfer', weight: 0.15 },
  { type: 'cash_installments', weight: 0.1 },
  { type: 'barter', weight: 0.05 },
];
/** The payment keys before they were renamed, for packages sold more than LEGACY_DAYS ago. */
const LEGACY: Record<string, string> = {
  cash: 'nakit',
  cash_installments: 'nakit_taksit',
  credit_card_single: 'tek',
  credit_card_installments: 'taksit',
};
const LEGACY_DAYS = 540;
/** Prices rose this much a year. */
const YEARLY_RISE = 1.35;
/** Shares of unpaid packages: running ones, and old debts. */
const UNPAID_CURRENT = 0.12;
const UNPAID_PAST = 0.015;
/** Active members who let their last package lapse (it ended within the last weeks, not renewed yet). */
const LAPSED = 0.06;

function weighted<T extends { weight: number }>(items: readonly T[], r: number): T {
  let left = r * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]!;
}

type Package = Omit<
  Insertable<TableOf<'member_packages'>>,
  'payment_type' | 'invoice_number' | 'paid' | 'created_at' | 'updated_at'
> & { start: number; end: number; sold: number; base: number };

export async function seedMemberFile(db: Kysely<Database>): Promise<void> {
  const rand = random(20261124);
  const now = Date.now();
  const today = startOfDay(now);
  const members = await db
    .selectFrom('members')
    .select(['id', 'name', 'email', 'coach_id', 'nutritionist_id', 'birthdate', 'created_at', 'status'])
    .orderBy('id')
    .execute();
  const courses = await db
    .selectFrom('course_packages')
    .select(['id', 'number_of_lessons', 'display_price', 'status_id'])
    .orderBy('id')
    .execute();
  const types = await db
    .selectFrom('personal_training_types')
    .select(['id', 'number_of_lessons', 'display_price'])
    .orderBy('id')
    .execute();
  const trainings = await db
    .selectFrom('personal_trainings')
    .select(['member_id', 'pt_type_id', 'start_date', 'end_date'])
    .orderBy('id')
    .execute();
  const sales = await db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirst();
  /** A price at `day`, from today's list price: lower the longer ago. */
  const priceAt = (list: number, day: number) =>
    Math.round((list * YEARLY_RISE ** (-(today - day) / (365 * DAY_MS))) / 50) * 50;
  /** A time of the day `day`, never before `after` nor after now. */
  const during = (day: number, after: number) =>
    Math.min(now, Math.max(after + 5 * 60_000, day + (9 + Math.floor(rand() * 10)) * 3_600_000));

  const files = membersWithFiles(members);
  const withFile = new Set(files.map((m) => m.id));
  const packages: Package[] = [];
  if (courses.length > 0)
    for (const member of members) {
      const joinedAt = Date.parse(member.created_at);
      const joined = startOfDay(joinedAt);
      const active = member.status === 'active';
      // When the member stopped renewing: a passive member left between a month after joining and six weeks
      // ago; a few active members (not those with a full file) let their last package lapse lately.
      const lapses = active && !withFile.has(member.id) && joined < today - 90 * DAY_MS && rand() < LAPSED;
      const stopped = !active
        ? joined + Math.floor(30 + rand() * Math.max(0, (today - joined) / DAY_MS - 75)) * DAY_MS
        : lapses
          ? today - Math.floor(3 + rand() * 40) * DAY_MS
          : Infinity;
      for (let start = joined; ;) {
        let duration = weighted(DURATIONS, rand());
        // Once stopped, the last package was a short one that has ended.
        if (stopped < Infinity && addMonths(start, duration.months) > today) duration = DURATIONS[0]!;
        const end = addMonths(start, duration.months) - DAY_MS;
        if (stopped < Infinity && end >= today) break;
        // The summer camp (a passive course package now) was sold in summer only.
        const summer = [5, 6, 7].includes(new Date(start).getUTCMonth());
        const offered = courses.filter((c) => c.status_id === 0 || (summer && rand() < 0.5));
        const course = offered[Math.floor(rand() * offered.length)] ?? courses[0]!;
        packages.push({
          member_id: member.id,
          start,
          end,
          sold: during(start, joinedAt),
          base: Number(course.display_price) * duration.months * duration.factor,
          lesson_count: (Number(course.number_of_lessons) || 12) * duration.months,
          used_lessons: 0,
          starttime: isoDay(start),
          endtime: isoDay(end),
          price: 0,
          product_type: 'course_package',
          product_id: course.id,
        });
        if (end >= today) break;
        // Renewed the next day, or after a break of a few days to a month.
        const next = end + DAY_MS + (rand() < 0.25 ? Math.floor(3 + rand() * 27) * DAY_MS : 0);
        if (next > stopped) break;
        start = Math.min(next, today);
      }
    }
  // Each personal training was sold as a package for its dates.
  const typeOf = new Map(types.map((t) => [t.id, t]));
  const joinedOf = new Map(members.map((m) => [m.id, Date.parse(m.created_at)]));
  for (const training of trainings) {
    const type = typeOf.get(training.pt_type_id);
    if (!type || !training.start_date || !training.end_date) continue;
    const start = dayOf(training.start_date);
    const lessons = Number(type.number_of_lessons) || 10;
    packages.push({
      member_id: training.member_id,
      start,
      end: dayOf(training.end_date),
      sold: during(start, joinedOf.get(training.member_id) ?? start),
      base: Number(type.display_price) * (type.number_of_lessons ? 1 : lessons),
      lesson_count: lessons,
      used_lessons: 0,
      starttime: training.start_date,
      endtime: training.end_date,
      price: 0,
      product_type: 'personal_training',
      product_id: type.id,
    });
  }

  // Prices, lessons used, payment and the invoice numbers (one series a year, in the order they were sold).
  packages.sort((a, b) => a.sold - b.sold || a.member_id - b.member_id);
  const series = new Map<string, number>();
  const rows: Insertable<TableOf<'member_packages'>>[] = packages.map(
    ({ start, end, sold, base, ...pkg }) => {
      const running = end >= today;
      const unpaid = rand() < (running ? UNPAID_CURRENT : UNPAID_PAST);
      const paid = weighted(PAID, rand()).type;
      const legacy = start < today - LEGACY_DAYS * DAY_MS ? LEGACY[paid] : undefined;
      const year = new Date(sold).getUTCFullYear();
      const number = (series.get(String(year)) ?? 1000) + 1;
      if (!unpaid) series.set(String(year), number);
      const lessons = Number(pkg.lesson_count);
      const share = running ? (today - start) / (end - start + DAY_MS) : 1;
      const used = running
        ? Math.floor(lessons * share * (0.6 + 0.4 * rand()))
        : lessons - Math.floor(lessons * 0.2 * rand());
      // Lessons are marked used as they go: a running package was last updated lately.
      const updated = running
        ? Math.max(sold, now - Math.floor(rand() * 7 * DAY_MS))
        : Math.min(now, end + 20 * 3_600_000);
      return {
        ...pkg,
        payment_type: unpaid ? 'unpaid' : (legacy ?? paid),
        invoice_number: unpaid ? '' : `FT-${year}-${number}`,
        used_lessons: Math.min(lessons, Math.max(0, used)),
        // Lira in the price list, whole kuruş in the table.
        price: priceAt(base, start) * 100,
        // What its payments add up to: the payments area's demo takes them (modules/payments/demoSeed.ts).
        paid: 0,
        created_at: new Date(sold).toISOString(),
        updated_at: new Date(Math.max(sold, updated)).toISOString(),
      };
    },
  );
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('member_packages')
      .values(rows.slice(i, i + 200))
      .execute();

  // The questionnaires of the members with a full file: filled in their first days, the sports one again later.
  const consultations = files.flatMap((member, i) => {
    const joinedAt = Date.parse(member.created_at);
    const at = (days: number) => Math.min(now, joinedAt + Math.floor(days * DAY_MS));
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
    const cardioAt = at(0.5 + rand() * 3);
    const age = member.birthdate
      ? Math.max(18, Math.floor((cardioAt - dayOf(member.birthdate)) / (365.25 * DAY_MS)))
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
      time: number,
    ) => {
      const stamp = new Date(time).toISOString();
      return {
        member_id: member.id,
        type,
        version,
        answers: JSON.stringify(answers),
        filled_by: by,
        created_at: stamp,
        updated_at: stamp,
      };
    };
    const rows = [
      row('sports', 1, sport(1), member.coach_id, at(rand() / 12)),
      row('cardio', 1, cardioAnswers, member.coach_id, cardioAt),
      row('nutrition', 1, nutrition, member.nutritionist_id, at(rand() * 5)),
    ];
    // Three months in, the sports questionnaire again.
    const days = (now - joinedAt) / DAY_MS;
    if (days > 120) rows.push(row('sports', 2, sport(2), member.coach_id, at(90 + rand() * (days - 100))));
    return rows;
  });
  if (consultations.length > 0) await db.insertInto('member_consultations').values(consultations).execute();

  // Notifications sent earlier (their mails left long ago: no outbox row is kept for them): payment reminders of
  // unpaid running packages, and the holiday hours to members who were there then.
  const unpaid = await db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'created_at'])
    .where('payment_type', '=', 'unpaid')
    .where('endtime', '>=', isoDay(today))
    .orderBy('id')
    .execute();
  const byId = new Map(members.map((m) => [m.id, m]));
  const reminders = unpaid
    .filter((p) => withFile.has(p.member_id))
    .slice(0, 10)
    .map((pkg) => {
      const member = byId.get(pkg.member_id)!;
      const sold = Date.parse(pkg.created_at);
      const at = new Date(
        Math.min(now, sold + Math.floor((now - sold) * (0.3 + 0.6 * rand()))),
      ).toISOString();
      return {
        member_id: member.id,
        kind: 'payment_reminder' as const,
        channel: 'email' as const,
        title: 'Ödeme hatırlatması',
        message: `Sayın ${member.name}, paketinizin ödemesi henüz yapılmamıştır. Ödemenizi en kısa sürede yapmanızı rica ederiz.`,
        package_id: pkg.id,
        sender_id: sales?.id ?? null,
        recipient: member.email,
        outbox_id: null,
        created_at: at,
        updated_at: at,
      };
    });
  const holiday = new Date(now - 20 * DAY_MS - 5 * 3_600_000).toISOString();
  const announced = files
    .filter((m) => m.created_at < holiday)
    .slice(0, 8)
    .map((member) => ({
      member_id: member.id,
      kind: 'free' as const,
      channel: 'email' as const,
      title: 'Bayram çalışma saatleri',
      message: 'Salonumuz bayram süresince 10:00–18:00 saatleri arasında hizmet verecektir.',
      package_id: null,
      sender_id: sales?.id ?? null,
      recipient: member.email,
      outbox_id: null,
      created_at: holiday,
      updated_at: holiday,
    }));
  const notifications = [...reminders, ...announced].sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (notifications.length > 0) await db.insertInto('notifications').values(notifications).execute();
  await seedFreezes(
    db,
    files.map((m) => m.id),
    today,
    now,
  );
  for (const table of ['member_packages', 'member_consultations', 'notifications'])
    await bumpVersion(db, table);
}
