// Totals of filtered lists (x-total-count) cost a scan of every matching row, which dominates a page of 25 on
// large tables. They are cached per database handle, keyed by table + filters, and valid only while the
// table's write version (tableVersions.ts) is unchanged — exact, and safe across several instances.
// Every write must go through a repository that bumps the version (seeding a fresh database is the exception:
// nothing is cached before the server has started).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { readVersion } from './tableVersions';

const MAX_ENTRIES = 1000;
type Entry = { version: number; total: number };
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

export async function cachedCount(
  db: Kysely<Database>,
  table: string,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version = await readVersion(db, table);
  const cacheKey = `${table}\u0000${key}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.version === version) return hit.total;
  const total = await count();
  cache.delete(cacheKey); // re-insert last: the Map's order doubles as least-recently-computed order
  cache.set(cacheKey, { version, total });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return total;
}
