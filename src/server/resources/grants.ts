// Nobody grants what they do not hold (docs/security.md, "Who may grant what"): a user may be given a role only by a caller
// holding every permission of that role; a role may gain only permissions its editor holds; nobody changes their
// own role or role assignment; and the last active user of an active full-catalogue role (the admin) is never
// demoted, deactivated or deleted. Who may touch whom: a user (their e-mail, status, role, password...) or a role
// is changed only by a caller holding every permission it carries — so nobody but an admin touches an admin.
import type { Kysely } from 'kysely';
import { allPermissions } from '../../shared/permissionCatalogue';
import { isFullCatalogue } from '../auth/admin';
import type { Principal } from '../auth/principal';
import { countActiveFullAdmins, findRoleById, holdsAll, parsePermissions } from '../db/repositories/roles';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export const grantNotHeld = () => new HttpError(403, 'grant_not_held');
export const ownRole = () => new HttpError(403, 'own_role');
export const lastAdmin = () => new HttpError(409, 'last_admin');
export const userOutOfGrant = () => new HttpError(403, 'user_out_of_grant');
export const roleOutOfGrant = () => new HttpError(403, 'role_out_of_grant');

/** The permissions a role carries, active or not (a passive role may be reactivated). */
async function rolePermissions(db: Kysely<Database>, roleId: number | null): Promise<string[]> {
  if (roleId === null) return [];
  const role = await findRoleById(db, roleId);
  return role ? parsePermissions(role.permissions) : [];
}

/** Whether `caller` holds everything `permissions` carries (and so may touch its holder). */
export const mayTouch = (caller: Principal, permissions: readonly string[]): boolean =>
  holdsAll(caller.permissions, permissions);

/**
 * A user is edited, deactivated, deleted, re-roled or has their password reset only by a caller holding every
 * permission of that user's role (403 otherwise). Users edit their own record under the own-role rules instead.
 */
export async function assertMayTouchUser(
  db: Kysely<Database>,
  caller: Principal,
  target: { id: number; roles_id: number | null },
): Promise<void> {
  if (target.id === caller.userId) return;
  if (!mayTouch(caller, await rolePermissions(db, target.roles_id))) throw userOutOfGrant();
}

/** A role carrying a permission its editor lacks is read-only to them (403). */
export function assertMayTouchRole(caller: Principal, permissions: readonly string[]): void {
  if (!mayTouch(caller, permissions)) throw roleOutOfGrant();
}

/** A role may be assigned only by a caller holding all its permissions. */
export async function checkRoleAssignable(
  db: Kysely<Database>,
  caller: Principal,
  roleId: number,
): Promise<void> {
  const role = await findRoleById(db, roleId);
  if (role && !holdsAll(caller.permissions, parsePermissions(role.permissions))) throw grantNotHeld();
}

/** The permissions a role gains must all be held by its editor. */
export function checkPermissionsGrantable(
  caller: Principal,
  before: readonly string[],
  after: readonly string[],
): void {
  const had = new Set(before);
  if (
    !holdsAll(
      caller.permissions,
      after.filter((p) => !had.has(p)),
    )
  )
    throw grantNotHeld();
}

/** Refuses a change that would leave no active user of an active full-catalogue role. */
export async function keepOneAdmin(
  db: Kysely<Database>,
  change: { userId?: number; roleId?: number; stillAdmin: boolean; wasAdmin: boolean },
): Promise<void> {
  if (!change.wasAdmin || change.stillAdmin) return;
  if (
    (await countActiveFullAdmins(db, allPermissions(), { userId: change.userId, roleId: change.roleId })) ===
    0
  )
    throw lastAdmin();
}

export const isFullRole = (role: { status: unknown; permissions: readonly string[] }) =>
  role.status === 'active' && isFullCatalogue(role.permissions);
