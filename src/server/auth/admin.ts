// Who the admin is: an active user holding an active role with every permission of the catalogue. Sign-in
// (oidc.ts) never links such a user to a provider account by e-mail; resources/grants.ts keeps one of them.
import type { Kysely } from 'kysely';
import { allPermissions } from '../../shared/permissionCatalogue';
import { findRoleById, holdsAll, parsePermissions } from '../db/repositories/roles';
import type { Database } from '../db/schema';

/** Whether `permissions` are the whole catalogue. */
export const isFullCatalogue = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, allPermissions());

/** Whether a user (as stored or as it will be) is an active holder of an active full-catalogue role. */
export async function isActiveAdmin(
  db: Kysely<Database>,
  user: { status: unknown; roles_id: unknown },
): Promise<boolean> {
  if (user.status !== 'active' || typeof user.roles_id !== 'number') return false;
  const role = await findRoleById(db, user.roles_id);
  return Boolean(role && role.status === 'active' && isFullCatalogue(parsePermissions(role.permissions)));
}
