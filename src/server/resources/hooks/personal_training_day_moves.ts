// Moves of a personal-training day: the day must belong to the named program (the registry's query parents
// check it), the move carries the day's number, and who/when are filled by the server.
import { findDay } from '../../db/repositories/personalTrainings';
import { notFound } from '../../http/errors';
import { defineHooks } from '../hooks';

/** 'YYYY-MM-DD HH:MM:SS' (UTC), the spec's create_date format. */
export const auditNow = (): string => new Date().toISOString().replace('T', ' ').slice(0, 19);

/** Server-filled audit columns of a create (all four) or an update (update_user, update_date). */
export function auditStamp(userId: number, kind: 'create' | 'update'): Record<string, unknown> {
  const now = auditNow();
  return kind === 'create'
    ? { create_user: userId, update_user: userId, create_date: now, update_date: now }
    : { update_user: userId, update_date: now };
}

export default defineHooks<'personal_training_day_moves'>({
  async toRow(input, { db, existing, principal }) {
    if (existing) return { ...input, ...auditStamp(principal.userId, 'update') };
    const day = await findDay(db, Number(input.pt_day_id));
    if (!day) throw notFound();
    return { ...input, day_num: day.day_num, ...auditStamp(principal.userId, 'create') };
  },
});
