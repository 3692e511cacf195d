// Staff users: passwords hashed on create and never returned; usernames unique; the role must exist.
import { createUserSchema, editUserSchema } from '../../shared/schemas/users';
import { hashPassword } from '../auth/password';
import { findRecord, isTaken } from '../db/repositories/records';
import { HttpError, conflict } from '../http/errors';
import { omit, type ResourceHooks } from './hooks';

export const usersHooks: ResourceHooks = {
  table: 'users',
  createSchema: createUserSchema,
  updateSchema: editUserSchema,
  // data holds the user's own shell settings: private to the profile.
  toApi: (row) => omit(row, 'password_hash', 'data'),
  async check(input, { db, existing }) {
    if (await isTaken(db, 'users', 'username', input.username, existing ? Number(existing.id) : undefined)) {
      throw conflict({ username: 'generic.fields.unique_err' });
    }
    if (!(await findRecord(db, 'roles', Number(input.roles_id)))) {
      throw new HttpError(400, 'validation_failed', { roles_id: 'generic.fields.invalid' });
    }
  },
  async toRow(input, { existing }) {
    if (existing) return omit(input, 'password', 'password_again');
    return {
      ...omit(input, 'password', 'password_again'),
      password_hash: await hashPassword(String(input.password)),
      data: '{}',
    };
  },
};
