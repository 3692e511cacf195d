// Moves of a personal-training day: the registry's query parents check that the day belongs to the named
// program and its audit fills who and when; the move carries its day's number.
import { findDay } from './repository';
import { notFound } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import { withinTrainingReach } from '../../resources/memberReach';

export default defineHooks<'personal_training_day_moves'>({
  reach: withinTrainingReach,
  async toRow(input, { db, existing }) {
    if (existing) return input;
    const day = await findDay(db, Number(input.pt_day_id));
    if (!day) throw notFound();
    return { ...input, day_num: day.day_num };
  },
});
