// Everything under /api/v1: headers every API answer carries, then the route groups — sign-in, the modules'
// own routes, every registry row, media, and the OpenAPI document describing them all.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import authRoutes from '../auth/routes';
import mediaRoutes from '../resources/mediaRoutes';
import openApiRoute from '../openapi/route';
import resourceRoutes from '../resources';
import type { Registry } from '../resources/locate';
import { APP_VERSION } from '../version';

export interface ApiOptions {
  registry: Registry;
  /** The modules' routes beside the registry's. */
  routes: readonly FastifyPluginAsync[];
}

export default async function apiRoutes(app: FastifyInstance, { registry, routes }: ApiOptions) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-app-version', APP_VERSION);
    reply.header('access-control-expose-headers', 'x-total-count, x-app-version');
    // API answers are per-user data: never let a shared cache keep them.
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(authRoutes);
  for (const area of routes) await app.register(area);
  await app.register(resourceRoutes, { registry });
  await app.register(mediaRoutes, { registry });
  await app.register(openApiRoute, { registry });
}
