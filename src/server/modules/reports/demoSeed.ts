// Demo reports: monthly progress, training and nutrition notes on the members with a full file (demoPlan.ts) for
// the last three months they were members through, written by their coach or nutritionist a few days after the
// month; the older ones approved by the manager, the latest month waiting for approval.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DAY_MS, membersWithFiles } from '../../db/seed/demoPlan';

const NOTES = {
  progress: [
    'Haftada üç antrenmana düzenli katıldı. Bel çevresi 2 cm azaldı, squat ağırlığı 40 kg’dan 50 kg’a çıktı.',
    'Kardiyo dayanıklılığı arttı: 20 dakikalık koşuyu ara vermeden tamamlıyor. Hedef: haftada bir gün ek kardiyo.',
  ],
  training: [
    'Sırt ve core çalışmalarında form iyileşti. Deadlift tekniği kontrol edildi; bir sonraki ay ağırlık artışı planlandı.',
    'Diz ağrısı nedeniyle lunge yerine step-up kullanıldı. Esneme programı her antrenmanın sonuna eklendi.',
  ],
  nutrition: [
    'Kahvaltı düzenli, akşam atıştırmaları azaldı. Günlük su tüketimi 2 litreye çıktı; protein alımı hedefin altında.',
    'Şekerli içecekler bırakıldı. Öğle öğünlerinde bakliyat ve sebze tercih ediliyor; hafta sonu öğün atlanıyor.',
  ],
} as const;

const TITLES = {
  progress: 'Aylık gelişim raporu',
  training: 'Antrenman değerlendirmesi',
  nutrition: 'Beslenme değerlendirmesi',
};

const monthStart = (offset: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - offset, 1));
};
const day = (d: Date) => d.toISOString().slice(0, 10);

export async function seedReports(db: Kysely<Database>): Promise<void> {
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'manager')
    .executeTakeFirst();
  const members = membersWithFiles(
    await db
      .selectFrom('members')
      .select(['id', 'coach_id', 'nutritionist_id', 'created_at', 'status'])
      .where('coach_id', 'is not', null)
      .execute(),
  ).reverse();
  const now = Date.now();
  const rows = members.flatMap((member, i) =>
    [2, 1, 0].flatMap((offset, k) => {
      const type = (['progress', 'training', 'nutrition'] as const)[(i + k) % 3];
      const start = monthStart(offset + 1);
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
      // Only months the member was there from the start of.
      if (member.created_at >= start.toISOString()) return [];
      const written = new Date(Math.min(now, end.getTime() + (1 + ((i + k) % 4)) * DAY_MS + 11 * 3_600_000));
      const approved = offset > 0 && manager !== undefined;
      const author = type === 'nutrition' ? member.nutritionist_id : member.coach_id;
      const note = NOTES[type][(i + k) % 2];
      return [
        {
          member_id: member.id,
          type,
          title: `${TITLES[type]} — ${start.toLocaleDateString('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
          period_start: day(start),
          period_end: day(end),
          content: `<p>${note}</p>`,
          status: approved ? 'approved' : 'pending',
          author_id: author,
          approved_by: approved ? manager.id : null,
          approved_at: approved ? new Date(written.getTime() + 2 * DAY_MS).toISOString() : null,
          created_at: written.toISOString(),
          updated_at: written.toISOString(),
        } as const,
      ];
    }),
  );
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('reports')
      .values(rows.slice(i, i + 100))
      .execute();
}
