// Demo personal trainings: four types, and a running training for every third member with a full file
// (demoPlan.ts: the newest members and some older ones) with their coach, started after they joined: numbered
// days (the earlier ones completed) with moves from the catalogue, and a short message thread, so every
// personal-training list opens with rows. The member file's seed sells each as a package. Deterministic and
// bulk-inserted, like the rest of the demo data.
import type { Kysely } from 'kysely';
import { MOVE_CATALOGUE } from '../../../shared/moveCatalogue';
import { insertRecord } from '../../db/repositories/records';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { DAY_MS, isoDay, membersWithFiles, random, startOfDay } from '../../db/seed/demoPlan';

/** Validity: two lessons a week and a few days to spare; the flexible type says none (the sale sets the end). */
const TYPES = [
  { name: 'Birebir Başlangıç', short: 'Yeni başlayanlar için 8 ders', lessons: 8, price: '3200', days: 30 },
  { name: 'Birebir Kuvvet', short: 'Kuvvet ve kas gelişimi, 12 ders', lessons: 12, price: '5400', days: 45 },
  {
    name: 'Kilo Verme Paketi',
    short: 'Antrenman ve diyet birlikte, 16 ders',
    lessons: 16,
    price: '6900',
    days: 60,
  },
  {
    name: 'Esnek Paket',
    short: 'Ders sayısı üyeye göre belirlenir',
    lessons: null,
    price: '450',
    days: null,
  },
];
const DAY_TITLES = ['Göğüs ve arka kol', 'Sırt ve ön kol', 'Bacak', 'Omuz ve karın', 'Tüm vücut'];
const MESSAGES = [
  '<p>Merhaba, programınız hazır. İlk hafta ağırlıkları hafif tutalım.</p>',
  '<p>Bacak gününden sonra dizinizde ağrı olursa squat derinliğini azaltın.</p>',
  '<p>Bu hafta ölçüm alacağız; antrenmandan önce kahvaltınızı hafif tutun.</p>',
];
/** Of the members with a full file (newest first), every this many has a personal training. */
const TRAINING_EVERY = 3;
/** Two lessons a week; the flexible type (no fixed count) is sold as this many. */
const FLEXIBLE_LESSONS = 10;

export async function seedPersonalTrainings(db: Kysely<Database>): Promise<void> {
  const typeIds: number[] = [];
  for (const type of TYPES) {
    const row = await insertRecord(db, 'personal_training_types', {
      personal_training_type_name: type.name,
      short_description: type.short,
      number_of_lessons: type.lessons,
      display_price: type.price,
      validity_days: type.days,
      description: `<p>${type.short}. Program ve ölçümler antrenörünüzle birlikte planlanır.</p>`,
    });
    typeIds.push(Number(row.id));
  }
  const rand = random(20261125);
  const now = Date.now();
  const today = startOfDay(now);
  const members = membersWithFiles(
    await db.selectFrom('members').select(['id', 'coach_id', 'created_at', 'status']).execute(),
  ).filter((m, i) => i % TRAINING_EVERY === 1 && m.coach_id !== null);
  if (members.length === 0) return;
  const moves = MOVE_CATALOGUE.flatMap((group) => group.moves.map((m) => m.labels.tr));

  // Each training runs two lessons a week from some day since the member joined, and is still running.
  const plans = members.map((member, i) => {
    const type = TYPES[i % TYPES.length]!;
    const weeks = Math.ceil((type.lessons ?? FLEXIBLE_LESSONS) / 2);
    const joinedAt = Date.parse(member.created_at);
    const start = Math.max(startOfDay(joinedAt), today - Math.floor(rand() * weeks * 5) * DAY_MS);
    return {
      member,
      i,
      type: typeIds[i % typeIds.length]!,
      start,
      end: start + (weeks * 7 - 1) * DAY_MS,
      from: Math.max(start, joinedAt),
    };
  });
  /** A time `share` of the way from the training's start (not before the member joined) to now. */
  const along = (from: number, share: number) => from + Math.floor((now - from) * share);
  const stamp = new Date(now).toISOString();
  const trainings = await db
    .insertInto('personal_trainings')
    .values(
      plans.map(({ member, i, type, start, end, from }) => ({
        member_id: member.id,
        pt_type_id: type,
        coach_id: Number(member.coach_id),
        description: 'Hedef: düzenli antrenman ve kuvvet artışı',
        start_date: isoDay(start),
        end_date: isoDay(end),
        diet_description: '<p>Günde 2 litre su, akşam 19:00 sonrası karbonhidrat yok.</p>',
        diet_status: i % 3 === 0 ? 1 : 0,
        sports_program_status: i % 2 === 0 ? 1 : 0,
        created_at: new Date(from).toISOString(),
        updated_at: stamp,
      })),
    )
    .returning(['id', 'member_id'])
    .execute();
  const trainingOf = new Map(trainings.map((t) => [t.member_id, t.id]));

  const days = await db
    .insertInto('personal_training_days')
    .values(
      plans.flatMap(({ member, i, from }) => {
        const dayCount = 3 + (i % 3);
        return Array.from({ length: dayCount }, (_, k) => ({
          pt_id: trainingOf.get(member.id)!,
          day_num: k + 1,
          title: DAY_TITLES[k % DAY_TITLES.length]!,
          description: 'Isınma 10 dk, ardından ana bölüm',
          user_comment: k === 0 ? 'Zorlandım ama bitirdim.' : '',
          // The earlier days are done.
          status: k + 1 < dayCount - 1 ? 1 : 0,
          created_at: new Date(along(from, k / (dayCount + 1))).toISOString(),
          updated_at: stamp,
        }));
      }),
    )
    .returning(['id', 'pt_id', 'day_num'])
    .execute();
  const planOf = new Map(plans.map((p) => [trainingOf.get(p.member.id)!, p]));
  const dayMoves = days.flatMap((day) => {
    const { i, member, from } = planOf.get(day.pt_id)!;
    const coach = Number(member.coach_id);
    const d = day.day_num;
    return Array.from({ length: 3 + ((i + d) % 3) }, (_, m) => {
      const at = new Date(along(from, d / 8)).toISOString();
      return {
        pt_id: day.pt_id,
        pt_day_id: day.id,
        day_num: d,
        move_name: moves[(i * 7 + d * 5 + m * 3) % moves.length]!,
        number_sets: String(3 + (m % 2)),
        duration: String(45 + 15 * (m % 3)),
        weight: String(10 + 5 * ((i + m) % 6)),
        description: '<p>Kontrollü tempo, hareket sonunda 1 sn bekle.</p>',
        create_user: coach,
        update_user: coach,
        create_date: at,
        update_date: at,
        created_at: at,
        updated_at: at,
      };
    });
  });
  for (let k = 0; k < dayMoves.length; k += 200)
    await db
      .insertInto('personal_training_day_moves')
      .values(dayMoves.slice(k, k + 200))
      .execute();
  await db
    .insertInto('personal_training_messages')
    .values(
      plans.flatMap(({ member, from }) =>
        MESSAGES.map((description, k) => {
          const at = along(from, (k + 1) / (MESSAGES.length + 1));
          const coach = Number(member.coach_id);
          return {
            pt_id: trainingOf.get(member.id)!,
            description,
            create_user: coach,
            update_user: coach,
            // 'YYYY-MM-DD HH:MM:SS', as the messages' form stores it.
            create_date: new Date(at).toISOString().replace('T', ' ').slice(0, 19),
            update_date: new Date(at).toISOString().replace('T', ' ').slice(0, 19),
            created_at: new Date(at).toISOString(),
            updated_at: new Date(at).toISOString(),
          };
        }),
      ),
    )
    .execute();
  for (const table of [
    'personal_trainings',
    'personal_training_days',
    'personal_training_day_moves',
    'personal_training_messages',
  ])
    await bumpVersion(db, table);
}
