// Everything under /api/v1: headers every API answer carries, then the route groups.
import type { FastifyInstance } from 'fastify';
import authRoutes from '../auth/routes';
import mediaRoutes from '../media/routes';
import resourceRoutes, { type ResourceRoutesOptions } from '../resources';
import { APP_VERSION } from '../version';
import cityRoutes from './cities';
import dashboardRoutes from './dashboard';
import moveRoutes from './moves';
import permissionRoutes from './permissions';
import profileRoutes from './profile';

export default async function apiRoutes(app: FastifyInstance, options: ResourceRoutesOptions) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-app-version', APP_VERSION);
    reply.header('access-control-expose-headers', 'x-total-count, x-app-version');
    // API answers are per-user data: never let a shared cache keep them.
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(authRoutes);
  await app.register(permissionRoutes);
  await app.register(profileRoutes);
  await app.register(cityRoutes);
  await app.register(moveRoutes);
  await app.register(dashboardRoutes);
  await app.register(resourceRoutes, { resources: options.resources, hooks: options.hooks });
  await app.register(mediaRoutes);
}
