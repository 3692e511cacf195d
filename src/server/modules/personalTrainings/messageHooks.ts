// Messages of a personal training: the sender is the signed-in user and create_date the current time, both
// filled by the registry's audit (create_date in the spec's 'YYYY-MM-DD HH:MM:SS'); the picture is an upload (owner
// 'personalTrainingMessage') shown as image_url, and each page gets its senders' names in one query.
import { rowsById } from './repository';
import { defineHooks } from '../../resources/hooks';
import { firstImageUrl } from '../../media/present';
import { withinTrainingReach } from '../../resources/memberReach';

/** 'YYYY-MM-DD HH:MM:SS' (UTC) of an ISO-8601 time. */
export const specTime = (iso: unknown): string =>
  (typeof iso === 'string' && iso !== '' ? iso : new Date().toISOString()).replace('T', ' ').slice(0, 19);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export default defineHooks<'personal_training_messages'>({
  reach: withinTrainingReach,
  // The spec's message time format (the audit stamp is ISO-8601).
  toRow: (input) => ({ ...input, create_date: specTime(input.create_date) }),
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
