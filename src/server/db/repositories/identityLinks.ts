// Links between staff users and an identity provider's subjects (auth/oidc.ts).
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

/** Links `userId` to the subject, replacing their earlier link with that issuer. */
export async function linkSubject(
  db: Kysely<Database>,
  link: { userId: number; issuer: string; subject: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('identity_links')
      .where('user_id', '=', link.userId)
      .where('issuer', '=', link.issuer)
      .execute();
    await trx
      .insertInto('identity_links')
      .values({ user_id: link.userId, issuer: link.issuer, subject: link.subject, created_at: isoNow() })
      .execute();
  });
}

export const unlinkUser = (db: Kysely<Database>, userId: number) =>
  db.deleteFrom('identity_links').where('user_id', '=', userId).execute();
