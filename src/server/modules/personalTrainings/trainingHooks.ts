// Personal trainings: approving the sports or the diet program is a PUT that sets sports_program_status or
// diet_status (spec part 2 §4, §7); changing either needs PERSONAL_TRAININGS_APPROVE (403 otherwise), on
// create and update alike, and never by the training's own coach (four eyes). The member, type and coach must exist; their names and the type's price are
// added to each page in one query per table. Staff without MEMBERS_REACH_ALL reach the trainings of the members
// assigned to them (the members' reach rule), and nothing inside the others; naming a member out of reach on a
// create or an edit is refused (the registry's owner rule: 400 on member_id).
import { hasAny } from '../../../shared/permissions';
import { INVALID } from '../../../shared/schemas/fields';
import { rowsById } from './repository';
import { findRecord } from '../../db/repositories/records';
import { forbidden, ownApproval, validationFailed } from '../../http/errors';
import { defineHooks } from '../../resources/hooks';
import { trainingReach } from '../../resources/memberReach';

/** Fields an approval changes: only holders of the APPROVE permission may change them. */
export const APPROVAL_FIELDS = ['sports_program_status', 'diet_status'] as const;
export const APPROVE_PERMISSION = 'PERSONAL_TRAININGS_APPROVE';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const person = (row: Record<string, unknown> | undefined) =>
  row ? [text(row.name), text(row.lastname)].filter(Boolean).join(' ') : '';

export default defineHooks<'personal_trainings'>({
  reach: trainingReach,
  async check(input, { db, existing, principal }) {
    const changed = APPROVAL_FIELDS.filter(
      (field) => Number(input[field] ?? 0) !== Number(existing ? existing[field] : 0),
    );
    if (changed.length > 0 && !hasAny(principal.permissions, APPROVE_PERMISSION)) throw forbidden();
    // Four eyes: the training's coach wrote its programs and does not approve them.
    if (changed.length > 0 && Number(existing?.coach_id ?? input.coach_id) === principal.userId)
      throw ownApproval();
    const missing: Record<string, string> = {};
    const refs = [
      ['member_id', 'members'],
      ['pt_type_id', 'personal_training_types'],
      ['coach_id', 'users'],
    ] as const;
    for (const [field, table] of refs) {
      if (existing && Number(existing[field]) === Number(input[field])) continue;
      if (!(await findRecord(db, { table, key: 'id' }, Number(input[field])))) missing[field] = INVALID;
    }
    if (Object.keys(missing).length > 0) throw validationFailed(missing);
  },
  async decorate(records, { db }) {
    const ids = (field: string) => records.map((r) => Number(r[field]));
    const [members, types, coaches] = await Promise.all([
      rowsById(db, 'members', ids('member_id')),
      rowsById(db, 'personal_training_types', ids('pt_type_id')),
      rowsById(db, 'users', ids('coach_id')),
    ]);
    return records.map((record) => {
      const type = types.get(Number(record.pt_type_id));
      return {
        ...record,
        user_name: text(members.get(Number(record.member_id))?.name),
        pt_type_name: text(type?.personal_training_type_name),
        pt_type_price: text(type?.display_price),
        coach_name: person(coaches.get(Number(record.coach_id))),
      };
    });
  },
});
