// A rate-limiter-flexible store over the product's own table (`rate_limits`), through Kysely: the library counts
// (consume, reward, get, set, delete), the table keeps the counters, so a limit holds across nodes on PostgreSQL
// and across processes on one SQLite file. Every change is one atomic upsert that returns the new state. The
// library's own SQLite and PostgreSQL stores would need the raw connections beside Kysely's (on SQLite, writing
// through the one connection while another request's transaction holds it open) and create their table at run
// time instead of in a migration.
import { sql, type Kysely } from 'kysely';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract';
import type { Database } from '../schema';
import { isoNow } from '../time';

/** A counter as stored: points taken in the window, and when it ends (null: never). */
interface Stored {
  points: number;
  expire: string | null;
}

export interface RateLimitOptions {
  /** Keeps this limiter's keys apart from the others' (`<prefix>:<key>`). */
  keyPrefix: string;
  /** Points a window allows; a consume beyond them is refused. */
  points: number;
  /** Seconds a window lasts from its first point. */
  duration: number;
}

/**
 * rate-limiter-flexible's limiter on the `rate_limits` table. One difference from the library's stores: points
 * never go below zero, so a reward gives back what was taken and never a credit (a reward that arrives after its
 * window ended opens an empty one).
 */
export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, options: RateLimitOptions) {
    super({ ...options, storeClient: db });
    this.db = db;
  }

  /** Adds `points` (or sets them, with `forceExpire`, for `msDuration`) and answers the counter as it now is. */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Stored> {
    const now = isoNow();
    const expire = msDuration > 0 ? isoNow(msDuration / 1000) : null;
    const ended = sql<boolean>`(rate_limits.expire is not null and rate_limits.expire <= ${now})`;
    // A fresh counter starts at `points` (never below zero); a running one adds them, down to zero at least.
    const fresh = Math.max(points, 0);
    const added = sql<number>`case when rate_limits.points + ${points} < 0 then 0 else rate_limits.points + ${points} end`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: rlKey, points: fresh, expire })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          points: forceExpire ? fresh : sql<number>`case when ${ended} then ${fresh} else ${added} end`,
          expire: forceExpire
            ? sql<string | null>`excluded.expire`
            : sql<string | null>`case when ${ended} then excluded.expire else rate_limits.expire end`,
        }),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
    return { points: Number(row.points), expire: row.expire };
  }

  /** The counter while its window lasts; null when there is none. */
  async _get(rlKey: string): Promise<Stored | null> {
    const now = isoNow();
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', '=', rlKey)
      .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', now)]))
      .executeTakeFirst();
    return row ? { points: Number(row.points), expire: row.expire } : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const result = await this.db.deleteFrom('rate_limits').where('key', '=', rlKey).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, stored: Stored): RateLimiterRes {
    const isFirstInDuration = changedPoints === stored.points;
    const consumed = isFirstInDuration ? changedPoints : stored.points;
    const msBeforeNext = stored.expire ? Math.max(Date.parse(stored.expire) - Date.now(), 0) : -1;
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, isFirstInDuration);
  }
}

/** Counters whose window (or lock) has ended: nothing left to say. */
export async function pruneRateLimits(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limits').where('expire', '<', isoNow()).execute();
}
