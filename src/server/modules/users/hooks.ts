// Staff users: passwords hashed on create and never returned; usernames unique; the role must exist and be one
// the caller may grant; a user holding more than the caller is untouchable to them; nobody changes their own
// role; the last admin stays; deactivating ends the sessions. A user's provider links are theirs alone: when
// someone else changes their e-mail, role or type, every link goes (and the sessions with it), and an e-mail
// someone else typed in never links a provider account by itself (auth/oidc.ts).
import { INVALID } from '../../../shared/schemas/fields';
import { generatePassword, hashPassword } from '../../lib/password';
import { updateUser } from '../../db/repositories/users';
import { findRecord, isTaken } from '../../db/repositories/records';
import { revokeSessionsOfUsers } from '../../db/repositories/sessions';
import { HttpError, conflict } from '../../http/errors';
import { permissionsOfRoles } from '../../db/repositories/roles';
import {
  assertMayTouchUser,
  checkRoleAssignable,
  grantNotHeld,
  keepOneAdmin,
  mayTouch,
  ownRole,
} from '../../resources/grants';
import { defineHooks, omit } from '../../resources/hooks';
import { inTransaction } from '../../db/transaction';
import { linkedUserIds, unlinkUser } from '../../db/repositories/identityLinks';
import { isActiveAdmin } from '../../auth/admin';
import { unlinkIdentity } from '../../auth/identityLinks';

const sameEmail = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

export default defineHooks<'users'>({
  // data holds the user's own shell settings: private to the profile.
  toApi: (row) => omit(row, 'password_hash', 'data', 'must_change_password', 'email_linkable'),
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
  /**
   * `editable`: whether this caller may change the user (the SPA shows the others read-only);
   * `identity_linked`: whether a provider account signs in as this user.
   */
  async decorate(records, { db, principal }) {
    if (!principal) return records;
    const ids = records.map((r) => Number(r.id));
    const [roles, linked] = await Promise.all([
      permissionsOfRoles(
        db,
        records.map((r) => Number(r.roles_id)),
      ),
      linkedUserIds(db, ids),
    ]);
    return records.map((r) => ({
      ...r,
      editable: r.id === principal.userId || mayTouch(principal, roles.get(Number(r.roles_id)) ?? []),
      identity_linked: linked.has(Number(r.id)),
    }));
  },
  async toRow(input, { existing, principal }) {
    const row = omit(input, 'password', 'password_again');
    if (existing) {
      // An e-mail someone else typed in may be their own address at the provider: it links nothing by itself.
      if (input.email !== undefined && !sameEmail(input.email, existing.email))
        return { ...row, email_linkable: existing.id === principal.userId ? 1 : 0 };
      return row;
    }
    return {
      ...row,
      password_hash: await hashPassword(String(input.password)),
      data: '{}',
      email_linkable: 1,
    };
  },
  async afterWrite(record, _input, { db, existing, principal }) {
    // A user no longer active loses every session at once; reactivating them brings no old token back.
    if (existing && existing.status === 'active' && record.status !== 'active')
      await revokeSessionsOfUsers(db, [record.id]);
    // Someone else changed who this user is or what they may do: a provider account linked before (perhaps
    // through an e-mail they planted) signs in as them no more, and its sessions end.
    const changed =
      existing &&
      existing.id !== principal.userId &&
      (!sameEmail(existing.email, record.email) ||
        existing.roles_id !== record.roles_id ||
        existing.type !== record.type);
    if (changed && (await unlinkIdentity(db, principal, record)))
      await revokeSessionsOfUsers(db, [record.id]);
  },
  operations: {
    /** A permitted admin drops the user's provider links (who may touch whom applies); their sessions end. */
    async unlinkIdentity({ db, record, principal }) {
      const user = record!;
      await assertMayTouchUser(db, principal, user);
      // The operation's own history entry records the call; the repository only removes the rows.
      if ((await unlinkUser(db, user.id)).length > 0) await revokeSessionsOfUsers(db, [user.id]);
      return user;
    },
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
