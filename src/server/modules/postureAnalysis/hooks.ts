// Posture analyses: the registry's owner rule keeps staff without MEMBERS_REACH_ALL to the analyses of members
// assigned to them, on the list, the member tab and every record. An answer changes only the instructor's
// comment and records who answered and when; the starter is recorded on create. Lists show the member's and the
// answering user's names and the four photos' URLs (uploads in their slots).
import { POSTURE_PHOTOS } from '../../../shared/schemas/postureAnalysis';
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import type { Row } from '../../db/repositories/records';
import { isoNow } from '../../db/time';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'posture_analysis'>({
  toRow(input, { existing, principal }) {
    if (!existing) return { ...input, create_user: principal.userId, answered_by: null, answered_at: null };
    return {
      instructor_comment: input.instructor_comment ?? existing.instructor_comment,
      answered_by: principal.userId,
      answered_at: isoNow(),
    };
  },
  async decorate(records, { db }) {
    const [members, users] = await Promise.all([
      labelsByKey(db, 'members', 'id', ['name'], idsIn(records, 'member_id')),
      labelsByKey(db, 'users', 'id', ['name', 'lastname'], idsIn(records, 'answered_by')),
    ]);
    return records.map((record): Row => {
      const media = ((record.attributes as { media?: { slot?: string; url: string }[] } | undefined)?.media ??
        []) as { slot?: string; url: string }[];
      const photos = Object.fromEntries(
        POSTURE_PHOTOS.map((slot) => [slot, media.find((m) => m.slot === slot)?.url ?? '']),
      );
      return {
        ...record,
        ...photos,
        member_name: members.get(String(record.member_id)) ?? '',
        answered_by_name: users.get(String(record.answered_by)) ?? '',
      };
    });
  },
});
