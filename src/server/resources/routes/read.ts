// GET /<path>/:id: one record within its parents and the caller's reach (404 otherwise), with its ETag.
import { permissionOf } from '../../../shared/resourceDef';
import { guarded } from '../../auth/guard';
import { existing } from '../locate';
import { assertKindHeld } from '../rowPermission';
import { etagOf } from '../versions';
import type { Params, RowRoutes } from './row';

export function registerRead({ app, registry, def, item, caller, show }: RowRoutes): void {
  app.get<{ Params: Params }>(item, guarded(permissionOf(def, 'read')), async (request, reply) => {
    const { row } = await existing(registry, def, request);
    assertKindHeld(def, caller(request), row);
    const etag = etagOf(row);
    if (etag) reply.header('etag', etag);
    return (await show(request, [row]))[0];
  });
}
