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
import { INVALID, NOT_FOUND, REQUIRED } from '../../shared/schemas/fields';
import { notFound, validationFailed } from '../http/errors';
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

/** The registry row of `def`'s owner (a report's member), checked at start-up by `ownerOf` callers. */
function ownerDef(registry: Registry, def: ResourceDef): ResourceDef | undefined {
  if (!def.owner) return undefined;
  const owner = registry.rows[def.owner.resource];
  if (!owner) throw new Error(`Resource '${def.name}' names an unknown owner '${def.owner.resource}'`);
  return owner;
}

const principalId = (request: FastifyRequest) => request.principal?.userId ?? 0;

/** The caller's reach on `def`: its own rule, or else its owner's (a coach reaches the reports of own members). */
function reachOf(registry: Registry, def: ResourceDef, request: FastifyRequest): Reach | undefined {
  if (!request.principal) return undefined;
  const own = registry.hooksOf(def).reach?.(request.principal);
  const owner = ownerDef(registry, def);
  if (own || !owner || !def.owner) return own;
  const ownerReach = reachOf(registry, owner, request);
  if (!ownerReach) return undefined;
  return {
    columns: [],
    value: principalId(request),
    via: { column: def.owner.column, table: owner.entity, key: owner.key, reach: ownerReach },
  };
}

/** Tables whose writes change what a list of `def` answers: its own, what it names, and its owner's (reach). */
export function listTables(registry: Registry, def: ResourceDef, reach?: Reach): string[] {
  const owner = ownerDef(registry, def);
  const tables = new Set([def.entity, ...def.dependsOn, ...(owner ? [owner.entity] : [])]);
  // A reach-limited page is read through its chain (a training's day → the training → its member): reassigning
  // a member, or re-pointing a training, anywhere up the chain must drop the cached pages.
  for (let step = reach; step?.via; step = step.via.reach) tables.add(step.via.table);
  return [...tables];
}

/**
 * A write naming an owner (`member_id` of a report) must name one that exists and that the caller reaches;
 * otherwise the field is refused (400) and nothing is written. The row's schema decides whether it is required.
 */
export async function checkOwner(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
  input: Row,
): Promise<void> {
  const owner = ownerDef(registry, def);
  if (!owner || !def.owner) return;
  const column = def.owner.column;
  // A write that does not name the owner keeps the stored one, already within reach (the record was found).
  if (input[column] === undefined) return;
  const value = parseKey(owner, String(input[column]));
  const at: Locator = { table: owner.entity, key: owner.key, reach: reachOf(registry, owner, request) };
  if (value === undefined || !(await findRecord(request.server.db, at, value)))
    throw validationFailed({ [column]: NOT_FOUND });
}

/**
 * Where query parents (`in: 'query'`) are read on this call: a list's query string (optional there: absent
 * means every parent; an unknown one is a 404) or a create's body (required; an unknown one is a 400 on the
 * field). Calls on one record leave them out: the record holds its parent, and updates keep it.
 */
export interface QueryParentSource {
  from: 'query' | 'body';
  values: Record<string, unknown>;
}

function queryParentValue(raw: unknown, integer: boolean, key: string): KeyValue | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  return parseKey({ key: integer ? 'id' : key }, String(raw));
}

function parentDefOf(registry: Registry, def: ResourceDef, parent: ParentDef): ResourceDef {
  const parentDef = registry.rows[parent.resource];
  if (!parentDef) throw new Error(`Resource '${def.name}' names an unknown parent '${parent.resource}'`);
  return parentDef;
}

/**
 * Where `def`'s records of this call live, from its path: the path's parents (each must exist within the
 * caller's reach, else 404) and the caller's reach. Query parents are added by `withQueryParents`, once the call's
 * query or body is read: a create answers 404 for a parent out of reach before its upload is even read.
 */
export async function locate(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<Locator> {
  const params = (request.params ?? {}) as Params;
  const scope: Condition[] = [];
  for (const parent of def.parents) {
    const parentDef = parentDefOf(registry, def, parent);
    if (parent.in === 'query') continue;
    const value = parseKey(parentDef, params[parent.param]);
    // The parent's own parents come from the same path; its reach rule applies (members' reach covers their records).
    const at = await locate(registry, parentDef, request);
    if (value === undefined || !(await findRecord(request.server.db, at, value))) throw notFound();
    scope.push({ column: parent.column, kind: 'eq', value });
  }
  return { table: def.entity, key: def.key, scope, reach: reachOf(registry, def, request) };
}

/**
 * `at` (as `locate` answered it: the path's parents, already checked) with the query parents `source` names,
 * each looked up within the parents listed before it (a day by its number inside the package named before).
 */
export async function withQueryParents(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
  at: Locator,
  source: QueryParentSource,
): Promise<Locator> {
  const pathConditions = at.scope ?? [];
  let nextPathCondition = 0;
  const scope: Condition[] = [];
  for (const parent of def.parents) {
    if (parent.in !== 'query') {
      scope.push(pathConditions[nextPathCondition++]!);
      continue;
    }
    const parentDef = parentDefOf(registry, def, parent);
    const raw = source.values[parent.column];
    const inBody = source.from === 'body';
    if (raw === undefined || raw === null || raw === '') {
      if (inBody) throw validationFailed({ [parent.column]: REQUIRED });
      continue;
    }
    const column = parent.by ?? parentDef.key;
    const value = queryParentValue(raw, parent.by !== undefined || parentDef.key === 'id', column);
    const parentAt: Locator = {
      table: parentDef.entity,
      key: column,
      scope: [...scope],
      reach: reachOf(registry, parentDef, request),
    };
    if (value === undefined || !(await findRecord(request.server.db, parentAt, value))) {
      if (inBody) throw validationFailed({ [parent.column]: INVALID });
      throw notFound();
    }
    scope.push({ column: parent.column, kind: 'eq', value });
  }
  return { ...at, scope };
}

/** A record of `def` by its key within the caller's reach (and the path's parents), or undefined. */
export async function findWithinReach(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
  key: KeyValue,
): Promise<Row | undefined> {
  let at: Locator;
  try {
    at = await locate(registry, def, request);
  } catch {
    return undefined;
  }
  return findRecord(request.server.db, at, key);
}

/**
 * The record named by the `:id` parameter, within its parents and the caller's reach; 404 otherwise. A row keyed
 * by another column (`moveMedia/:move_name`) is also found by its id when the parameter is a positive integer
 * (the spec deletes move media by id); its key is then read from the record.
 */
export async function existing(
  registry: Registry,
  def: ResourceDef,
  request: FastifyRequest,
): Promise<{ row: Row; key: KeyValue; at: Locator }> {
  const at = await locate(registry, def, request);
  const raw = ((request.params ?? {}) as Params).id;
  const byId = def.key !== 'id' ? parseKey({ key: 'id' }, raw) : undefined;
  const key = byId === undefined ? parseKey(def, raw) : undefined;
  let row: Row | undefined;
  if (byId !== undefined) row = await findRecord(request.server.db, { ...at, key: 'id' }, byId);
  else if (key !== undefined) row = await findRecord(request.server.db, at, key);
  if (!row) throw notFound();
  return { row, key: row[def.key] as KeyValue, at };
}
