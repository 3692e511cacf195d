// The one route factory (ARCHITECTURE §5, §8): a registry row plus its entity's hooks become list / read /
// create / update / delete routes and the row's operations, each behind its permission, inside the row's
// parent chain and the caller's reach. Every write, its children and its version bump commit in one transaction.
// Each verb's route is in routes/; this file picks those the row's actions name.
import type { FastifyInstance } from 'fastify';
import type { CrudAction, ResourceDef } from '../../shared/resourceDef';
import type { Registry } from './locate';
import { registerOperations } from './operations';
import { registerCreate } from './routes/create';
import { registerList } from './routes/list';
import { registerRead } from './routes/read';
import { registerRemove } from './routes/remove';
import { rowRoutes } from './routes/row';
import { registerUpdate } from './routes/update';

/**
 * Serves one registry row: a route for each of its `actions` and each of its `operations`. resources/index.ts
 * calls it for every row but uploads; an area adds nothing here, only its row and its hooks (`defineHooks`).
 *
 * @example
 * // foods (actions: all, family FOODS) gets GET and POST /foods, GET, PUT and DELETE /foods/:id behind
 * // FOODS_SEARCH, FOODS_CREATE, FOODS_READ, FOODS_UPDATE and FOODS_DELETE; modules/foods/hooks.ts decorates it.
 * registerResource(app, registry, registry.rows.foods);
 */
export function registerResource(app: FastifyInstance, registry: Registry, def: ResourceDef): void {
  const can = (action: CrudAction) => def.actions.includes(action);
  const schema = def.schema;
  const updateSchema = def.updateSchema ?? def.schema;
  if ((can('create') || can('update')) && (!schema || !updateSchema)) {
    throw new Error(`Resource '${def.name}' writes records but names no schema`);
  }
  const routes = rowRoutes(app, registry, def);
  if (can('search')) registerList(routes);
  if (can('read')) registerRead(routes);
  if (can('create') && schema) registerCreate(routes, schema);
  if (can('update') && updateSchema) registerUpdate(routes, updateSchema);
  if (can('delete')) registerRemove(routes);
  registerOperations(app, registry, def, routes);
}
