import type { Kysely } from 'kysely';
import type { Database, NewRole, Role } from '../schema';
import { isoNow } from '../time';
import { bumpVersion } from './tableVersions';

export const findRoleById = (db: Kysely<Database>, id: number): Promise<Role | undefined> =>
  db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

/** The permissions of these roles (a page of users), by role id. */
export async function permissionsOfRoles(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('roles').select(['id', 'permissions']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, parsePermissions(row.permissions)]));
}

export async function insertRole(
  db: Kysely<Database>,
  role: Omit<NewRole, 'created_at' | 'updated_at'>,
): Promise<Role> {
  const now = isoNow();
  const row = await db
    .insertInto('roles')
    .values({ ...role, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpVersion(db, 'roles');
  return row;
}

/** Active users holding an active role with every permission of the catalogue, except `exceptUserId`. */
export async function countActiveFullAdmins(
  db: Kysely<Database>,
  allPermissions: readonly string[],
  except: { userId?: number; roleId?: number } = {},
): Promise<number> {
  let query = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roles_id')
    .select(['users.id as user_id', 'roles.id as role_id', 'roles.permissions'])
    .where('users.status', '=', 'active')
    .where('roles.status', '=', 'active');
  if (except.userId !== undefined) query = query.where('users.id', '!=', except.userId);
  if (except.roleId !== undefined) query = query.where('roles.id', '!=', except.roleId);
  const rows = await query.execute();
  return rows.filter((row) => holdsAll(parsePermissions(row.permissions), allPermissions)).length;
}

export const parsePermissions = (raw: string | null | undefined): string[] => {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
};

export const holdsAll = (held: readonly string[], needed: readonly string[]): boolean => {
  const set = new Set(held);
  return needed.every((p) => set.has(p));
};
