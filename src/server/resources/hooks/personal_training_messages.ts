// Messages of a personal training: the sender is the signed-in user and create_date the current time
// ('YYYY-MM-DD HH:MM:SS'), both filled by the server; the picture is an upload (owner
// 'personalTrainingMessage') shown as image_url, and each page gets its senders' names in one query.
import { rowsById } from '../../db/repositories/personalTrainings';
import { defineHooks } from '../hooks';
import { auditStamp } from './personal_training_day_moves';
import { firstImageUrl } from './personal_training_types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default defineHooks<'personal_training_messages'>({
  toRow: (input, { principal }) => ({ ...input, ...auditStamp(principal.userId, 'create') }),
  async decorate(records, { db }) {
    const senders = await rowsById(
      db,
      'users',
      records.map((r) => Number(r.create_user)),
    );
    return records.map((record) => {
      const sender = senders.get(Number(record.create_user));
      const media = (record.attributes as { media?: { id?: number; type: string }[] } | undefined)?.media;
      return {
        ...record,
        senderName: sender ? [text(sender.name), text(sender.lastname)].filter(Boolean).join(' ') : '',
        media_id: media?.find((m) => m.type === 'image')?.id ?? null,
        image_url: firstImageUrl(record),
      };
    });
  },
});
