// Links between staff users and an identity provider's subjects (auth/oidc.ts). Writes go through
// auth/identityLinks.ts, which also records them in the history.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

export const findLinkedUserId = async (
  db: Kysely<Database>,
  issuer: string,
  subject: string,
): Promise<number | undefined> =>
  (
    await db
      .selectFrom('identity_links')
      .select('user_id')
      .where('issuer', '=', issuer)
      .where('subject', '=', subject)
      .executeTakeFirst()
  )?.user_id;

export const hasLink = async (db: Kysely<Database>, userId: number, issuer: string): Promise<boolean> =>
  (await db
    .selectFrom('identity_links')
    .select('id')
    .where('user_id', '=', userId)
    .where('issuer', '=', issuer)
    .executeTakeFirst()) !== undefined;

/** The users among `userIds` linked to any provider. */
export async function linkedUserIds(db: Kysely<Database>, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('identity_links')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Links `userId` to the subject, replacing their earlier link with that issuer (inside the caller's transaction). */
export async function linkSubject(
  db: Kysely<Database>,
  link: { userId: number; issuer: string; subject: string },
): Promise<void> {
  await db
    .deleteFrom('identity_links')
    .where('user_id', '=', link.userId)
    .where('issuer', '=', link.issuer)
    .execute();
  await db
    .insertInto('identity_links')
    .values({ user_id: link.userId, issuer: link.issuer, subject: link.subject, created_at: isoNow() })
    .execute();
}

/** Removes every link of the user; answers the issuers they were linked with. */
export async function unlinkUser(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('identity_links')
    .where('user_id', '=', userId)
    .returning('issuer')
    .execute();
  return rows.map((r) => r.issuer);
}
