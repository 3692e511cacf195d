// Names of referenced records for a page of answers (resources/names.ts): one query per table.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** `columns` of the rows of `table` whose `key` is one of `ids`, joined by a space, by key. */
export async function labelsByKey(
  db: Kysely<Database>,
  table: string,
  key: string,
  columns: readonly string[],
  ids: readonly (string | number)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.map(String))];
  if (wanted.length === 0) return new Map();
  // Table and columns come from the registry, never from a request.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (await (db as unknown as Kysely<any>)
    .selectFrom(table)
    .select([key, ...columns])
    .where(key, 'in', key === 'id' ? wanted.map(Number) : wanted)
    .execute()) as Record<string, unknown>[];
  return new Map(
    rows.map((row) => [
      String(row[key]),
      columns
        .map((c) => row[c])
        .filter((v) => typeof v === 'string' && v !== '')
        .join(' '),
    ]),
  );
}

/** The distinct positive ids a page of records holds in `fields` (what labelsByKey is asked for). */
export function idsIn(records: readonly Record<string, unknown>[], ...fields: string[]): number[] {
  const ids = records.flatMap((record) => fields.map((field) => Number(record[field])));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}
