// GET /<path>: a page of the row's records within the call's parents (path and query string), the caller's
// reach and the kinds they hold, with the total in x-total-count.
import { permissionOf } from '../../../shared/resourceDef';
import { guarded } from '../../auth/guard';
import { listRecords } from '../../db/repositories/records';
import { parseListQuery } from '../listQuery';
import { listTables, locate, withQueryParents } from '../locate';
import { kindCondition } from '../rowPermission';
import type { Params, RowRoutes } from './row';

export function registerList({ app, registry, def, collection, caller, show }: RowRoutes): void {
  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    collection,
    guarded(permissionOf(def, 'search')),
    async (request, reply) => {
      const at = await withQueryParents(registry, def, request, await locate(registry, def, request), {
        from: 'query',
        values: request.query,
      });
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
