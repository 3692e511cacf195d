// Demo personal trainings (issue 13): four types, a training for each of the first members with a coach,
// numbered days (the earlier ones completed) with moves from the catalogue, and a short message thread, so
// every personal-training list opens with rows. Deterministic, like the rest of the demo data.
import type { Kysely } from 'kysely';
import { MOVE_CATALOGUE } from '../../../shared/moveCatalogue';
import { insertRecord } from '../../db/repositories/records';
import type { Database } from '../../db/schema';

const TYPES = [
  { name: 'Birebir Başlangıç', short: 'Yeni başlayanlar için 8 ders', lessons: 8, price: '3200' },
  { name: 'Birebir Kuvvet', short: 'Kuvvet ve kas gelişimi, 12 ders', lessons: 12, price: '5400' },
  { name: 'Kilo Verme Paketi', short: 'Antrenman ve diyet birlikte, 16 ders', lessons: 16, price: '6900' },
  { name: 'Esnek Paket', short: 'Ders sayısı üyeye göre belirlenir', lessons: null, price: '450' },
];
const DAY_TITLES = ['Göğüs ve arka kol', 'Sırt ve ön kol', 'Bacak', 'Omuz ve karın', 'Tüm vücut'];
const MESSAGES = [
  '<p>Merhaba, programınız hazır. İlk hafta ağırlıkları hafif tutalım.</p>',
  '<p>Bacak gününden sonra dizinizde ağrı olursa squat derinliğini azaltın.</p>',
  '<p>Bu hafta ölçüm alacağız; antrenmandan önce kahvaltınızı hafif tutun.</p>',
];
const TRAINING_COUNT = 8;

/** 'YYYY-MM-DD HH:MM:SS' some days before now (the messages' create_date format). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedPersonalTrainings(db: Kysely<Database>): Promise<void> {
  const typeIds: number[] = [];
  for (const type of TYPES) {
    const row = await insertRecord(db, 'personal_training_types', {
      personal_training_type_name: type.name,
      short_description: type.short,
      number_of_lessons: type.lessons,
      display_price: type.price,
      description: `<p>${type.short}. Program ve ölçümler antrenörünüzle birlikte planlanır.</p>`,
    });
    typeIds.push(Number(row.id));
  }
  const members = await db
    .selectFrom('members')
    .select(['id', 'coach_id'])
    .where('coach_id', 'is not', null)
    .orderBy('id')
    .limit(TRAINING_COUNT)
    .execute();
  const moves = MOVE_CATALOGUE.flatMap((group) => group.moves.map((m) => m.labels.tr));

  for (const [i, member] of members.entries()) {
    const coach = Number(member.coach_id);
    const training = await insertRecord(db, 'personal_trainings', {
      member_id: member.id,
      pt_type_id: typeIds[i % typeIds.length],
      coach_id: coach,
      description: 'Hedef: düzenli antrenman ve kuvvet artışı',
      start_date: isoDay(-14 * (i + 1)),
      end_date: isoDay(60 - 7 * i),
      diet_description: '<p>Günde 2 litre su, akşam 19:00 sonrası karbonhidrat yok.</p>',
      diet_status: i % 3 === 0 ? 1 : 0,
      sports_program_status: i % 2 === 0 ? 1 : 0,
    });
    const ptId = Number(training.id);
    const dayCount = 3 + (i % 3);
    for (let d = 1; d <= dayCount; d += 1) {
      const day = await insertRecord(db, 'personal_training_days', {
        pt_id: ptId,
        day_num: d,
        title: DAY_TITLES[(d - 1) % DAY_TITLES.length],
        description: 'Isınma 10 dk, ardından ana bölüm',
        user_comment: d === 1 ? 'Zorlandım ama bitirdim.' : '',
        status: d < dayCount - 1 ? 1 : 0,
      });
      for (let m = 0; m < 3 + ((i + d) % 3); m += 1) {
        const stamp = new Date(Date.now() - (10 - d) * 86_400_000).toISOString();
        await insertRecord(db, 'personal_training_day_moves', {
          pt_id: ptId,
          pt_day_id: Number(day.id),
          day_num: d,
          move_name: moves[(i * 7 + d * 5 + m * 3) % moves.length],
          number_sets: String(3 + (m % 2)),
          duration: String(45 + 15 * (m % 3)),
          weight: String(10 + 5 * ((i + m) % 6)),
          description: '<p>Kontrollü tempo, hareket sonunda 1 sn bekle.</p>',
          create_user: coach,
          update_user: coach,
          create_date: stamp,
          update_date: stamp,
        });
      }
    }
    for (const [k, text] of MESSAGES.entries()) {
      const stamp = daysAgo(6 - 2 * k);
      await insertRecord(db, 'personal_training_messages', {
        pt_id: ptId,
        description: text,
        create_user: coach,
        update_user: coach,
        create_date: stamp,
        update_date: stamp,
      });
    }
  }
}
