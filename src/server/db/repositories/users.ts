import type { Kysely } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from '../schema';
import { isoNow } from '../time';
import { bumpVersion } from './tableVersions';

export const findUserById = (db: Kysely<Database>, id: number): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByUsername = (db: Kysely<Database>, username: string): Promise<User | undefined> =>
  db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(
  db: Kysely<Database>,
  user: Omit<NewUser, 'created_at' | 'updated_at'>,
): Promise<User> {
  const now = isoNow();
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await bumpVersion(db, 'users');
  return row;
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
  await bumpVersion(db, 'users');
}
