// Failed logins live in the database (not in memory) so the 429 limit holds across instances.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

export async function countRecentFailures(
  db: Kysely<Database>,
  ip: string,
  username: string,
  windowSeconds: number,
): Promise<{ byIp: number; byUsername: number }> {
  const since = isoNow(-windowSeconds);
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('by_ip'),
      eb.fn.sum<number>(eb.case().when('username', '=', username).then(1).else(0).end()).as('by_username'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('ip', '=', ip), eb('username', '=', username)]))
    .executeTakeFirst();
  return { byIp: Number(row?.by_ip ?? 0), byUsername: Number(row?.by_username ?? 0) };
}

export async function recordFailure(db: Kysely<Database>, ip: string, username: string): Promise<void> {
  await db.insertInto('login_attempts').values({ ip, username, created_at: isoNow() }).execute();
}

/** A successful login clears that username's failures (not the address's: that would let one known account reset it). */
export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}

export async function pruneFailures(db: Kysely<Database>, windowSeconds: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<', isoNow(-windowSeconds)).execute();
}
