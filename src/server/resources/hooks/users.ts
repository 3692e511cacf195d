// Staff users: passwords hashed on create and never returned; usernames unique; the role must exist.
import { hashPassword } from '../../auth/password';
import { findRecord, isTaken } from '../../db/repositories/records';
import { HttpError, conflict } from '../../http/errors';
import { INVALID } from '../../../shared/schemas/fields';
import { defineHooks, omit } from '../hooks';

export default defineHooks<'users'>({
  // data holds the user's own shell settings: private to the profile.
  toApi: (row) => omit(row, 'password_hash', 'data'),
  async check(input, { db, existing }) {
    if (await isTaken(db, 'users', 'username', input.username, existing?.id)) {
      throw conflict({ username: 'generic.fields.unique_err' });
    }
    if (!(await findRecord(db, { table: 'roles', key: 'id' }, Number(input.roles_id)))) {
      throw new HttpError(400, 'validation_failed', { roles_id: INVALID });
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
});
