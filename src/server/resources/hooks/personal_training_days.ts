// Days of a personal training's sports program. A new day takes the program's last day number + 1 (from 1)
// unless a free number is given; a number is never used twice in a program (409, and a unique index).
// Copy day (PUT personalTrainingsDayCopy/{id}) copies every move of copy_day_id into day {id} in one
// transaction; copying a day into itself or from another program is refused (400, translated).
import { INVALID } from '../../../shared/schemas/fields';
import { dayNumberTaken, findDay, movesOfDay, nextDayNumber } from '../../db/repositories/personalTrainings';
import { insertRecord } from '../../db/repositories/records';
import { conflict, HttpError, validationFailed } from '../../http/errors';
import { defineHooks, omit } from '../hooks';
import { auditStamp } from './personal_training_day_moves';

export default defineHooks<'personal_training_days'>({
  async toRow(input, { db, existing }) {
    const ptId = Number(existing?.pt_id ?? input.pt_id);
    const given = input.day_num === undefined || input.day_num === null ? undefined : Number(input.day_num);
    const dayNum = given ?? existing?.day_num ?? (await nextDayNumber(db, ptId));
    if (await dayNumberTaken(db, ptId, dayNum, existing?.id))
      throw conflict({ day_num: 'generic.fields.unique_err' });
    return { ...omit(input, 'pt_id'), pt_id: ptId, day_num: dayNum };
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
      const copied = await db.transaction().execute(async (trx) => {
        const moves = await movesOfDay(trx, source.id);
        for (const move of moves) {
          await insertRecord(trx, 'personal_training_day_moves', {
            ...omit(move, 'id', 'created_at', 'updated_at'),
            pt_id: target.pt_id,
            pt_day_id: target.id,
            day_num: target.day_num,
            ...auditStamp(principal.userId, 'create'),
          });
        }
        return moves.length;
      });
      return { id: target.id, pt_id: target.pt_id, day_num: target.day_num, copied };
    },
  },
});
