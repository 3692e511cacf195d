// The one CRUD route factory (ARCHITECTURE §5): a registry row plus its hooks become
// list / read / create / update / delete routes, each behind its own permission.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESOURCES, permissionOf, type ResourceDef } from '../../shared/resources';
import { guarded } from '../auth/guard';
import {
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  updateRecord,
  type Row,
  type Scope,
} from '../db/repositories/records';
import type { CrudTable } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { validateBody } from '../http/validate';
import { attachMedia, deleteMediaOf } from '../media/ownedMedia';
import type { ResourceHooks } from './hooks';
import { parseListQuery } from './listQuery';
import { sanitizeRichText } from './sanitize';

type Params = { id?: string; parentId?: string };

const positiveId = (raw: string | undefined): number | undefined => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export function registerCrud(app: FastifyInstance, def: ResourceDef, hooks: ResourceHooks): void {
  const collection = `/${def.path}`;
  const item = `${collection}/:id`;
  const can = (action: Parameters<typeof permissionOf>[1]) => def.actions.includes(action);

  /** A sub-resource's parent must exist; its id then scopes every query. */
  async function scopeOf(request: FastifyRequest<{ Params: Params }>): Promise<Scope | undefined> {
    if (!def.parent) return undefined;
    const parentId = positiveId(request.params.parentId);
    const parentTable = RESOURCES[def.parent.resource as keyof typeof RESOURCES].entity as CrudTable;
    if (parentId === undefined || !(await findRecord(app.db, parentTable, parentId))) throw notFound();
    return { column: def.parent.column, value: parentId };
  }

  async function existing(
    request: FastifyRequest<{ Params: Params }>,
  ): Promise<{ row: Row; id: number; scope?: Scope }> {
    const scope = await scopeOf(request);
    const id = positiveId(request.params.id);
    const row = id === undefined ? undefined : await findRecord(app.db, hooks.table, id, scope, reachOf(request));
    if (!row || id === undefined) throw notFound();
    return { row, id, scope };
  }

  /** Guards ran first, so the principal is set; a row out of reach answers 404 like a missing one. */
  const reachOf = (request: FastifyRequest) => (request.principal ? hooks.reach?.(request.principal) : undefined);

  const present = async (rows: Row[]): Promise<Row[]> => {
    const records = rows.map((row) => hooks.toApi(row));
    return def.mediaOwner ? attachMedia(app.db, def.mediaOwner, records) : records;
  };

  function clean(body: unknown): Row {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed({});
    const copy: Row = { ...(body as Row) };
    for (const field of def.richText ?? []) {
      if (typeof copy[field] === 'string') copy[field] = sanitizeRichText(copy[field]);
    }
    return copy;
  }

  if (can('search')) {
    app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
      collection,
      guarded(permissionOf(def, 'search')),
      async (request, reply) => {
        const scope = await scopeOf(request);
        const spec = parseListQuery(def, request.query);
        if (scope) spec.where.push({ column: scope.column, kind: 'eq', value: scope.value });
        spec.reach = reachOf(request);
        const { rows, total } = await listRecords(app.db, hooks.table, spec);
        reply.header('x-total-count', String(total));
        return present(rows);
      },
    );
  }

  if (can('read')) {
    app.get<{ Params: Params }>(item, guarded(permissionOf(def, 'read')), async (request) => {
      const { row } = await existing(request);
      return (await present([row]))[0];
    });
  }

  if (can('create')) {
    app.post<{ Params: Params }>(collection, guarded(permissionOf(def, 'create')), async (request, reply) => {
      const scope = await scopeOf(request);
      const input = await validateBody(hooks.createSchema, clean(request.body));
      if (scope) input[scope.column] = scope.value;
      await hooks.check?.(input, { db: app.db });
      const row = hooks.toRow ? await hooks.toRow(input, { db: app.db }) : input;
      const created = await insertRecord(app.db, hooks.table, row);
      return reply.code(201).send((await present([created]))[0]);
    });
  }

  if (can('update')) {
    app.put<{ Params: Params }>(item, guarded(permissionOf(def, 'update')), async (request) => {
      const { row, id, scope } = await existing(request);
      // Edits are partial (the SPA drops empty fields): validate the stored record with the changes applied.
      const merged = { ...hooks.toApi(row), ...clean(request.body) };
      const input = await validateBody(hooks.updateSchema, merged);
      if (scope) input[scope.column] = scope.value;
      await hooks.check?.(input, { db: app.db, existing: row });
      const values = hooks.toRow ? await hooks.toRow(input, { db: app.db, existing: row }) : input;
      const updated = await updateRecord(app.db, hooks.table, id, values);
      if (!updated) throw notFound();
      return (await present([updated]))[0];
    });
  }

  if (can('delete')) {
    app.delete<{ Params: Params }>(item, guarded(permissionOf(def, 'delete')), async (request, reply) => {
      const { id, scope } = await existing(request);
      await deleteRecord(app.db, hooks.table, id, scope);
      if (def.mediaOwner) await deleteMediaOf(app.db, app.appConfig.dataDir, def.mediaOwner, id);
      return reply.code(204).send();
    });
  }
}
