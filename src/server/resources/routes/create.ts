// POST /<path>: a new record. Refusals come in a fixed order: a path parent out of reach (404) before the body
// or its upload is read, then the body (400, 403 for details not held), its query parents (400 on the field),
// the schema, the kinds held, the owner and the entity's own checks. Files are stored before the transaction
// that writes the row, its children and its history entry, and removed again when it fails.
import type { AnyObjectSchema } from 'yup';
import { permissionOf } from '../../../shared/resourceDef';
import { guarded } from '../../auth/guard';
import { insertRecord } from '../../db/repositories/records';
import { recordWrite } from '../../history/record';
import { validateBody } from '../../http/validate';
import { assertDetailsWritable } from '../details';
import { readWrite, removeStored, saveFiles, storeFiles } from '../files';
import { checkOwner, locate, withQueryParents } from '../locate';
import { toStoredJson } from '../present';
import { assertKindHeld } from '../rowPermission';
import { stampCreate, withoutStamps } from '../stamps';
import { withScope, type Params, type RowRoutes } from './row';

export function registerCreate(routes: RowRoutes, schema: AnyObjectSchema): void {
  const { app, registry, def, hooks, store, collection, caller, show, clean, context, historyOf } = routes;
  app.post<{ Params: Params }>(collection, guarded(permissionOf(def, 'create')), async (request, reply) => {
    const path = await locate(registry, def, request);
    const { body: raw, files } = await readWrite(request, app.appConfig, def, true);
    const body = withoutStamps(def, clean(raw));
    assertDetailsWritable(def, caller(request), body, 'CREATE');
    const at = await withQueryParents(registry, def, request, path, { from: 'body', values: body });
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
