// Every registry row served by the generic factory, with its hooks; media rows are served by media/.
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../shared/resources';
import { articlesHooks } from './articles';
import { branchesHooks } from './branches';
import { registerCrud } from './factory';
import type { ResourceHooks } from './hooks';
import { membersHooks } from './members';
import { rolesHooks } from './roles';
import sendPasswordRoute from './sendPassword';
import { usersHooks } from './users';

/** Hooks per stored entity; a sub-resource uses its entity's hooks. */
const HOOKS: Record<string, ResourceHooks> = {
  users: usersHooks,
  roles: rolesHooks,
  branches: branchesHooks,
  articles: articlesHooks,
  members: membersHooks,
};

export default async function resourceRoutes(app: FastifyInstance) {
  for (const def of Object.values(RESOURCES)) {
    if ('upload' in def && def.upload) continue;
    const hooks = HOOKS[def.entity];
    if (!hooks) throw new Error(`No hooks for entity '${def.entity}' (resource '${def.name}')`);
    registerCrud(app, def, hooks);
  }
  await app.register(sendPasswordRoute);
}
