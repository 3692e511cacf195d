// Demo progress of the members with a full file (demoPlan.ts: the newest members and some older ones), all after
// they joined: measurements from their first day (at each session of the start programme, then weekly, then
// fortnightly: a slow trend with noise, so the charts show real curves), a training program, up to three months
// of workouts with their sets, and for the newest the last two weeks of food diaries from the demo foods.
// Deterministic and bulk-inserted, so a fresh start stays fast.
import type { Kysely } from 'kysely';
import { bmiOf, waistHipRatio } from '../../../shared/bodyMetrics';
import type { Database } from '../../db/schema';
import {
  DAY_MS,
  isoDay as day,
  measurementDays,
  membersWithFiles,
  random,
  startOfDay,
} from '../../db/seed/demoPlan';

/** The members with diaries: the newest this many with a full file. */
const DIARY_MEMBERS = 20;
const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
const GOALS = [
  { name: 'Kuvvet ve kondisyon', goal: 'strength' },
  { name: 'Yağ yakımı', goal: 'fat_loss' },
  { name: 'Kas gelişimi', goal: 'hypertrophy' },
  { name: 'Genel sağlık', goal: 'general' },
] as const;
const PROGRAM = [
  { title: 'Üst vücut', moves: ['Düz Bench Press', 'Şınav', 'Barla Öne Eğilerek Row'] },
  { title: 'Alt vücut', moves: ['Barla Squat', 'Deadlift'] },
  { title: 'Tüm vücut', moves: ['Önden Squat', 'Elmas Şınav'] },
] as const;

const round1 = (v: number) => Math.round(v * 10) / 10;

async function insertChunks(db: Kysely<Database>, table: keyof Database, rows: object[], size = 200) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loose = db as unknown as Kysely<any>;
  for (let i = 0; i < rows.length; i += size)
    await loose
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}

export async function seedMemberProgress(db: Kysely<Database>): Promise<void> {
  const rand = random(20261123);
  const today = startOfDay(Date.now());
  const members = membersWithFiles(
    await db.selectFrom('members').select(['id', 'coach_id', 'height', 'created_at', 'status']).execute(),
  ).map((m) => ({ ...m, joined: startOfDay(Date.parse(m.created_at)) }));
  if (members.length === 0) return;
  /** Stamps of a row about `t` (a day): that day's evening, never before the member joined nor after now. */
  const at = (t: number, joinedAt: string) => {
    const time = new Date(
      Math.max(Date.parse(joinedAt), Math.min(Date.now(), t + 18 * 3_600_000)),
    ).toISOString();
    return { created_at: time, updated_at: time };
  };

  // Measurements from the day each joined, the weight drifting by up to ±0.25 kg a week.
  const measurements: object[] = [];
  for (const member of members) {
    const height = Number(member.height) > 0 ? Number(member.height) : 170;
    let weight = 22 * (height / 100) ** 2 * (0.95 + rand() * 0.5);
    // Most members lose weight, some gain: a visible trend of 0.05–0.3 kg a week.
    const drift = (rand() < 0.75 ? -1 : 1) * (0.05 + rand() * 0.25);
    const sex = rand() < 0.5 ? 'male' : 'female';
    let previous = member.joined;
    for (const t of measurementDays(member.joined, today, rand)) {
      weight += (drift * (t - previous)) / (7 * DAY_MS) + (rand() - 0.5) * 0.4;
      previous = t;
      const fat = (sex === 'male' ? 12 : 20) + (weight / (height / 100) ** 2 - 20) * 1.2 + rand();
      const waist = round1(height * 0.42 + (weight - 60) * 0.5 + rand() * 2);
      const hip = round1(height * 0.55 + (weight - 60) * 0.3 + rand() * 2);
      measurements.push({
        member_id: member.id,
        date: day(t),
        height,
        weight: round1(weight),
        body_fat: round1(fat),
        sex,
        waist,
        hip,
        chest: round1(height * 0.55 + rand() * 3),
        arms: round1(28 + (weight - 60) * 0.15 + rand()),
        neck: round1(34 + rand() * 4),
        bmi: bmiOf(round1(weight), height),
        waist_hip_ratio: waistHipRatio(waist, hip),
        notes: t === member.joined ? 'Başlangıç ölçümü' : '',
        ...at(t, member.created_at),
      });
    }
  }
  await insertChunks(db, 'measurements', measurements);

  // A program per member, the current twelve weeks' (from the day they joined, if later), read back by member;
  // then its days and moves.
  const programStart = (m: (typeof members)[number]) => Math.max(m.joined, today - 84 * DAY_MS);
  const programs: { id: number; member_id: number }[] = [];
  for (let i = 0; i < members.length; i += 50)
    programs.push(
      ...(await db
        .insertInto('training_programs')
        .values(
          members.slice(i, i + 50).map((m, k) => ({
            member_id: m.id,
            name: GOALS[(i + k) % GOALS.length]!.name,
            goal: GOALS[(i + k) % GOALS.length]!.goal,
            start_date: day(programStart(m)),
            end_date: day(programStart(m) + 83 * DAY_MS),
            coach_id: m.coach_id,
            notes: 'Haftada 3 gün, her antrenmandan önce 10 dk ısınma.',
            package_id: null,
            ...at(programStart(m), m.created_at),
          })),
        )
        .returning(['id', 'member_id'])
        .execute()),
    );
  const programAt = new Map(members.map((m) => [m.id, at(programStart(m), m.created_at)] as const));
  const stampOf = new Map(programs.map((p) => [p.id, programAt.get(p.member_id)!]));
  const days = await db
    .insertInto('training_program_days')
    .values(
      programs.flatMap(({ id: program_id }) =>
        PROGRAM.map((d, i) => ({
          program_id,
          day_number: i + 1,
          title: d.title,
          ...stampOf.get(program_id)!,
        })),
      ),
    )
    .returning(['id', 'program_id', 'day_number'])
    .execute();
  await insertChunks(
    db,
    'training_program_moves',
    days.flatMap((d) =>
      PROGRAM[d.day_number - 1]!.moves.map((move_name, position) => ({
        program_id: d.program_id,
        day_id: d.id,
        position,
        move_name,
        sets: 4,
        repetitions: 8 + 2 * (position % 2),
        weight: 20 + 10 * position,
        rest_seconds: 90,
        notes: '',
        ...stampOf.get(d.program_id)!,
      })),
    ),
  );

  // Workouts: about three a week for the last 90 days (since joining), the load rising slowly; ids read back.
  const workouts: object[] = [];
  for (const member of members)
    for (let t = Math.max(member.joined, today - 90 * DAY_MS); t <= today; t += DAY_MS)
      if ([1, 3, 5].includes(new Date(t).getUTCDay()) && rand() < 0.85)
        workouts.push({
          member_id: member.id,
          date: day(t),
          duration_minutes: 45 + Math.floor(rand() * 4) * 15,
          notes: '',
          program_day_id: null,
          ...at(t, member.created_at),
        });
  await insertChunks(db, 'trainings', workouts);
  const stored = await db
    .selectFrom('trainings')
    .select(['id', 'date', 'created_at'])
    .where(
      'member_id',
      'in',
      members.map((m) => m.id),
    )
    .orderBy('id')
    .execute();
  const sets: object[] = [];
  stored.forEach((w, i) => {
    const plan = PROGRAM[i % PROGRAM.length]!;
    const progress = 1 + (Date.parse(`${w.date}T00:00:00Z`) - (today - 90 * DAY_MS)) / (90 * DAY_MS) / 4;
    plan.moves.forEach((move_name, m) => {
      for (let n = 1; n <= 3; n += 1)
        sets.push({
          training_id: w.id,
          move_name,
          set_number: n,
          repetitions: 8 + Math.floor(rand() * 4),
          weight: Math.round((20 + 10 * m) * progress * 2) / 2,
          created_at: w.created_at,
          updated_at: w.created_at,
        });
    });
  });
  await insertChunks(db, 'training_sets', sets, 300);

  // Diaries: the last 14 days (since joining), one or two foods per meal from the demo foods (with a portion when
  // it has one).
  const foods = await db.selectFrom('foods').select('id').orderBy('id').limit(60).execute();
  if (foods.length === 0) return;
  const portions = await db
    .selectFrom('food_portions')
    .select(['id', 'food_id'])
    .where(
      'food_id',
      'in',
      foods.map((f) => f.id),
    )
    .orderBy('id')
    .execute();
  const portionOf = new Map<number, number>();
  for (const p of portions) if (!portionOf.has(p.food_id)) portionOf.set(p.food_id, p.id);
  const diaries: object[] = [];
  for (const member of members.slice(0, DIARY_MEMBERS))
    for (let t = Math.max(member.joined, today - 13 * DAY_MS); t <= today; t += DAY_MS)
      diaries.push({ member_id: member.id, date: day(t), notes: '', ...at(t, member.created_at) });
  await insertChunks(db, 'diaries', diaries);
  const diaryIds = await db.selectFrom('diaries').select(['id', 'created_at']).orderBy('id').execute();
  const items: object[] = [];
  for (const { id, created_at } of diaryIds) {
    let position = 0;
    for (const meal of MEALS) {
      const count = meal === 'snacks' ? 1 : 2;
      for (let k = 0; k < count; k += 1) {
        const food = foods[Math.floor(rand() * foods.length)]!.id;
        const portion = portionOf.get(food);
        items.push({
          diary_id: id,
          position: position++,
          meal,
          food_id: food,
          portion_id: portion ?? null,
          amount: portion ? 1 + Math.floor(rand() * 2) : 50 + Math.floor(rand() * 4) * 50,
          text: '',
          created_at,
          updated_at: created_at,
        });
      }
    }
  }
  await insertChunks(db, 'diary_items', items, 300);
}
