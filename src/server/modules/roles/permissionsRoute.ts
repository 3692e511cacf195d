// GET permissions: the catalogue grouped for the role editor, optionally narrowed by ?group= and ?q=.
import type { FastifyInstance } from 'fastify';
import { permissionGroups } from '../../../shared/permissionCatalogue';
import { object, string } from 'yup';
import { signedIn } from '../../auth/guard';

interface PermissionsQuery {
  group?: string;
  q?: string;
}

const doc = {
  summary: 'The permission catalogue, grouped (for the role editor)',
  query: object({
    group: string().meta({ description: 'Only this group.' }),
    q: string().meta({ description: 'Only keys containing this text.' }),
  }),
};

export default async function permissionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PermissionsQuery }>('/permissions', signedIn(doc), async (request) => {
    const group = typeof request.query.group === 'string' ? request.query.group.trim().toUpperCase() : '';
    const q = typeof request.query.q === 'string' ? request.query.q.trim().toUpperCase() : '';
    return permissionGroups()
      .filter((g) => !group || g.group === group)
      .map((g) => ({ group: g.group, permissions: g.permissions.filter((p) => !q || p.includes(q)) }))
      .filter((g) => g.permissions.length > 0);
  });
}
