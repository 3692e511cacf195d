// The one route factory (ARCHITECTURE §5, §8): a registry row plus its entity's hooks become list / read /
// create / update / delete routes and the row's operations, each behind its permission, inside the row's
// parent chain and the caller's reach. Every write, its children and its version bump commit in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { permissionOf, type CrudAction, type ResourceDef } from '../../shared/resourceDef';
import { guarded } from '../auth/guard';
import type { Principal } from '../auth/principal';
import { deleteRecord, insertRecord, listRecords, updateRecord, type Row } from '../db/repositories/records';
import { notFound, validationFailed } from '../http/errors';
import { validateBody } from '../http/validate';
import { deleteMediaOf } from '../media/ownedMedia';
import { mediaSigner } from '../media/signedUrl';
import { removeFile } from '../media/storage';
import type { WriteContext } from './hooks';
import { refuseWhileInUse } from './inUse';
import { parseListQuery } from './listQuery';
import { readWrite, removeStored, saveFiles, storeFiles } from './files';
import { checkOwner, existing, listTables, locate, type Registry } from './locate';
import { registerOperations } from './operations';
import { nameSources } from './names';
import { present, toApiRecord, toStoredJson } from './present';
import { recordWrite } from '../history/record';
import { etagOf, expectedVersion, staleVersion } from './versions';
import { assertKindHeld, kindCondition } from './rowPermission';
import { assertDetailsDeletable, assertDetailsWritable, redactDetails } from './details';
import { sanitizeRichText } from './sanitize';
import { stampCreate, stampUpdate, withoutStamps } from './stamps';

type Params = Record<string, string>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The update schema for one edit: a field the edit does not send and that is stored empty (a record older than a
 * rule, such as the seeded admin without a phone) is left as it is instead of blocking every other change.
 */
function forEdit(schema: AnyObjectSchema, stored: Row, body: Row): AnyObjectSchema {
  const untouched = Object.keys(schema.fields).filter((field) => !(field in body) && isEmpty(stored[field]));
  return untouched.length > 0 ? schema.omit(untouched) : schema;
}

export function registerResource(app: FastifyInstance, registry: Registry, def: ResourceDef): void {
  // The factory is table-agnostic: it hands hooks (typed per table) the rows it read, hence `as never` below.
  const hooks = registry.hooksOf(def);
  const collection = `/${def.path}`;
  const item = `${collection}/:id`;
  const can = (action: CrudAction) => def.actions.includes(action);
  const schema = def.schema;
  const updateSchema = def.updateSchema ?? def.schema;
  if ((can('create') || can('update')) && (!schema || !updateSchema)) {
    throw new Error(`Resource '${def.name}' writes records but names no schema`);
  }

  /** Guards ran first: the principal is set on every route below. */
  const caller = (request: FastifyRequest): Principal => request.principal as Principal;
  const names = nameSources(registry.rows, def);
  /** Answers as the caller may see them: a list's details by their SEARCH, a record's by their READ. */
  const show = async (request: FastifyRequest, rows: Row[], verb: 'SEARCH' | 'READ' = 'READ') =>
    redactDetails(
      def,
      request.principal,
      await present(app.db, def, hooks, rows, request.principal, names, mediaSigner(app.appConfig.jwtSecret)),
      verb,
    );
  const historyOf = (request: FastifyRequest) => ({ rows: registry.rows, def, principal: caller(request) });
  const context = (request: FastifyRequest, db = app.db, found?: Row): WriteContext =>
    ({ db, principal: caller(request), def, existing: found }) as WriteContext;

  function clean(body: unknown): Row {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed({});
    const copy: Row = { ...(body as Row) };
    // Read-only answers sent back with a whole record are not input.
    delete copy.names;
    delete copy.editable;
    for (const field of def.richText) {
      if (typeof copy[field] === 'string') copy[field] = sanitizeRichText(copy[field]);
    }
    return copy;
  }

  /** Parent columns come from the path, never from the body. */
  const withScope = (input: Row, scope: readonly { column: string; value: unknown }[] = []) => {
    for (const condition of scope) input[condition.column] = condition.value;
    return input;
  };

  if (can('search')) {
    app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
      collection,
      guarded(permissionOf(def, 'search')),
      async (request, reply) => {
        const at = await locate(registry, def, request, { from: 'query', values: request.query });
        const spec = parseListQuery(def, request.query);
        spec.where.push(...(at.scope ?? []));
        const kinds = kindCondition(def, caller(request), request.query);
        if (kinds) spec.where.push(kinds);
        spec.reach = at.reach;
        spec.omit = def.listOmit;
        const { rows, total, bounded } = await listRecords(
          app.db,
          def.entity,
          spec,
          listTables(registry, def, at.reach),
        );
        reply.header('x-total-count', String(total));
        // The search matched more rows than a total counts (records.ts COUNT_BOUND): `total` is a lower bound.
        if (bounded) reply.header('x-total-count-bounded', 'true');
        return show(request, rows, 'SEARCH');
      },
    );
  }

  if (can('read')) {
    app.get<{ Params: Params }>(item, guarded(permissionOf(def, 'read')), async (request, reply) => {
      const { row } = await existing(registry, def, request);
      assertKindHeld(def, caller(request), row);
      const etag = etagOf(row);
      if (etag) reply.header('etag', etag);
      return (await show(request, [row]))[0];
    });
  }

  const store = app.mediaStore;

  if (can('create') && schema) {
    app.post<{ Params: Params }>(collection, guarded(permissionOf(def, 'create')), async (request, reply) => {
      // The path's parents first (404 out of reach), before an upload is even read.
      if (def.parents.some((p) => p.in !== 'query')) await locate(registry, def, request);
      const { body: raw, files } = await readWrite(request, app.appConfig, def, true);
      const body = withoutStamps(def, clean(raw));
      assertDetailsWritable(def, caller(request), body, 'CREATE');
      const at = await locate(registry, def, request, { from: 'body', values: body });
      const input = withScope(await validateBody(schema, body), at.scope);
      assertKindHeld(def, caller(request), input);
      await checkOwner(registry, def, request, input);
      await hooks.check?.(input, context(request));
      const stored = await storeFiles(store, files);
      try {
        const created = await app.db.transaction().execute(async (trx) => {
          const write = context(request, trx);
          // Stamped inside the transaction: the next number is read where the row is written.
          const stamped = await stampCreate(trx, def, caller(request), input);
          const row = await insertRecord(
            trx,
            def.entity,
            toStoredJson(def, hooks.toRow ? await hooks.toRow(stamped, write) : stamped),
          );
          await saveFiles(trx, def, Number(row.id), stored);
          await hooks.afterWrite?.(row as never, input, write);
          await recordWrite(trx, historyOf(request), 'create', undefined, row);
          return row;
        });
        return reply.code(201).send((await show(request, [created]))[0]);
      } catch (error) {
        await removeStored(store, stored);
        throw error;
      }
    });
  }

  if (can('update') && updateSchema) {
    app.route<{ Params: Params }>({
      method: def.updateMethod,
      url: item,
      ...guarded(permissionOf(def, 'update')),
      handler: async (request, reply) => {
        const { row, key, at } = await existing(registry, def, request);
        assertKindHeld(def, caller(request), row);
        // A stale If-Match is refused before anything is read or stored; the update below re-checks it.
        const version = expectedVersion(request);
        if (version !== undefined && version !== row.updated_at)
          throw await staleVersion(app.db, def, key, row);
        const { body: raw, files } = await readWrite(request, app.appConfig, def, false);
        // Edits are partial (the SPA drops empty fields): validate the stored record with the changes applied.
        const stored = toApiRecord(def, hooks, row);
        const body = withoutStamps(def, clean(raw));
        assertDetailsWritable(def, caller(request), body, 'UPDATE');
        const merged = { ...stored, ...body };
        const input = stampUpdate(
          def,
          caller(request),
          withScope(await validateBody(forEdit(updateSchema, stored, body), merged), at.scope),
          row,
        );
        await checkOwner(registry, def, request, input);
        await hooks.check?.(input, context(request, app.db, row));
        const written = await storeFiles(store, files);
        let replaced: string[] = [];
        let updated: Row;
        try {
          updated = await app.db.transaction().execute(async (trx) => {
            const write = context(request, trx, row);
            const values = toStoredJson(def, hooks.toRow ? await hooks.toRow(input, write) : input);
            const saved = await updateRecord(trx, at, key, values, version);
            if (!saved && version !== undefined) throw await staleVersion(trx, def, key, undefined);
            if (!saved) throw notFound();
            replaced = await saveFiles(trx, def, Number(saved.id), written);
            await hooks.afterWrite?.(saved as never, input, write);
            await recordWrite(trx, historyOf(request), 'update', row, saved);
            return saved;
          });
        } catch (error) {
          await removeStored(store, written);
          throw error;
        }
        for (const fileName of replaced) await removeFile(store, fileName);
        const etag = etagOf(updated);
        if (etag) reply.header('etag', etag);
        return (await show(request, [updated]))[0];
      },
    });
  }

  if (can('delete')) {
    app.delete<{ Params: Params }>(item, guarded(permissionOf(def, 'delete')), async (request, reply) => {
      const { row, key, at } = await existing(registry, def, request);
      assertKindHeld(def, caller(request), row);
      assertDetailsDeletable(def, caller(request));
      const version = expectedVersion(request);
      if (version !== undefined && version !== row.updated_at)
        throw await staleVersion(app.db, def, key, row);
      await refuseWhileInUse(app.db, registry.rows, def, key);
      await hooks.beforeDelete?.(row as never, context(request, app.db, row));
      await app.db.transaction().execute(async (trx) => {
        if (!(await deleteRecord(trx, at, key))) throw notFound();
        await hooks.afterDelete?.(row as never, context(request, trx, row));
        await recordWrite(trx, historyOf(request), 'delete', row, undefined);
      });
      // Files go after the rows are gone: a failed delete leaves the record with its images.
      if (def.mediaOwner) await deleteMediaOf(app.db, store, def.mediaOwner, Number(row.id));
      return reply.code(204).send();
    });
  }

  registerOperations(app, registry, def, { collection, item, clean, show });
}
