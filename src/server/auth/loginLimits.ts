// The login limits (docs/security.md) on rate-limiter-flexible, counted in the database (db/repositories/
// rateLimits.ts) so they hold across nodes and under concurrency. Every attempt first takes a point on its counters
// — one atomic upsert each, refused past the limit — so parallel attempts cannot all be checked: at most `max` per
// counter ever are. A failure that finds its counter full locks it: an address for the window, a username (or a
// known pair) for a back-off of 2 s doubling with each lock-out in a row. A success gives its point back.
import type { Kysely } from 'kysely';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes';
import type { Config } from '../config';
import { DatabaseRateLimiter } from '../db/repositories/rateLimits';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * Points a locked counter holds until its lock ends: more than any number of attempts, so each is refused, and
 * far enough above them to tell a lock from a counter that is only full of attempts in flight.
 */
const LOCKED = 1_000_000;

/** A point taken for one attempt: given back on success, or counted as a failure. */
export interface Slot {
  /** The attempt succeeded (an address): its point is given back. */
  release(): Promise<void>;
  /** The attempt succeeded (a username): the counter and its lock-outs start again. */
  clear(): Promise<void>;
  /** The attempt failed: a full counter is locked. */
  failed(): Promise<void>;
}

class Counter {
  constructor(
    private readonly limiter: DatabaseRateLimiter,
    /** How long a lock lasts; given, each lock-out in a row lasts longer (and is counted by `lockouts`). */
    private readonly lockSeconds: (key: string) => Promise<number>,
    private readonly lockouts?: DatabaseRateLimiter,
  ) {}

  /** Takes a point for one attempt; a 429 (with Retry-After) when the counter is full or locked. */
  async take(key: string): Promise<Slot> {
    let taken: RateLimiterRes;
    try {
      taken = await this.limiter.consume(key);
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      // A refused attempt is not counted.
      await this.limiter.reward(key);
      // Locked: until the lock ends. Full of attempts still being checked: a moment.
      const locked = refused.consumedPoints >= LOCKED;
      const seconds = locked ? Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) : 1;
      throw new HttpError(429, 'too_many_attempts', undefined, { 'retry-after': String(seconds) });
    }
    // The attempt that filled the counter: the one that locks it with a back-off, so parallel failures lock once.
    const filled = taken.consumedPoints === this.limiter.points;
    return {
      release: async () => {
        await this.limiter.reward(key);
      },
      clear: async () => {
        await this.limiter.delete(key);
        await this.lockouts?.delete(key);
      },
      failed: () => (this.lockouts && !filled ? Promise.resolve() : this.lockIfFull(key)),
    };
  }

  private async lockIfFull(key: string): Promise<void> {
    const now = await this.limiter.get(key);
    // Emptied meanwhile (a success gave its point back, the window ended) or locked already.
    if (!now || now.consumedPoints < this.limiter.points || now.consumedPoints >= LOCKED) return;
    await this.limiter.set(key, LOCKED, await this.lockSeconds(key));
  }
}

/** The policy: a stricter fixed lock per address, a short exponential back-off per username (or known pair). */
export function loginLimits(db: Kysely<Database>, config: Config) {
  const window = config.loginWindowSeconds;
  const limiter = (keyPrefix: string, points: number) =>
    new DatabaseRateLimiter(db, { keyPrefix, points, duration: window });
  // Lock-outs in a row of one username's counter, remembered a window past the lock's end: a lock-out within a
  // window of the previous one's end backs off twice as long.
  const lockouts = limiter('login-lockouts', LOCKED);
  const backOff = async (key: string) => {
    const level = ((await lockouts.get(key))?.consumedPoints ?? 0) + 1;
    /** 2 s, 4 s, 8 s … never longer than LOGIN_BACKOFF_MAX_SECONDS. */
    const seconds = Math.min(config.loginBackoffMaxSeconds, 2 ** Math.min(level, 30));
    await lockouts.set(key, level, seconds + window);
    return seconds;
  };
  const address = new Counter(limiter('login-address', config.loginAddressMaxFailures), async () => window);
  const username = new Counter(limiter('login-user', config.loginMaxFailures), backOff, lockouts);
  return {
    /** A point on the client address's counter. */
    address: (ip: string) => address.take(ip),
    /** A point on the username's counter, or on the pair's own when `ip` signed in to it lately. */
    username: (name: string, knownIp?: string) =>
      username.take(JSON.stringify(knownIp === undefined ? [name] : [name, knownIp])),
  };
}
