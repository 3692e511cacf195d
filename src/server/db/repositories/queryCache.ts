// List pages and their totals (x-total-count) are cached per database handle, keyed by query, and trusted only
// while the write version (tableVersions.ts) of every table the answer depends on is unchanged: exact, and
// safe across several instances, since the versions live in the database. A page of 25 from 100,000 rows then
// costs one primary-key read instead of a scan for the total. Every write must go through a repository that
// bumps the version (seeding a fresh database is the exception: nothing is cached before the server has started).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { readVersions } from './tableVersions';

const MAX_ENTRIES = 2000;
type Entry = { versions: string; value: unknown };
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

export async function cachedQuery<T>(
  db: Kysely<Database>,
  tables: readonly string[],
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const versions = JSON.stringify(await readVersions(db, tables));
  const hit = cache.get(key);
  if (hit && hit.versions === versions) return hit.value as T;
  const value = await compute();
  cache.delete(key); // re-inserted last: the Map's order doubles as least-recently-computed order
  cache.set(key, { versions, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
