// Questionnaire versions: `_bulk` checks the whole questionnaire against its type's schema (any bad answer is a
// 400 naming it, and nothing is stored) and writes it as the member's next version of that type in one
// transaction, recording who filled it in (and when: created_at). The data is MEMBER_CONSULTATION_*'s (a first
// version CREATE, a later one UPDATE too); the type keys (MEMBER_CONSULTATION_SPORTS…) gate each questionnaire. A cardio test stores the VO2max of its protocol.
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { ANSWER_SCHEMAS, type ConsultationType } from '../../../shared/schemas/consultations';
import { estimateVo2max } from '../../../shared/vo2max';
import { hasAny } from '../../../shared/permissions';
import { insertRecord, nextNumber, type Row } from '../../db/repositories/records';
import { forbidden, validationFailed } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { defineHooks } from '../../resources/hooks';
import { inTransaction } from '../../db/transaction';

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
    const names = await labelsByKey(db, 'users', 'id', ['name', 'lastname'], idsIn(records, 'filled_by'));
    return records.map((r) => ({ ...r, filled_by_name: names.get(String(r.filled_by)) ?? '' }));
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
      return inTransaction(db, async (trx) => {
        // Numbered under a lock (nextNumber): two saves at once get versions n and n + 1, never the same.
        const version = await nextNumber(trx, 'member_consultations', 'version', [
          { column: 'member_id', value: memberId },
          { column: 'type', value: type },
        ]);
        // The first answers are the questionnaire's CREATE; a later version changes it: its UPDATE too.
        if (version > 1 && !hasAny(principal.permissions, 'MEMBER_CONSULTATION_UPDATE')) throw forbidden();
        return insertRecord(trx, 'member_consultations', {
          member_id: memberId,
          type,
          version,
          answers: JSON.stringify(answers),
          filled_by: principal.userId,
        });
      });
    },
  },
});
