// Staff users: passwords hashed on create and never returned; usernames unique; the role must exist and be one
// the caller may grant; nobody changes their own role; the last admin stays; deactivating ends the sessions.
import { INVALID } from '../../../shared/schemas/fields';
import { hashPassword } from '../../auth/password';
import { findRecord, isTaken } from '../../db/repositories/records';
import { revokeSessionsOfUsers } from '../../db/repositories/sessions';
import { HttpError, conflict } from '../../http/errors';
import { checkRoleAssignable, grantNotHeld, isActiveAdmin, keepOneAdmin, ownRole } from '../grants';
import { defineHooks, omit } from '../hooks';

export default defineHooks<'users'>({
  // data holds the user's own shell settings: private to the profile.
  toApi: (row) => omit(row, 'password_hash', 'data'),
  async check(input, { db, existing, principal }) {
    if (await isTaken(db, 'users', 'username', input.username, existing?.id)) {
      throw conflict({ username: 'generic.fields.unique_err' });
    }
    // An edit that leaves a stored empty role alone (a legacy record) checks no role.
    const roleId = input.roles_id === undefined ? existing?.roles_id : Number(input.roles_id);
    if (
      roleId !== null &&
      roleId !== undefined &&
      !(await findRecord(db, { table: 'roles', key: 'id' }, roleId))
    ) {
      throw new HttpError(400, 'validation_failed', { roles_id: INVALID });
    }
    const roleChanges = !existing || existing.roles_id !== roleId;
    if (existing && existing.id === principal.userId && (roleChanges || input.status !== existing.status))
      throw ownRole();
    if (roleChanges && typeof roleId === 'number') await checkRoleAssignable(db, principal, roleId);
    // The SPA's admin-only screens follow the user type: only an admin makes another one.
    if (input.type === 'admin' && existing?.type !== 'admin' && principal.type !== 'admin')
      throw grantNotHeld();
    if (existing) {
      const wasAdmin = await isActiveAdmin(db, existing);
      const stillAdmin = await isActiveAdmin(db, {
        status: input.status ?? existing.status,
        roles_id: roleId,
      });
      await keepOneAdmin(db, { userId: existing.id, wasAdmin, stillAdmin });
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
  async afterWrite(record, _input, { db, existing }) {
    // A user no longer active loses every session at once; reactivating them brings no old token back.
    if (existing && existing.status === 'active' && record.status !== 'active')
      await revokeSessionsOfUsers(db, [record.id]);
  },
  async beforeDelete(record, { db, principal }) {
    if (record.id === principal.userId) throw ownRole();
    await keepOneAdmin(db, {
      userId: record.id,
      wasAdmin: await isActiveAdmin(db, record),
      stillAdmin: false,
    });
  },
});
