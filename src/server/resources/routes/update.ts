// PUT (or the row's update method) /<path>/:id: a partial edit, validated as the stored record with the changes
// applied, in one transaction with its children and history entry; files it replaces go once it commits.
import type { AnyObjectSchema } from 'yup';
import { permissionOf } from '../../../shared/resourceDef';
import { guarded } from '../../auth/guard';
import { updateRecord, type Row } from '../../db/repositories/records';
import { recordWrite } from '../../history/record';
import { notFound } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { removeFile } from '../../media/storage';
import { assertDetailsWritable } from '../details';
import { readWrite, removeStored, saveFiles, storeFiles } from '../files';
import { checkOwner, existing } from '../locate';
import { toApiRecord, toStoredJson } from '../present';
import { assertKindHeld } from '../rowPermission';
import { stampUpdate, withoutStamps } from '../stamps';
import { etagOf, expectedVersion, staleVersion } from '../versions';
import { withScope, type Params, type RowRoutes } from './row';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The update schema for one edit: a field the edit does not send and that is stored empty (a record older than a
 * rule, such as the seeded admin without a phone) is left as it is instead of blocking every other change.
 */
function forEdit(schema: AnyObjectSchema, stored: Row, body: Row): AnyObjectSchema {
  const untouched = Object.keys(schema.fields).filter((field) => !(field in body) && isEmpty(stored[field]));
  return untouched.length > 0 ? schema.omit(untouched) : schema;
}

export function registerUpdate(routes: RowRoutes, updateSchema: AnyObjectSchema): void {
  const { app, registry, def, hooks, store, item, caller, show, clean, context, historyOf } = routes;
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
