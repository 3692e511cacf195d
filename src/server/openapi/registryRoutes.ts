// Which registry row and verb each route of the route factory (resources/factory.ts, operations.ts) and of the
// media routes serves, computed from the rows as those files build their URLs: the OpenAPI document matches the
// route catalogue against it, so a route nobody describes by hand still gets its row's parameters and schemas.
import {
  operationSegment,
  type CrudAction,
  type OperationDef,
  type ResourceDef,
} from '../../shared/resourceDef';

export type RegistryVerb =
  { kind: 'crud'; action: CrudAction } | { kind: 'operation'; name: string; op: OperationDef };

export interface RegistryRoute {
  def: ResourceDef;
  verb: RegistryVerb;
}

export const API_PREFIX = '/api/v1';

/** `METHOD /api/v1/path/:id` → the row and verb it serves. */
export function registryRoutes(rows: Readonly<Record<string, ResourceDef>>): Map<string, RegistryRoute> {
  const routes = new Map<string, RegistryRoute>();
  const add = (method: string, url: string, route: RegistryRoute) => {
    const key = `${method} ${url}`;
    if (!routes.has(key)) routes.set(key, route);
  };
  for (const def of Object.values(rows)) {
    const collection = `${API_PREFIX}/${def.path}`;
    const item = `${collection}/:id`;
    // Upload rows (resources/mediaRoutes.ts) replace a file with PUT; the factory uses the row's update method.
    const crud: Record<CrudAction, [string, string]> = {
      search: ['GET', collection],
      read: ['GET', item],
      create: ['POST', collection],
      update: [def.upload ? 'PUT' : def.updateMethod, item],
      delete: ['DELETE', item],
    };
    for (const action of def.actions) {
      const [method, url] = crud[action];
      add(method, url, { def, verb: { kind: 'crud', action } });
    }
    for (const [name, op] of Object.entries(def.operations)) {
      const url = op.path
        ? `${API_PREFIX}/${op.path}`
        : `${op.on === 'record' ? item : collection}/${operationSegment(name, op)}`;
      add(op.method, url, { def, verb: { kind: 'operation', name, op } });
    }
  }
  return routes;
}
