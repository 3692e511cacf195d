// A member's workouts: the sets done travel inside the workout (`sets`, numbered per move in order) and are
// replaced in its transaction when a write sends them; each answer carries its volume (Σ repetitions × kg). The
// program day it followed, if any, must belong to one of the member's programs.
import { childrenOf, deleteChildren, insertMany, isMemberProgramDay } from './repository';
import type { Row } from '../../db/repositories/records';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { validationFailed } from '../../http/errors';
import { defineHooks, omit } from '../../resources/hooks';

export default defineHooks<'trainings'>({
  toRow: (input) => omit(input, 'sets'),
  /** A workout's program day must be a day of one of this member's programs (400 otherwise). */
  async check(input, { db }) {
    const dayId = Number(input.program_day_id);
    if (!(dayId > 0)) return;
    if (!(await isMemberProgramDay(db, dayId, Number(input.member_id))))
      throw validationFailed({ program_day_id: NOT_FOUND });
  },
  async afterWrite(record, input, { db }) {
    if (!Array.isArray(input.sets)) return;
    await deleteChildren(db, 'training_sets', 'training_id', record.id);
    const perMove = new Map<string, number>();
    await insertMany(
      db,
      'training_sets',
      (input.sets as Row[]).map((set) => {
        const name = String(set.move_name);
        const number = (perMove.get(name) ?? 0) + 1;
        perMove.set(name, number);
        return {
          training_id: record.id,
          move_name: name,
          set_number: number,
          repetitions: Number(set.repetitions),
          weight: set.weight ?? null,
        };
      }),
    );
  },
  async decorate(records, { db }) {
    const sets = await childrenOf(
      db,
      'training_sets',
      'training_id',
      records.map((r) => Number(r.id)),
      'id',
    );
    return records.map((record) => {
      const own = sets
        .filter((s) => s.training_id === record.id)
        .map(({ move_name, set_number, repetitions, weight }) => ({
          move_name,
          set_number,
          repetitions,
          weight,
        }));
      const volume = own.reduce((sum, s) => sum + Number(s.repetitions) * Number(s.weight ?? 0), 0);
      return { ...record, sets: own, volume: Math.round(volume * 10) / 10 };
    });
  },
});
