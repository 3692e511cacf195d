// Posture analyses: the registry's owner rule keeps staff without MEMBERS_REACH_ALL to the analyses of members
// assigned to them, on the list, the member tab and every record. An answer changes only the instructor's
// comment and records who answered and when; the starter is recorded on create. Lists show the member's and the
// answering user's names and the four photos' URLs (uploads in their slots).
import { POSTURE_PHOTOS } from '../../../shared/schemas/postureAnalysis';
import type { Row } from '../../db/repositories/records';
import { isoNow } from '../../db/time';
import { defineHooks } from '../hooks';

type Named = { id: number; name: string; lastname?: string };

const byId = (rows: Named[]) => new Map(rows.map((r) => [Number(r.id), r]));

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
    const ids = (field: string) => [
      ...new Set(records.map((r) => Number(r[field])).filter((id) => Number.isInteger(id) && id > 0)),
    ];
    const memberIds = ids('member_id');
    const userIds = ids('answered_by');
    const members = byId(
      memberIds.length
        ? await db.selectFrom('members').select(['id', 'name']).where('id', 'in', memberIds).execute()
        : [],
    );
    const users = byId(
      userIds.length
        ? await db.selectFrom('users').select(['id', 'name', 'lastname']).where('id', 'in', userIds).execute()
        : [],
    );
    return records.map((record): Row => {
      const media = ((record.attributes as { media?: { slot?: string; url: string }[] } | undefined)?.media ??
        []) as { slot?: string; url: string }[];
      const photos = Object.fromEntries(
        POSTURE_PHOTOS.map((slot) => [slot, media.find((m) => m.slot === slot)?.url ?? '']),
      );
      const answerer = users.get(Number(record.answered_by));
      return {
        ...record,
        ...photos,
        member_name: members.get(Number(record.member_id))?.name ?? '',
        answered_by_name: answerer ? `${answerer.name} ${answerer.lastname ?? ''}`.trim() : '',
      };
    });
  },
});
