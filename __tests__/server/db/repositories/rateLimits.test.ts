// The rate-limiter-flexible store over the `rate_limits` table, on both databases: a window from its first point,
// refusals past the limit, rewards never below zero, set and get, and a window that ends on the clock (Date).
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes';
import { DatabaseRateLimiter, pruneRateLimits } from '../../../../src/server/db/repositories/rateLimits';
import { describeEachDatabase } from '../../helpers/testApp';
import { passSeconds as pass } from '../../helpers/clock';

afterEach(() => jest.useRealTimers());

describeEachDatabase('rate-limiter-flexible on rate_limits', (t) => {
  let n = 0;
  const limiter = (points = 3, duration = 60) => {
    n += 1;
    return new DatabaseRateLimiter(t().app.db, { keyPrefix: `test-${n}`, points, duration });
  };
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RateLimiterRes);
    return error as RateLimiterRes;
  };

  it('counts points in a window from the first and refuses past the limit', async () => {
    const l = limiter();
    expect((await l.consume('k')).consumedPoints).toBe(1);
    expect(await l.consume('k')).toMatchObject({ consumedPoints: 2, remainingPoints: 1 });
    await l.consume('k');
    const refused = await refusal(l.consume('k'));
    expect(refused.consumedPoints).toBe(4);
    expect(refused.msBeforeNext).toBeGreaterThan(58_000);
    // Another key is counted apart.
    expect((await l.consume('other')).consumedPoints).toBe(1);
  });

  it('starts a new window once the last one ended', async () => {
    const l = limiter(1, 10);
    await l.consume('k');
    await refusal(l.consume('k'));
    pass(10.5);
    expect(await l.consume('k')).toMatchObject({ consumedPoints: 1, isFirstInDuration: true });
    expect(await l.get('k')).toMatchObject({ consumedPoints: 1 });
  });

  it('gives points back, never below zero', async () => {
    const l = limiter();
    await l.consume('k');
    await l.reward('k');
    await l.reward('k');
    expect((await l.get('k'))?.consumedPoints).toBe(0);
    // A reward without a counter opens an empty one, not a credit.
    await l.reward('fresh');
    expect((await l.get('fresh'))?.consumedPoints).toBe(0);
    for (let i = 0; i < 3; i += 1) await l.consume('fresh');
    await refusal(l.consume('fresh'));
  });

  it('sets points for a time of its own, forgets them then, and deletes a key', async () => {
    const l = limiter(3, 900);
    await l.consume('k');
    await l.set('k', 1000, 5);
    const refused = await refusal(l.consume('k'));
    expect(refused.msBeforeNext).toBeLessThanOrEqual(5000);
    pass(5.5);
    expect(await l.get('k')).toBeNull();
    expect((await l.consume('k')).consumedPoints).toBe(1);
    expect(await l.delete('k')).toBe(true);
    expect(await l.get('k')).toBeNull();
    expect(await l.delete('k')).toBe(false);
  });

  it('prunes counters whose window ended', async () => {
    const l = limiter(3, 1);
    await l.consume('gone');
    await limiter(3, 900).consume('kept');
    pass(2);
    await pruneRateLimits(t().app.db);
    const keys = await t().app.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).not.toContain(`test-${n - 1}:gone`);
    expect(keys.map((row) => row.key)).toContain(`test-${n}:kept`);
  });
});
