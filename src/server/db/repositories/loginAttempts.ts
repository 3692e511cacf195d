// Login limits, kept in the database so they hold across instances and under concurrency. Each attempt first
// reserves a slot on its counters in ONE statement (an upsert that increments and returns, or returns nothing
// when the counter is full or blocked), so parallel attempts cannot all pass the check: at most `max` per
// counter are ever checked. A failure that fills a counter blocks it (a fixed window for an address, an
// exponential back-off for a username); a success releases its slot.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

export interface LimitRule {
  /** Attempts (checked or in flight) allowed before the counter is blocked. */
  max: number;
  /** Failures older than this no longer count. */
  windowSeconds: number;
}

/** Takes one slot on `key`; false when the counter is full or blocked (the attempt must not be checked). */
export async function reserveAttempt(db: Kysely<Database>, key: string, rule: LimitRule): Promise<boolean> {
  const now = isoNow();
  const since = isoNow(-rule.windowSeconds);
  const expired = sql<boolean>`login_limits.window_start < ${since}`;
  const row = await db
    .insertInto('login_limits')
    .values({ key, attempts: 1, window_start: now, level: 0, blocked_until: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          attempts: sql<number>`case when ${expired} then 1 else login_limits.attempts + 1 end`,
          window_start: sql<string>`case when ${expired} then ${now} else login_limits.window_start end`,
        })
        .where((eb) =>
          eb.and([
            eb.or([
              eb('login_limits.blocked_until', 'is', null),
              eb('login_limits.blocked_until', '<=', now),
            ]),
            eb.or([eb('login_limits.window_start', '<', since), eb('login_limits.attempts', '<', rule.max)]),
          ]),
        ),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a slot back (a success on an address counter, or an attempt refused by a later counter). */
export async function releaseAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('login_limits')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}

/**
 * After a failure: when the counter is full, block it for `blockSeconds(level)` (level counts consecutive
 * blocks; it starts again at 1 when the previous block ended more than a window ago) and empty it.
 */
export async function blockIfFull(
  db: Kysely<Database>,
  key: string,
  rule: LimitRule,
  blockSeconds: (level: number) => number,
): Promise<void> {
  const row = await db.selectFrom('login_limits').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || row.attempts < rule.max) return;
  const recent = row.blocked_until !== null && row.blocked_until >= isoNow(-rule.windowSeconds);
  const level = recent ? row.level + 1 : 1;
  const now = isoNow();
  // Conditional on what was read, so two failures finishing together block once.
  await db
    .updateTable('login_limits')
    .set({ attempts: 0, window_start: now, level, blocked_until: isoNow(blockSeconds(level)) })
    .where('key', '=', key)
    .where('attempts', '>=', rule.max)
    .where('level', '=', row.level)
    .execute();
}

/** Seconds until `key` takes attempts again (at least 1). */
export async function retryAfterSeconds(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('login_limits')
    .select('blocked_until')
    .where('key', '=', key)
    .executeTakeFirst();
  const until = row?.blocked_until ? Date.parse(row.blocked_until) : 0;
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_limits').where('key', '=', key).execute();
}

/** Counters with nothing left to say: window over and no block running. */
export async function pruneCounters(db: Kysely<Database>, windowSeconds: number): Promise<void> {
  const now = isoNow();
  await db
    .deleteFrom('login_limits')
    .where('window_start', '<', isoNow(-windowSeconds))
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
    .execute();
}

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
