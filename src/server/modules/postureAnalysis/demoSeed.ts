// Demo posture analyses with their four photos, for some of the newest members (each demo coach reaches
// some).
import type { Kysely } from 'kysely';
import { POSTURE_PHOTOS } from '../../../shared/schemas/postureAnalysis';
import { insertMedia } from '../../db/repositories/media';
import { insertRecord } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { demoMediaFile as file, demoMediaFiles } from '../../db/seed/demoMedia';
import { membersWithFiles } from '../../db/seed/demoPlan';

const POSTURES = [
  {
    posture_name: 'Genel duruş değerlendirmesi',
    user_comment: 'Uzun süre masa başında çalışıyorum, sırtım ağrıyor.',
  },
  { posture_name: 'Omuz ve boyun', user_comment: 'Sağ omzum daha aşağıda duruyor gibi.' },
  { posture_name: 'Bel ve kalça', user_comment: 'Ayakta uzun kalınca belim yoruluyor.' },
  { posture_name: 'Diz ve ayak bileği', user_comment: '' },
] as const;

export async function seedPostureAnalyses(db: Kysely<Database>): Promise<void> {
  const present = demoMediaFiles();
  // Members with a full file (demoPlan.ts), newest first: the newest of each coach first, so the demo coaches each
  // reach some analyses, then the next newest.
  const files = membersWithFiles(
    await db.selectFrom('members').select(['id', 'coach_id', 'created_at', 'status']).execute(),
  );
  const seen = new Set<number | null>();
  const firstOfCoach = files.filter((m) => {
    const first = !seen.has(m.coach_id);
    seen.add(m.coach_id);
    return first;
  });
  const members = [...firstOfCoach, ...files.filter((m) => !firstOfCoach.includes(m))].slice(
    0,
    POSTURES.length,
  );
  const coach = await db.selectFrom('users').select('id').where('username', '=', 'coach').executeTakeFirst();
  for (const [i, member] of members.entries()) {
    const posture = POSTURES[i]!;
    // Every other one is answered already.
    const answered = i % 2 === 0 && coach !== undefined;
    const row = await insertRecord(db, 'posture_analysis', {
      ...posture,
      member_id: member.id,
      instructor_comment: answered
        ? '<p>Omuz hizası dengeli; <b>core</b> çalışmalarına ağırlık verelim.</p>'
        : '',
      create_user: coach?.id ?? null,
      answered_by: answered ? coach.id : null,
      answered_at: answered ? new Date().toISOString() : null,
    });
    for (const slot of POSTURE_PHOTOS) {
      const name = `posture-${i + 1}-${slot.replace('image_', '')}.jpg`;
      if (present.has(name))
        // A member's posture photos are health data: private, served by signed URLs only.
        await insertMedia(db, {
          ...file(name, 'private'),
          owner: 'postureAnalysis',
          owner_id: Number(row.id),
          slot,
        });
    }
  }
}
