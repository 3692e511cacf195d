// No lost updates: a record's version is its `updated_at`, answered as its ETag. A write sending
// If-Match with another version answers 412 naming who changed the record and when (its last history entry);
// a write without If-Match is not checked (clients of the spec).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../shared/businessDay';
import type { ResourceDef } from '../../shared/resourceDef';
import type { KeyValue, Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export const etagOf = (row: Row): string | undefined =>
  typeof row.updated_at === 'string' ? `"${row.updated_at}"` : undefined;

/**
 * The version a write expects (If-Match: `"<version>"`, weak or strong; `*` or none: undefined, not checked).
 * A list of tags names the first.
 */
export function expectedVersion(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '' || header.trim() === '*') return undefined;
  const first = header.split(',')[0]!.trim().replace(/^W\//, '');
  return first.startsWith('"') && first.endsWith('"') && first.length >= 2 ? first.slice(1, -1) : first;
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: BUSINESS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** 412: who changed the record last and when (from its history; the row's own time when it has none). */
export async function staleVersion(
  db: Kysely<Database>,
  def: ResourceDef,
  key: KeyValue,
  row: Row | undefined,
): Promise<HttpError> {
  const last = await db
    .selectFrom('history')
    .select(['user_name', 'created_at'])
    .where('entity', '=', def.name)
    .where('entity_id', '=', String(key))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const at =
    last?.created_at ?? (typeof row?.updated_at === 'string' ? row.updated_at : new Date().toISOString());
  return new HttpError(
    412,
    'stale_version',
    undefined,
    etagOf(row ?? {}) ? { etag: etagOf(row!)! } : undefined,
    {
      who: last?.user_name || '—',
      when: when(at),
    },
  );
}
