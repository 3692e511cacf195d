// Finding a call's records: the key of a path parameter, the parent chain (each parent must exist and be
// within the caller's reach, or the call is a 404), and the record itself within its parents and reach.
import type { FastifyRequest } from 'fastify';
import type { ParentDef, ResourceDef } from '../../shared/resourceDef';
import {
  findRecord,
  type Condition,
  type KeyValue,
  type Locator,
  type Reach,
  type Row,
} from '../db/repositories/records';
import { notFound, validationFailed } from '../http/errors';
import { INVALID } from '../../shared/schemas/fields';
import type { EntityHooks } from './hooks';

/** The database's integer range: a larger id names nothing (404), it is not a bad request. */
const MAX_INTEGER_KEY = 2_147_483_647;

/** A path parameter as a key value: a positive integer for `id` keys, a non-empty text otherwise. */
export function parseKey(def: Pick<ResourceDef, 'key'>, raw: unknown): KeyValue | undefined {
  if (typeof raw !== 'string' || raw === '' || raw.length > 255 || raw.includes('\u0000')) return undefined;
  if (def.key !== 'id') return raw;
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= MAX_INTEGER_KEY ? id : undefined;
}

export interface Registry {
  rows: Readonly<Record<string, ResourceDef>>;
  hooksOf(def: ResourceDef): EntityHooks;
}

type Params = Record<string, string | undefined>;

const reachOf = (registry: Registry, def: ResourceDef, request: FastifyRequest): Reach | undefined =>
  request.principal ? registry.hooksOf(def).reach?.(request.principal) : undefined;

/** Where `def`'s records of this call live: parent conditions (parents checked) and the caller's reach. */
export async function locate(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<Locator> {
  const params = (request.params ?? {}) as Params;
  const scope: Condition[] = [];
  for (const parent of def.parents) {
    const parentDef = registry.rows[parent.resource];
    if (!parentDef) throw new Error(`Resource '${def.name}' names an unknown parent '${parent.resource}'`);
    const raw = parent.in === 'query' ? queryParentKey(parent, request) : params[parent.param];
    // A flat path's parent that the call does not name (a record by id, a list of all) scopes nothing.
    if (parent.in === 'query' && raw === undefined) continue;
    const value = parseKey(parentDef, raw);
    // The parent's own parents come from the same path; its reach rule applies (members' reach covers their records).
    const at = await locate(registry, parentDef, request);
    if (value === undefined || !(await findRecord(request.server.db, at, value))) throw notFound();
    scope.push({ column: parent.column, kind: 'eq', value });
  }
  return { table: def.entity, key: def.key, scope, reach: reachOf(registry, def, request) };
}

/**
 * The key of a parent that travels outside the path: the list's filter (`?pt_id=7`) or the created record's
 * column; calls on one record find it by its own key (undefined here). Text that is no key is left to the
 * list's filter rules and the body's schema, which refuse it with 400.
 */
function queryParentKey(parent: ParentDef, request: FastifyRequest): string | undefined {
  if (((request.params ?? {}) as Params).id !== undefined) return undefined;
  const source =
    request.method === 'GET'
      ? (request.query as Record<string, unknown> | undefined)?.[parent.param]
      : request.method === 'POST'
        ? (request.body as Record<string, unknown> | null | undefined)?.[parent.column]
        : undefined;
  const text = typeof source === 'number' ? String(source) : source;
  if (typeof text === 'string' && /^\d{1,10}$/.test(text)) return text;
  // A list filtered by a parent that is no key would otherwise list every parent's records.
  if (request.method === 'GET' && source !== undefined && source !== '')
    throw validationFailed({ [parent.param]: INVALID });
  return undefined;
}

/** The record named by the `:id` parameter, within its parents and the caller's reach; 404 otherwise. */
export async function existing(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<{ row: Row; key: KeyValue; at: Locator }> {
  const at = await locate(registry, def, request);
  const key = parseKey(def, ((request.params ?? {}) as Params).id);
  const row = key === undefined ? undefined : await findRecord(request.server.db, at, key);
  if (!row || key === undefined) throw notFound();
  return { row, key, at };
}
