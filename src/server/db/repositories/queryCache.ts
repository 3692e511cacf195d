// List pages and their totals (x-total-count) are cached per database handle, keyed by table + query, and
// trusted only while the table's write version (tableVersions.ts) is unchanged: exact, and safe across several
// instances, since the version lives in the database. A page of 25 from 100,000 rows then costs one primary-key
// read instead of a scan for the total. Every write must go through a repository that bumps the version
// (seeding a fresh database is the exception: nothing is cached before the server has started).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { readVersion } from './tableVersions';

const MAX_ENTRIES = 2000;
type Entry = { version: number; value: unknown };
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

export async function cachedQuery<T>(
  db: Kysely<Database>,
  table: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version = await readVersion(db, table);
  const cacheKey = `${table}\u0000${key}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.version === version) return hit.value as T;
  const value = await compute();
  cache.delete(cacheKey); // re-inserted last: the Map's order doubles as least-recently-computed order
  cache.set(cacheKey, { version, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
