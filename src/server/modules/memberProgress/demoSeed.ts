// Demo progress for the members who have a coach: nine months of fortnightly measurements (a slow trend with
// noise, so the charts show real curves), a training program, three months of workouts with their sets, and the
// last two weeks of food diaries from the demo foods. Deterministic and bulk-inserted, so a fresh start stays fast.
import type { Kysely } from 'kysely';
import { bmiOf, waistHipRatio } from '../../../shared/bodyMetrics';
import type { Database } from '../../db/schema';

const MEMBERS = 40;
const DAY_MS = 86_400_000;
const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
const PROGRAM = [
  { title: 'Üst vücut', moves: ['Düz Bench Press', 'Şınav', 'Barla Öne Eğilerek Row'] },
  { title: 'Alt vücut', moves: ['Barla Squat', 'Deadlift'] },
  { title: 'Tüm vücut', moves: ['Önden Squat', 'Elmas Şınav'] },
] as const;

/** mulberry32: the same demo data on every fresh start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
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
  const now = new Date().toISOString();
  const stamp = { created_at: now, updated_at: now };
  const today = Date.parse(`${day(Date.now())}T00:00:00Z`);
  const members = await db
    .selectFrom('members')
    .select(['id', 'coach_id', 'height'])
    .where('coach_id', 'is not', null)
    .orderBy('id')
    .limit(MEMBERS)
    .execute();
  if (members.length === 0) return;

  // Measurements: every 14 days for 270 days, weight drifting by up to ±0.5 kg a fortnight.
  const measurements: object[] = [];
  for (const member of members) {
    const height = Number(member.height) > 0 ? Number(member.height) : 170;
    let weight = 22 * (height / 100) ** 2 * (0.95 + rand() * 0.5);
    // Most members lose weight, some gain: a visible trend of 0.1–0.6 kg a fortnight.
    const drift = (rand() < 0.75 ? -1 : 1) * (0.1 + rand() * 0.5);
    const sex = rand() < 0.5 ? 'male' : 'female';
    for (let t = today - 270 * DAY_MS; t <= today; t += 14 * DAY_MS) {
      weight += drift + (rand() - 0.5) * 0.6;
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
        notes: '',
        ...stamp,
      });
    }
  }
  await insertChunks(db, 'measurements', measurements);

  // A program per member (returning ids on both databases), then its days and moves.
  const programIds: number[] = [];
  for (const chunk of [members.slice(0, 20), members.slice(20)]) {
    if (chunk.length === 0) continue;
    const rows = await db
      .insertInto('training_programs')
      .values(
        chunk.map((m) => ({
          member_id: m.id,
          name: 'Kuvvet ve kondisyon',
          goal: 'strength',
          start_date: day(today - 90 * DAY_MS),
          end_date: day(today + 30 * DAY_MS),
          coach_id: m.coach_id,
          notes: 'Haftada 3 gün, her antrenmandan önce 10 dk ısınma.',
          package_id: null,
          ...stamp,
        })),
      )
      .returning('id')
      .execute();
    programIds.push(...rows.map((r) => r.id));
  }
  const days = await db
    .insertInto('training_program_days')
    .values(
      programIds.flatMap((program_id) =>
        PROGRAM.map((d, i) => ({ program_id, day_number: i + 1, title: d.title, ...stamp })),
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
        ...stamp,
      })),
    ),
  );

  // Workouts: about three a week for 90 days, the load rising slowly; ids read back by member and date.
  const workouts: { member_id: number; date: string; duration_minutes: number; notes: string }[] = [];
  for (const member of members)
    for (let t = today - 90 * DAY_MS; t <= today; t += DAY_MS)
      if ([1, 3, 5].includes(new Date(t).getUTCDay()) && rand() < 0.85)
        workouts.push({
          member_id: member.id,
          date: day(t),
          duration_minutes: 45 + Math.floor(rand() * 4) * 15,
          notes: '',
        });
  await insertChunks(
    db,
    'trainings',
    workouts.map((w) => ({ ...w, program_day_id: null, ...stamp })),
  );
  const stored = await db
    .selectFrom('trainings')
    .select(['id', 'date'])
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
          ...stamp,
        });
    });
  });
  await insertChunks(db, 'training_sets', sets, 300);

  // Diaries: the last 14 days, one or two foods per meal from the demo foods (with a portion when it has one).
  const foods = await db.selectFrom('foods').select('id').orderBy('id').limit(60).execute();
  if (foods.length === 0) return;
  const portions = await db.selectFrom('food_portions').select(['id', 'food_id']).execute();
  const diaries: object[] = [];
  for (const member of members.slice(0, 20))
    for (let t = today - 13 * DAY_MS; t <= today; t += DAY_MS)
      diaries.push({ member_id: member.id, date: day(t), notes: '', ...stamp });
  await insertChunks(db, 'diaries', diaries);
  const diaryIds = await db.selectFrom('diaries').select('id').orderBy('id').execute();
  const items: object[] = [];
  for (const { id } of diaryIds) {
    let position = 0;
    for (const meal of MEALS) {
      const count = meal === 'snacks' ? 1 : 2;
      for (let k = 0; k < count; k += 1) {
        const food = foods[Math.floor(rand() * foods.length)]!.id;
        const portion = portions.find((p) => p.food_id === food);
        items.push({
          diary_id: id,
          position: position++,
          meal,
          food_id: food,
          portion_id: portion?.id ?? null,
          amount: portion ? 1 + Math.floor(rand() * 2) : 50 + Math.floor(rand() * 4) * 50,
          text: '',
          ...stamp,
        });
      }
    }
  }
  await insertChunks(db, 'diary_items', items, 300);
}
