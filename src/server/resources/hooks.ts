// What an entity adds to the route factory, beside its registry row: the mapping between stored rows and API
// records, refusals that need the database, children written with the record, batch-computed fields, and the
// handlers of its operations. Everything else (routes, guards, parents, validation, transactions, status codes)
// is the factory's. An entity's hooks live in the module that owns its table (modules/<area>/, listed by table in
// the module's index.ts); a plain entity has none.
import type { FastifyReply } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Principal } from '../auth/principal';
import type { Config as AppConfig } from '../config';
import type { Condition, KeyValue, Reach, Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import type { ResourceDef } from '../../shared/resourceDef';

/** The stored row of a table (typed), or a loose row for a table only a test defines. */
export type StoredRow<Table extends string> = Table extends keyof Database
  ? Selectable<Database[Table]>
  : Row;

export interface WriteContext<Table extends string = string> {
  /** The transaction of the write (or the database for checks before it). */
  db: Kysely<Database>;
  /** The stored row on update; undefined on create. */
  existing?: StoredRow<Table>;
  principal: Principal;
  def: ResourceDef;
  /** The server's configuration (the gym's time zone, its class rules…). */
  config: AppConfig;
}

export interface ReadContext {
  db: Kysely<Database>;
  principal: Principal | null;
  def: ResourceDef;
  config: AppConfig;
}

export interface OperationContext<Table extends string = string> {
  db: Kysely<Database>;
  principal: Principal;
  def: ResourceDef;
  /** The validated body (empty when the operation takes none). */
  body: Row;
  /** The record of an operation `on: 'record'` (found within parent and reach). */
  record?: StoredRow<Table>;
  /** Parent conditions of the call (`member_id = 7`). */
  scope: readonly Condition[];
  /** The caller's reach on this entity (undefined: everything). */
  reach?: Reach;
  reply: FastifyReply;
  dataDir: string;
  config: AppConfig;
}

/** A file answer of a binary operation. */
export interface BinaryAnswer {
  body: Buffer;
  type: string;
  fileName: string;
}

export type OperationHandler<Table extends string = string> = (
  context: OperationContext<Table>,
) => Promise<unknown>;

export interface EntityHooks<Table extends string = string> {
  /** Stored row → API record (after the row's JSON columns were parsed): drop secrets, add derived fields. */
  toApi?(row: Row & Partial<StoredRow<Table>>): Row;
  /** Validated input → columns to store (hash passwords, fold fields into JSON). */
  toRow?(input: Row, context: WriteContext<Table>): Promise<Row> | Row;
  /** Limits every list, read, update, delete and operation to the rows this caller may reach (undefined: all). */
  reach?(principal: Principal): Reach | undefined;
  /** Refusals that need the database (409 for a taken username, 403 for a role the caller may not grant...). */
  check?(input: Row, context: WriteContext<Table>): Promise<void>;
  /** Children written in the record's transaction (portions, ingredients, answers), after the row. */
  afterWrite?(record: StoredRow<Table>, input: Row, context: WriteContext<Table>): Promise<void>;
  /** Refusals before a delete (beyond the registry's references). */
  beforeDelete?(record: StoredRow<Table>, context: WriteContext<Table>): Promise<void>;
  /**
   * Instead of deleting the row, in the delete's transaction: what a DELETE means for a record that is kept (a
   * cancelled booking stays on the roster). Returns the row after; the history records an update.
   */
  remove?(record: StoredRow<Table>, context: WriteContext<Table>): Promise<Row>;
  /** Children removed with the record, in its delete's transaction (a package day's moves). */
  afterDelete?(record: StoredRow<Table>, context: WriteContext<Table>): Promise<void>;
  /** Fields that need the database, computed for a whole page at once (a recipe's totals from its ingredients). */
  decorate?(records: Row[], context: ReadContext): Promise<Row[]>;
  /** Extra refusals of an approval (the registry's transition rule is checked first). */
  approve?(record: StoredRow<Table>, context: OperationContext<Table>): Promise<void>;
  /** Handlers of the row's operations (approvals need none), by operation name. */
  operations?: Record<string, OperationHandler<Table>>;
}

/**
 * What a module calls to plug an entity into the route factory: the hooks of one table, typed by it (inside, rows
 * are that table's `Selectable` type), listed by table in the module's index.ts. The registry finds them by table
 * name at run time, so they are handed over untyped. Every hook is optional: routes, guards, parents, reach,
 * validation, transactions and history are the factory's.
 *
 * @example
 * // modules/branches/hooks.ts: an edit keeps the attributes the server stored.
 * export default defineHooks<'branches'>({
 *   toRow: (input, { existing }) => ({ ...input, attributes: parseJson(existing?.attributes, {}) }),
 * });
 */
export const defineHooks = <Table extends string>(hooks: EntityHooks<Table>): EntityHooks =>
  hooks as unknown as EntityHooks;

/** A copy of `row` without `keys`. */
export function omit<R extends object>(row: R, ...keys: string[]): Row {
  const copy: Row = { ...(row as Row) };
  for (const key of keys) delete copy[key];
  return copy;
}

export type { KeyValue };
