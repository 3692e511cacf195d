// The (username, address) pairs that have signed in, so a known address skips the address counter and has a
// back-off of its own (auth/login.ts; the counters themselves are rate-limiter-flexible's, in rateLimits.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

/** Has `ip` signed in successfully as `username` within the last `withinSeconds`? */
export async function isKnownAddress(
  db: Kysely<Database>,
  username: string,
  ip: string,
  withinSeconds: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_known_addresses')
    .select('ip')
    .where('username', '=', username)
    .where('ip', '=', ip)
    .where('last_success_at', '>=', isoNow(-withinSeconds))
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets pairs that have not signed in for `withinSeconds`. */
export async function pruneKnownAddresses(db: Kysely<Database>, withinSeconds: number): Promise<void> {
  await db
    .deleteFrom('login_known_addresses')
    .where('last_success_at', '<', isoNow(-withinSeconds))
    .execute();
}

export async function rememberAddress(db: Kysely<Database>, username: string, ip: string): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('login_known_addresses')
    .values({ username, ip, last_success_at: now })
    .onConflict((oc) => oc.columns(['username', 'ip']).doUpdateSet({ last_success_at: now }))
    .execute();
}
