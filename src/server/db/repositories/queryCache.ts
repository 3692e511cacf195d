// List pages and their totals (x-total-count) are cached per database handle, keyed by query, and trusted only
// while the write version (tableVersions.ts) of EVERY table the answer depends on is unchanged: exact, and safe
// across several instances, since the versions live in the database (all read in one query). A page of 25 from
// 100,000 rows then costs one primary-key read instead of a scan for the total. Every write must go through a
// repository that bumps the version (seeding a fresh database is the exception: nothing is cached before the
// server has started).
//
// Memory is bounded by bytes, not entries: each handle's cache (lru-cache) has a budget
// (CACHE_MAX_BYTES, 64 MiB by default), evicts the least recently used entries past it, and never keeps an
// answer larger than 1/8 of it (such answers are computed every time). Sizes are estimated from the answer's JSON:
// two bytes per character (a JavaScript string's worst case) plus a fixed overhead per entry.
//
// A write makes every answer computed at the table's older version useless for good (versions only grow), so the
// first lookup that sees a table's newer version drops them all at once: under writes the cache holds
// only answers it can still serve, instead of filling its budget with dead ones until the LRU reaches them.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../schema';
import { readVersions } from './tableVersions';

export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** No single answer may take more than this share of the budget. */
export const MAX_ENTRY_SHARE = 1 / 8;
const ENTRY_OVERHEAD_BYTES = 256;

type Entry = { tables: readonly string[]; versions: readonly number[]; value: unknown; bytes: number };
/** The LRU and how often it answered (the metrics' list-cache hit ratio). */
type Cache = LRUCache<string, Entry> & {
  hits: number;
  misses: number;
  /** Each table's newest version seen, and the keys of the answers that depend on it. */
  seen: Map<string, number>;
  byTable: Map<string, Set<string>>;
};
const caches = new WeakMap<Kysely<Database>, Cache>();

function newCache(maxBytes: number): Cache {
  const byTable = new Map<string, Set<string>>();
  const lru = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes * MAX_ENTRY_SHARE,
    sizeCalculation: (entry) => entry.bytes,
    // Evicted, deleted or replaced: no longer indexed under its tables.
    dispose: (entry, key) => entry.tables.forEach((table) => byTable.get(table)?.delete(key)),
  });
  return Object.assign(lru, { hits: 0, misses: 0, seen: new Map<string, number>(), byTable });
}

/** Drops the answers computed before `tables` reached `versions`, the first time a newer version shows. */
function dropStale(cache: Cache, tables: readonly string[], versions: readonly number[]): void {
  tables.forEach((table, i) => {
    const version = versions[i]!;
    if (version <= (cache.seen.get(table) ?? 0)) return;
    cache.seen.set(table, version);
    for (const key of cache.byTable.get(table) ?? []) {
      const entry = cache.peek(key);
      if (entry && entry.versions[entry.tables.indexOf(table)]! < version) cache.delete(key);
    }
  });
}

function store(cache: Cache, key: string, entry: Entry): void {
  // Past maxEntrySize, set() stores nothing: an oversized answer is computed every time.
  cache.set(key, entry);
  if (!cache.has(key)) return;
  for (const table of entry.tables) {
    let keys = cache.byTable.get(table);
    if (!keys) cache.byTable.set(table, (keys = new Set()));
    keys.add(key);
  }
}

const sameVersions = (a: readonly number[], b: readonly number[]) => a.every((v, i) => v === b[i]);

function cacheOf(db: Kysely<Database>): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = newCache(DEFAULT_CACHE_MAX_BYTES)));
  return cache;
}

/** Sets the byte budget of `db`'s cache (app.ts, from CACHE_MAX_BYTES); what it held is dropped. */
export function setQueryCacheBudget(db: Kysely<Database>, maxBytes: number): void {
  caches.set(db, newCache(maxBytes));
}

export interface QueryCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Lookups answered from the cache, and computed, since the cache was made. */
  hits: number;
  misses: number;
}

export function queryCacheStats(db: Kysely<Database>): QueryCacheStats {
  const cache = cacheOf(db);
  const { hits, misses } = cache;
  return { entries: cache.size, bytes: cache.calculatedSize, maxBytes: cache.maxSize, hits, misses };
}

export function estimateBytes(key: string, value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + json.length);
}

/** A cached answer's lookup: `compute()`'s answer unless the cache holds it at the current versions. */
export type CachedLookup = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * Lookups that share one read of the `tables`' versions: a list call asks for several answers (page, total, ...)
 * and reading the versions once saves a query per answer on the path every list screen takes.
 */
export async function cacheScope(
  db: Kysely<Database>,
  tables: readonly string[] | string,
): Promise<CachedLookup> {
  const names = typeof tables === 'string' ? [tables] : tables;
  const cache = cacheOf(db);
  const versions = await readVersions(db, names);
  dropStale(cache, names, versions);
  const prefix = `${names.join(',')}\u0000`;
  return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const cacheKey = prefix + key;
    const hit = cache.get(cacheKey);
    if (hit && sameVersions(hit.versions, versions)) {
      cache.hits++;
      return hit.value as T;
    }
    cache.misses++;
    cache.delete(cacheKey);
    const value = await compute();
    store(cache, cacheKey, { tables: names, versions, value, bytes: estimateBytes(cacheKey, value) });
    return value;
  };
}

/**
 * `compute()`'s answer, from the cache while the versions of all `tables` are those it was computed at.
 * (A single table name is still accepted while callers move to the list form.)
 */
export async function cachedQuery<T>(
  db: Kysely<Database>,
  tables: readonly string[] | string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return (await cacheScope(db, tables))(key, compute);
}
