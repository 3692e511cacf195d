// Questionnaire versions: `_bulk` checks the whole questionnaire against its type's schema (any bad answer is a
// 400 naming it, and nothing is stored) and writes it as the member's next version of that type in one
// transaction, recording who filled it in (and when: created_at). The data is MEMBER_CONSULTATION_*'s; the
// type keys (MEMBER_CONSULTATION_SPORTS…) gate the tabs. A cardio test stores the VO2max of its protocol.
import { ANSWER_SCHEMAS, type ConsultationType } from '../../../shared/schemas/consultations';
import { estimateVo2max } from '../../../shared/vo2max';
import { insertRecord, type Row } from '../../db/repositories/records';
import { validationFailed } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { defineHooks } from '../hooks';

/** Field errors of the answers, named `answers.<question>…` as the form names its inputs. */
async function checkedAnswers(type: ConsultationType, answers: unknown): Promise<Row> {
  try {
    return (await validateBody(ANSWER_SCHEMAS[type], answers)) as Row;
  } catch (error) {
    const fields = (error as { fields?: Record<string, string> }).fields;
    if (!fields) throw error;
    const named = Object.fromEntries(
      Object.entries(fields).map(([field, key]) => [
        field && field !== '_' ? `answers.${field}` : 'answers',
        key,
      ]),
    );
    throw validationFailed(Object.keys(named).length > 0 ? named : { answers: 'generic.fields.invalid' });
  }
}

export default defineHooks<'member_consultations'>({
  async decorate(records, { db }) {
    const ids = [...new Set(records.map((r) => Number(r.filled_by)).filter((id) => id > 0))];
    const names = new Map<number, string>();
    if (ids.length > 0)
      for (const row of await db
        .selectFrom('users')
        .select(['id', 'name', 'lastname'])
        .where('id', 'in', ids)
        .execute())
        names.set(row.id, `${row.name} ${row.lastname}`.trim());
    return records.map((r) => ({ ...r, filled_by_name: names.get(Number(r.filled_by)) ?? '' }));
  },
  operations: {
    async bulk({ db, body, scope, principal }) {
      const type = body.type as ConsultationType;
      const answers = await checkedAnswers(type, body.answers);
      if (type === 'cardio') {
        const vo2max = estimateVo2max(answers);
        answers.vo2max = vo2max ?? null;
      }
      const memberId = Number(scope.find((c) => c.column === 'member_id')?.value);
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('member_consultations')
          .select((eb) => eb.fn.max('version').as('version'))
          .where('member_id', '=', memberId)
          .where('type', '=', type)
          .executeTakeFirst();
        return insertRecord(trx, 'member_consultations', {
          member_id: memberId,
          type,
          version: Number(last?.version ?? 0) + 1,
          answers: JSON.stringify(answers),
          filled_by: principal.userId,
        });
      });
    },
  },
});
