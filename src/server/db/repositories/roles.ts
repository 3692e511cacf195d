import type { Kysely } from 'kysely';
import type { Database, NewRole, Role } from '../schema';
import { isoNow } from '../time';

export const findRoleById = (db: Kysely<Database>, id: number): Promise<Role | undefined> =>
  db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();

export function insertRole(
  db: Kysely<Database>,
  role: Omit<NewRole, 'created_at' | 'updated_at'>,
): Promise<Role> {
  const now = isoNow();
  return db
    .insertInto('roles')
    .values({ ...role, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
