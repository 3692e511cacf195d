// What a resource adds to the generic CRUD factory: its schemas and the mapping between stored rows
// and API records. Everything else (paging, guards, validation, 404/201/204) is the factory's.
import type { Kysely } from 'kysely';
import type { AnyObjectSchema } from 'yup';
import type { Principal } from '../auth/principal';
import type { Reach, Row } from '../db/repositories/records';
import type { CrudTable, Database } from '../db/schema';

export interface WriteContext {
  db: Kysely<Database>;
  /** The stored row on update; undefined on create. */
  existing?: Row;
}

export interface ResourceHooks {
  table: CrudTable;
  createSchema: AnyObjectSchema;
  /** Validates the stored record merged with the (partial) edit, so required fields stay required. */
  updateSchema: AnyObjectSchema;
  /** Stored row → API record: parse JSON columns, drop secrets. */
  toApi(row: Row): Row;
  /** Validated input → columns to store (hash passwords, serialize JSON). */
  toRow?(input: Row, context: WriteContext): Promise<Row> | Row;
  /** Limits every list, read, update and delete to the rows this caller may reach (undefined: all). */
  reach?(principal: Principal): Reach | undefined;
  /** Refusals that need the database: 409 for a taken username, 400 for a missing role... */
  check?(input: Row, context: WriteContext): Promise<void>;
}

/** JSON text column → value, tolerating legacy or empty content. */
export function parseJson<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string' || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** A copy of `row` without `keys`. */
export function omit(row: Row, ...keys: string[]): Row {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}
