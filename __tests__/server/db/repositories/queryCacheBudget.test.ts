// The list cache is bounded by bytes: LRU eviction past the budget, no answer larger than 1/8 of it,
// and answers trusted only while every table they depend on is unchanged.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  MAX_ENTRY_SHARE,
  cachedQuery,
  queryCacheStats,
  setQueryCacheBudget,
} from '../../../../src/server/db/repositories/queryCache';
import { bumpVersion } from '../../../../src/server/db/repositories/tableVersions';
import { isoNow } from '../../../../src/server/db/time';
import { describeEachDatabase } from '../../helpers/testApp';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const BUDGET = 2 * 1024 * 1024;

describeEachDatabase(
  'list cache byte budget',
  (t) => {
    const db = () => t().app.db;
    let computed = 0;
    const value = (size: number) => async () => {
      computed += 1;
      return 'x'.repeat(size);
    };

    it('trusts an answer only while every listed table is unchanged', async () => {
      computed = 0;
      const ask = () => cachedQuery(db(), ['members', 'branches'], 'multi', value(10));
      await ask();
      await ask();
      expect(computed).toBe(1);
      await bumpVersion(db(), 'branches');
      await ask();
      expect(computed).toBe(2);
      await bumpVersion(db(), 'members');
      await ask();
      await ask();
      expect(computed).toBe(3);
    });

    it('drops every answer computed before a write at the first lookup that sees it', async () => {
      setQueryCacheBudget(db(), BUDGET); // an empty cache
      for (let i = 0; i < 5; i += 1) await cachedQuery(db(), ['articles'], `page${i}`, value(10));
      await cachedQuery(db(), ['members', 'articles'], 'joined', value(10));
      await cachedQuery(db(), ['branches'], 'other', value(10));
      expect(queryCacheStats(db()).entries).toBe(7);
      await bumpVersion(db(), 'articles');
      // One lookup of any answer over articles: the six computed before the write go, branches' answer stays.
      await cachedQuery(db(), ['articles'], 'page0', value(10));
      expect(queryCacheStats(db()).entries).toBe(2);
      computed = 0;
      await cachedQuery(db(), ['branches'], 'other', value(10));
      await cachedQuery(db(), ['articles'], 'page0', value(10));
      expect(computed).toBe(0);
    });

    it('evicts the least recently used entries past the budget and never keeps an oversized answer', async () => {
      setQueryCacheBudget(db(), 100_000);
      try {
        computed = 0;
        const entry = value(5_000); // ~10.3 KB estimated: nine fit in 100 KB
        for (let i = 0; i < 9; i += 1) await cachedQuery(db(), ['articles'], `k${i}`, entry);
        expect(computed).toBe(9);
        await cachedQuery(db(), ['articles'], 'k0', entry); // k0 becomes the most recently used
        expect(computed).toBe(9);
        await cachedQuery(db(), ['articles'], 'k9', entry); // over budget: k1, the least recently used, goes
        expect(queryCacheStats(db()).bytes).toBeLessThanOrEqual(100_000);
        await cachedQuery(db(), ['articles'], 'k0', entry);
        expect(computed).toBe(10);
        await cachedQuery(db(), ['articles'], 'k1', entry);
        expect(computed).toBe(11);
        // Larger than 1/8 of the budget: computed every time, never stored.
        const big = value(Math.ceil((100_000 * MAX_ENTRY_SHARE) / 2));
        await cachedQuery(db(), ['articles'], 'big', big);
        await cachedQuery(db(), ['articles'], 'big', big);
        expect(computed).toBe(13);
      } finally {
        setQueryCacheBudget(db(), BUDGET);
      }
    });

    it('serves 270 distinct large pages with the heap under the budget plus a margin', async () => {
      const token = (await t().login()).access_token;
      const now = isoNow();
      // ~3 KB per article in the summary: lists leave the content out (listOmit), so it would not weigh.
      const summary = 'Lorem ipsum dolor sit amet. '.repeat(110);
      await db()
        .insertInto('articles')
        .values(
          Array.from({ length: 90 }, (_, i) => ({
            title: `Large ${i}`,
            type: 'news',
            lang: 'tr',
            status: 'active',
            summary,
            content: '',
            attributes: '{}',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await bumpVersion(db(), 'articles');
      const before = heapAfterGc();
      let peak = 0;
      // Each request costs the same whatever its size, so every page is near the largest the cache keeps (30 to
      // 36 rows, ~200–240 KB estimated, under 1/8 of the budget): 270 pages, each distinct (45 windows × 3 sorts ×
      // 2 orders), are 3× the margin unbounded.
      for (let i = 0; i < 270; i += 1) {
        const count = 30 + (i % 7);
        const start = i % 45;
        const sort = ['id', 'title', 'created_at'][Math.floor(i / 45) % 3];
        const order = Math.floor(i / 135) % 2 ? 'ASC' : 'DESC';
        const url = `/api/v1/articles?count=${count}&start=${start}&sort=${sort}&sort_by=${order}`;
        const res = await t().request({ method: 'GET', url, token });
        expect(res.statusCode).toBe(200);
        // inject() finishes each response in a setImmediate; on SQLite (a synchronous driver) the loop would
        // otherwise never leave the microtask queue and every finished response would stay queued in memory.
        await new Promise(setImmediate);
        const stats = queryCacheStats(db());
        expect(stats.bytes).toBeLessThanOrEqual(BUDGET);
        if (i % 90 === 0) peak = Math.max(peak, heapAfterGc() - before);
      }
      peak = Math.max(peak, heapAfterGc() - before);
      // The pages were kept (not refused as too large): the cache is full, so it evicted to stay in budget.
      expect(queryCacheStats(db()).bytes).toBeGreaterThan(BUDGET * 0.75);
      // Without a budget these pages would hold ~59 MB estimated (270 × ~218 KB), about half that in the heap;
      // the margin below fails an unbounded cache.
      expect(peak).toBeLessThan(BUDGET + 16 * 1024 * 1024);
    });
  },
  { cacheMaxBytes: BUDGET },
);
