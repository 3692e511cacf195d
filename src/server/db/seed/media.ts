// Demo posture analyses and moves-library videos (issue 12). Their photos and videos were generated at
// development time (generateDemoMedia.sh: drawn figures and ffmpeg test patterns) and are committed; they are
// served in place from demo-media/ (media/static.ts), so seeding writes rows only and downloads nothing.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { POSTURE_PHOTOS } from '../../../shared/schemas/postureAnalysis';
import { demoMediaDir } from '../../media/storage';
import { insertMedia } from '../repositories/media';
import { insertRecord } from '../repositories/records';
import type { Database } from '../schema';

const POSTURES = [
  {
    posture_name: 'Genel duruş değerlendirmesi',
    user_comment: 'Uzun süre masa başında çalışıyorum, sırtım ağrıyor.',
  },
  { posture_name: 'Omuz ve boyun', user_comment: 'Sağ omzum daha aşağıda duruyor gibi.' },
  { posture_name: 'Bel ve kalça', user_comment: 'Ayakta uzun kalınca belim yoruluyor.' },
  { posture_name: 'Diz ve ayak bileği', user_comment: '' },
] as const;

const MOVES = [
  { move_name: 'bench_press', description: '<p>Kürek kemiklerini sıkıştır, barı göğüs hizasına indir.</p>' },
  {
    move_name: 'back_squat',
    description: '<p>Dizler ayak uçlarıyla aynı yönde; kalça diz hizasına insin.</p>',
  },
  { move_name: 'push_up', description: '<p>Vücut düz bir çizgi; dirsekler gövdeye 45°.</p>' },
  { move_name: 'plank', description: '<p>Karın sıkı, bel çukurlaşmasın; <b>30–60 sn</b> tut.</p>' },
  { move_name: 'lateral_raise', description: '<p>Kollar omuz hizasını geçmesin, kontrollü indir.</p>' },
] as const;

const file = (name: string) => {
  const mime = name.endsWith('.webm') ? 'video/webm' : name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg';
  return {
    file_name: name,
    original_name: name,
    mime_type: mime,
    kind: mime.startsWith('video') ? ('video' as const) : ('image' as const),
    size: statSync(path.join(demoMediaDir, name)).size,
    visibility: 'public',
  };
};

export async function seedMedia(db: Kysely<Database>): Promise<void> {
  const present = new Set(readdirSync(demoMediaDir));
  // The first members belong to different coaches (round robin), so the demo coaches each reach some analyses.
  const members = await db.selectFrom('members').select('id').orderBy('id').limit(POSTURES.length).execute();
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
        await insertMedia(db, { ...file(name), owner: 'postureAnalysis', owner_id: Number(row.id), slot });
    }
  }
  for (const move of MOVES) {
    const row = await insertRecord(db, 'move_media', { ...move, create_user: null, update_user: null });
    const name = present.has(`move-${move.move_name}.mp4`)
      ? `move-${move.move_name}.mp4`
      : `move-${move.move_name}.webm`;
    if (present.has(name))
      await insertMedia(db, { ...file(name), owner: 'moveMedia', owner_id: Number(row.id), slot: 'file' });
  }
}
