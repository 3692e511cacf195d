// Staff users: passwords hashed on create and never returned; usernames unique; the role must exist and be one
// the caller may grant; a user holding more than the caller is untouchable to them; nobody changes their own
// role; the last admin stays; deactivating ends the sessions.
import { INVALID } from '../../../shared/schemas/fields';
import { generatePassword, hashPassword } from '../../auth/password';
import { updateUser } from '../../db/repositories/users';
import { findRecord, isTaken } from '../../db/repositories/records';
import { revokeSessionsOfUsers } from '../../db/repositories/sessions';
import { HttpError, conflict } from '../../http/errors';
import { permissionsOfRoles } from '../../db/repositories/roles';
import {
  assertMayTouchUser,
  checkRoleAssignable,
  grantNotHeld,
  isActiveAdmin,
  keepOneAdmin,
  mayTouch,
  ownRole,
} from '../../resources/grants';
import { defineHooks, omit } from '../../resources/hooks';
import { inTransaction } from '../../db/transaction';

export default defineHooks<'users'>({
  // data holds the user's own shell settings: private to the profile.
  toApi: (row) => omit(row, 'password_hash', 'data', 'must_change_password'),
  async check(input, { db, existing, principal }) {
    // Who may touch whom: nothing of a user holding more than the caller changes (e-mail included).
    if (existing) await assertMayTouchUser(db, principal, existing);
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
  /** `editable`: whether this caller may change the user (the SPA shows the others read-only). */
  async decorate(records, { db, principal }) {
    if (!principal) return records;
    const roles = await permissionsOfRoles(
      db,
      records.map((r) => Number(r.roles_id)),
    );
    return records.map((r) => ({
      ...r,
      editable: r.id === principal.userId || mayTouch(principal, roles.get(Number(r.roles_id)) ?? []),
    }));
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
  operations: {
    /** An admin's reset (who may touch whom applies): a one-time password, every session ended. */
    async resetPassword({ db, record, principal }) {
      const user = record!;
      // One's own password is changed in the profile, with the current one.
      if (user.id === principal.userId) throw ownRole();
      await assertMayTouchUser(db, principal, user);
      const password = generatePassword(12);
      const hash = await hashPassword(password);
      await inTransaction(db, async (trx) => {
        await updateUser(trx, user.id, { password_hash: hash, must_change_password: 1 });
        await revokeSessionsOfUsers(trx, [user.id]);
      });
      return { id: user.id, password };
    },
  },
  async beforeDelete(record, { db, principal }) {
    if (record.id === principal.userId) throw ownRole();
    await assertMayTouchUser(db, principal, record);
    await keepOneAdmin(db, {
      userId: record.id,
      wasAdmin: await isActiveAdmin(db, record),
      stillAdmin: false,
    });
  },
});
