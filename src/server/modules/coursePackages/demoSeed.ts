// Demo training data: course packages with numbered days and the moves of each day, chosen from the move
// catalogue (Turkish labels are stored, as the forms store the chosen option's label). Deterministic.
import type { Kysely } from 'kysely';
import { moveByValue } from '../../../shared/moveCatalogue';
import { insertRecord } from '../../db/repositories/records';
import type { Database } from '../../db/schema';

interface DemoMove {
  move: string;
  sets: string;
  duration?: string;
  weight?: string;
}

interface DemoPackage {
  package_name: string;
  short_description: string;
  number_of_lessons: string;
  display_price: string;
  /** Days a sale of it runs (the sale derives the end date): two or three lessons a week. */
  validity_days: number;
  teacher: string;
  status_id: 0 | 1;
  description: string;
  days: { title: string; moves: DemoMove[] }[];
}

const PACKAGES: DemoPackage[] = [
  {
    package_name: 'Başlangıç Fitness Paketi',
    short_description: 'Spora yeni başlayanlar için 4 haftalık tüm vücut programı.',
    number_of_lessons: '12',
    display_price: '2400',
    validity_days: 30,
    teacher: 'Emre Yıldız',
    status_id: 0,
    description: '<p>Haftada üç gün, temel hareketlerle <strong>doğru teknik</strong> öğrenilir.</p>',
    days: [
      {
        title: 'Tüm vücut - A',
        moves: [
          { move: 'back_squat', sets: '3', duration: '10 tekrar', weight: '20 kg' },
          { move: 'push_up', sets: '3', duration: '12 tekrar' },
          { move: 'lat_pulldown', sets: '3', duration: '12 tekrar', weight: '30 kg' },
          { move: 'plank', sets: '3', duration: '30 sn' },
        ],
      },
      {
        title: 'Tüm vücut - B',
        moves: [
          { move: 'romanian_deadlift', sets: '3', duration: '10 tekrar', weight: '30 kg' },
          { move: 'seated_dumbbell_shoulder_press', sets: '3', duration: '10 tekrar', weight: '8 kg' },
          { move: 'seated_cable_row', sets: '3', duration: '12 tekrar', weight: '25 kg' },
          { move: 'dead_bug', sets: '3', duration: '10 tekrar' },
        ],
      },
      {
        title: 'Esneme ve denge',
        moves: [
          { move: 'single_leg_stand', sets: '2', duration: '45 sn' },
          { move: 'hamstring_stretch', sets: '2', duration: '30 sn' },
          { move: 'cat_cow_stretch', sets: '2', duration: '1 dk' },
        ],
      },
    ],
  },
  {
    package_name: 'Güç ve Kas Gelişimi',
    short_description: 'Bölgesel çalışma ile 8 haftalık hipertrofi programı.',
    number_of_lessons: '24',
    display_price: '4800',
    validity_days: 60,
    teacher: 'Burak Şimşek',
    status_id: 0,
    description: '<p>Göğüs-arka-bacak bölünmesiyle artan yüklenme.</p>',
    days: [
      {
        title: 'Göğüs ve triceps',
        moves: [
          { move: 'bench_press', sets: '4', duration: '8 tekrar', weight: '60 kg' },
          { move: 'incline_bench_press', sets: '3', duration: '10 tekrar', weight: '50 kg' },
          { move: 'cable_crossover', sets: '3', duration: '12 tekrar', weight: '15 kg' },
          { move: 'triceps_pushdown', sets: '3', duration: '12 tekrar', weight: '25 kg' },
        ],
      },
      {
        title: 'Sırt ve biceps',
        moves: [
          { move: 'deadlift', sets: '4', duration: '6 tekrar', weight: '90 kg' },
          { move: 'pull_up', sets: '4', duration: '8 tekrar' },
          { move: 'barbell_row', sets: '3', duration: '10 tekrar', weight: '50 kg' },
          { move: 'hammer_curl', sets: '3', duration: '12 tekrar', weight: '12 kg' },
        ],
      },
      {
        title: 'Bacak ve omuz',
        moves: [
          { move: 'back_squat', sets: '4', duration: '8 tekrar', weight: '80 kg' },
          { move: 'leg_press', sets: '3', duration: '12 tekrar', weight: '140 kg' },
          { move: 'standing_calf_raise', sets: '4', duration: '15 tekrar', weight: '40 kg' },
          { move: 'lateral_raise', sets: '3', duration: '15 tekrar', weight: '8 kg' },
        ],
      },
    ],
  },
  {
    package_name: 'Duruş ve Rehabilitasyon',
    short_description: 'Bant ve denge hareketleriyle duruş düzeltme.',
    number_of_lessons: '8',
    display_price: '1800',
    validity_days: 30,
    teacher: 'Selin Kurt',
    status_id: 0,
    description: '<p>Masa başı çalışanlar için boyun, omuz ve core odaklı program.</p>',
    days: [
      {
        title: 'Omuz ve boyun',
        moves: [
          { move: 'chin_tuck', sets: '3', duration: '10 tekrar' },
          { move: 'band_external_rotation', sets: '3', duration: '15 tekrar' },
          { move: 'band_pull_apart', sets: '3', duration: '15 tekrar' },
          { move: 'face_pull', sets: '3', duration: '12 tekrar', weight: '10 kg' },
        ],
      },
      {
        title: 'Core ve denge',
        moves: [
          { move: 'bird_dog', sets: '3', duration: '10 tekrar' },
          { move: 'side_plank', sets: '3', duration: '30 sn' },
          { move: 'band_glute_bridge', sets: '3', duration: '15 tekrar' },
        ],
      },
    ],
  },
  {
    package_name: 'Kondisyon Kampı (Yaz)',
    short_description: 'Yüksek yoğunluklu fonksiyonel antrenman; sezon dışında pasif.',
    number_of_lessons: '16',
    display_price: '3200',
    validity_days: 45,
    teacher: 'Emre Yıldız',
    status_id: 1,
    description: '<p>İstasyon usulü, dinlenmesi kısa turlar.</p>',
    days: [
      {
        title: 'İstasyonlar',
        moves: [
          { move: 'burpee', sets: '4', duration: '40 sn' },
          { move: 'kettlebell_swing', sets: '4', duration: '40 sn', weight: '16 kg' },
          { move: 'wall_ball', sets: '4', duration: '40 sn', weight: '6 kg' },
          { move: 'battle_rope', sets: '4', duration: '30 sn' },
        ],
      },
    ],
  },
];

export async function seedCoursePackages(db: Kysely<Database>): Promise<void> {
  const author = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirst();
  const branch = await db.selectFrom('branches').select('id').orderBy('id').executeTakeFirst();
  const userId = author?.id ?? 1;
  const now = new Date().toISOString();
  for (const { days, ...pkg } of PACKAGES) {
    const row = await insertRecord(db, 'course_packages', {
      ...pkg,
      branch_id: branch?.id ?? 0,
      create_user: userId,
      update_user: userId,
      create_date: now,
      update_date: now,
    });
    const packageId = Number(row.id);
    for (const [index, day] of days.entries()) {
      const dayNumber = index + 1;
      await insertRecord(db, 'package_days', {
        package_id: packageId,
        day_number: dayNumber,
        title: day.title,
        description: '',
      });
      for (const move of day.moves) {
        const found = moveByValue(move.move);
        if (!found) throw new Error(`Demo move '${move.move}' is not in the catalogue`);
        await insertRecord(db, 'package_day_moves', {
          package_id: packageId,
          day_number: dayNumber,
          move_name: found.labels.tr,
          number_sets: move.sets,
          duration: move.duration ?? '',
          weight: move.weight ?? '',
          description: '',
        });
      }
    }
  }
}
