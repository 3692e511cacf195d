// DELETE /<path>/:id: refused while the record is referenced (409) or out of date (If-Match, 412); its
// children and history entry go in the row's transaction, its uploads after it commits. A row whose hooks
// `remove` it keeps the record, changed as they say (a booking's cancel).
import { permissionOf } from '../../../shared/resourceDef';
import { guarded } from '../../auth/guard';
import { deleteRecord } from '../../db/repositories/records';
import { recordWrite } from '../../history/record';
import { notFound } from '../../http/errors';
import { deleteMediaOf } from '../../media/ownedMedia';
import { assertDetailsDeletable } from '../details';
import { refuseWhileInUse } from '../inUse';
import { existing } from '../locate';
import { assertKindHeld } from '../rowPermission';
import { expectedVersion, staleVersion } from '../versions';
import type { Params, RowRoutes } from './row';

export function registerRemove({
  app,
  registry,
  def,
  hooks,
  store,
  item,
  caller,
  context,
  historyOf,
}: RowRoutes): void {
  app.delete<{ Params: Params }>(item, guarded(permissionOf(def, 'delete')), async (request, reply) => {
    const { row, key, at } = await existing(registry, def, request);
    assertKindHeld(def, caller(request), row);
    assertDetailsDeletable(def, caller(request));
    const version = expectedVersion(request);
    if (version !== undefined && version !== row.updated_at) throw await staleVersion(app.db, def, key, row);
    await refuseWhileInUse(app.db, registry.rows, def, key);
    await hooks.beforeDelete?.(row as never, context(request, app.db, row));
    await app.db.transaction().execute(async (trx) => {
      if (hooks.remove) {
        const after = await hooks.remove(row as never, context(request, trx, row));
        await recordWrite(trx, historyOf(request), 'update', row, after);
        return;
      }
      if (!(await deleteRecord(trx, at, key))) throw notFound();
      await hooks.afterDelete?.(row as never, context(request, trx, row));
      await recordWrite(trx, historyOf(request), 'delete', row, undefined);
    });
    // Files go after the rows are gone: a failed delete leaves the record with its images.
    if (def.mediaOwner && !hooks.remove) await deleteMediaOf(app.db, store, def.mediaOwner, Number(row.id));
    return reply.code(204).send();
  });
}
