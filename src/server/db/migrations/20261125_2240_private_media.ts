// A member's posture photos and the pictures of their personal trainings' messages become private (served by
// signed URLs only), and media are found by their stored file name (the static route refuses private
// ones). The owner names are written out: a migration is history and imports no app code.
import type { MigrationDb } from '../tableBuilders';

const PRIVATE_OWNERS = ['postureAnalysis', 'personalTrainingMessage'];

export async function up(db: MigrationDb): Promise<void> {
  await db.updateTable('media').set({ visibility: 'private' }).where('owner', 'in', PRIVATE_OWNERS).execute();
  await db.schema.createIndex('media_file_name_idx').on('media').column('file_name').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('media_file_name_idx').execute();
  await db.updateTable('media').set({ visibility: 'public' }).where('owner', 'in', PRIVATE_OWNERS).execute();
}
