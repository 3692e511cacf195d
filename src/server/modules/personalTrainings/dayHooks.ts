// Days of a personal training's sports program (numbered by the registry's sequence: last + 1, from 1); a
// day's moves are deleted with it, in the same transaction.
// Copy day (PUT personalTrainingsDayCopy/{id}) copies every move of copy_day_id into day {id} in one
// transaction; copying a day into itself or from another program is refused (400, translated).
import { RESOURCES } from '../../../shared/resources';
import { INVALID } from '../../../shared/schemas/fields';
import { findDay, movesOfDay } from './repository';
import { deleteWhere, insertRecord } from '../../db/repositories/records';
import { HttpError, validationFailed } from '../../http/errors';
import { defineHooks, omit } from '../../resources/hooks';
import { stampCreate } from '../../resources/stamps';
import { withinTrainingReach } from '../../resources/memberReach';
import { inTransaction } from '../../db/transaction';

export default defineHooks<'personal_training_days'>({
  reach: withinTrainingReach,
  async afterDelete(day, { db }) {
    await deleteWhere(db, 'personal_training_day_moves', [{ column: 'pt_day_id', value: day.id }]);
  },
  operations: {
    async copy({ db, body, record, principal }) {
      const target = record!;
      if (Number(body.day_id) !== target.id || Number(body.pt_id) !== target.pt_id)
        throw validationFailed({ day_id: INVALID });
      const sourceId = Number(body.copy_day_id);
      if (sourceId === target.id)
        throw new HttpError(400, 'copy_day_same', { copy_day_id: 'generic.errors.copy_day_same' });
      const source = await findDay(db, sourceId);
      if (!source || source.pt_id !== target.pt_id)
        throw new HttpError(400, 'copy_day_foreign', { copy_day_id: 'generic.errors.copy_day_foreign' });
      const copied = await inTransaction(db, async (trx) => {
        const moves = await movesOfDay(trx, source.id);
        for (const move of moves) {
          // A copy is a new move of the copier (the registry's audit stamps).
          const copy = await stampCreate(trx, RESOURCES.personalTrainingsDayMoves, principal, {
            ...omit(move, 'id', 'created_at', 'updated_at'),
            pt_id: target.pt_id,
            pt_day_id: target.id,
            day_num: target.day_num,
          });
          await insertRecord(trx, 'personal_training_day_moves', copy);
        }
        return moves.length;
      });
      return { id: target.id, pt_id: target.pt_id, day_num: target.day_num, copied };
    },
  },
});
