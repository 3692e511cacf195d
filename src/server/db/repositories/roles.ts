import type { Kysely } from 'kysely';
import type { Database, NewRole, Role } from '../schema';
import { isoNow } from '../time';
import { bumpVersion } from './tableVersions';

export const findRoleById = (db: Kysely<Database>, id: number): Promise<Role | undefined> =>
  db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

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
