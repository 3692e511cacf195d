// Members: an optional password on create is stored hashed; it is never returned and edits ignore it
// (a new one is issued through members/_sendPassword). Staff without MEMBERS_REACH_ALL reach only the
// members assigned to them as coach or nutritionist.
import { hasAny } from '../../shared/permissions';
import { memberSchema } from '../../shared/schemas/members';
import { hashPassword } from '../auth/password';
import { omit, type ResourceHooks } from './hooks';

export const membersHooks: ResourceHooks = {
  table: 'members',
  createSchema: memberSchema,
  updateSchema: memberSchema,
  toApi: (row) => omit(row, 'password_hash'),
  reach: (principal) =>
    hasAny(principal.permissions, 'MEMBERS_REACH_ALL')
      ? undefined
      : { columns: ['coach_id', 'nutritionist_id'], value: principal.userId },
  async toRow(input, { existing }) {
    const row = omit(input, 'password');
    if (existing) return row;
    const password = typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
    return { ...row, password_hash: password ? await hashPassword(password) : null };
  },
};
