// Move media: one record per catalogue move (a second one for the same move is a 409); who created and last
// changed it come from the signed-in user, never from the form's '1'. The video's URL is answered as video_url.
import { isTaken } from '../../db/repositories/records';
import { conflict } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'move_media'>({
  async check(input, { db, existing }) {
    if (!existing && (await isTaken(db, 'move_media', 'move_name', input.move_name)))
      throw conflict({ move_name: 'generic.fields.unique_err' });
  },
  toRow(input, { existing, principal }) {
    if (!existing) return { ...input, create_user: principal.userId, update_user: principal.userId };
    return { description: input.description ?? existing.description, update_user: principal.userId };
  },
  decorate: async (records) => records.map((record) => ({ ...record, video_url: record.file ?? '' })),
});
