// Demo moves-library videos.
import type { Kysely } from 'kysely';
import { insertMedia } from '../../db/repositories/media';
import { insertRecord } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { demoMediaFile as file, demoMediaFiles } from '../../db/seed/demoMedia';

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

export async function seedMoveVideos(db: Kysely<Database>): Promise<void> {
  const present = demoMediaFiles();
  for (const move of MOVES) {
    const row = await insertRecord(db, 'move_media', { ...move, create_user: null, update_user: null });
    const name = present.has(`move-${move.move_name}.mp4`)
      ? `move-${move.move_name}.mp4`
      : `move-${move.move_name}.webm`;
    if (present.has(name))
      await insertMedia(db, { ...file(name), owner: 'moveMedia', owner_id: Number(row.id), slot: 'file' });
  }
}
