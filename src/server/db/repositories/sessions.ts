import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; user_id: number; expires_at: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, created_at: isoNow(), revoked_at: null })
    .execute();
}

const principalQuery = (db: Kysely<Database>, sid: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('roles', 'roles.id', 'users.roles_id')
    .select([
      'sessions.id as sid',
      'users.id as user_id',
      'users.status as user_status',
      'users.type as user_type',
      'users.must_change_password',
      'roles.id as role_id',
      'roles.name as role_name',
      'roles.status as role_status',
      'roles.permissions as role_permissions',
    ])
    .where('sessions.id', '=', sid)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now);

type PrincipalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof principalQuery>['executeTakeFirst']>>>;

// Placeholders the query is compiled with once per database handle; each call puts its values in their places.
const SID = '\u0000sid';
const NOW = '\u0000now';
const compiled = new WeakMap<Kysely<Database>, CompiledQuery>();

/**
 * The live session's user and role in one query (this runs on every authenticated request):
 * undefined when the session is unknown, revoked or expired. Built and compiled once per database handle (and
 * on SQLite prepared once, database.ts): only its two values change.
 */
export async function findSessionPrincipal(
  db: Kysely<Database>,
  sid: string,
): Promise<PrincipalRow | undefined> {
  let query = compiled.get(db);
  if (!query) compiled.set(db, (query = principalQuery(db, SID, NOW).compile()));
  const now = isoNow();
  const parameters = query.parameters.map((p) => (p === SID ? sid : p === NOW ? now : p));
  const result = await db.executeQuery<PrincipalRow>(CompiledQuery.raw(query.sql, parameters));
  return result.rows[0];
}

export async function revokeSession(db: Kysely<Database>, sid: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: isoNow() }).where('id', '=', sid).execute();
}

/** Expired sessions are useless; drop those older than a day past expiry. */
export async function pruneSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', isoNow(-86400)).execute();
}

/** Ends a user's sessions but one (a password change keeps the session it was made in). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keep: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('user_id', '=', userId)
    .where('id', '!=', keep)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of these users (deactivated, or their role was): old tokens never come back. */
export async function revokeSessionsOfUsers(db: Kysely<Database>, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('user_id', 'in', [...userIds])
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the users holding a role. */
export async function revokeSessionsOfRole(db: Kysely<Database>, roleId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', db.selectFrom('users').select('id').where('roles_id', '=', roleId))
    .execute();
}
