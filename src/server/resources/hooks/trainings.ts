// A member's workouts: the sets done travel inside the workout (`sets`, numbered per move in order) and are
// replaced in its transaction when a write sends them; each answer carries its volume (Σ repetitions × kg).
import { childrenOf, deleteChildren, insertMany } from '../../db/repositories/memberProgress';
import type { Row } from '../../db/repositories/records';
import { defineHooks, omit } from '../hooks';

export default defineHooks<'trainings'>({
  toRow: (input) => omit(input, 'sets'),
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
