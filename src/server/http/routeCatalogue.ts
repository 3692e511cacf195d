// Records each route and its guard as it is registered, so the permission matrix can be checked
// against what the server really serves rather than a hand-kept list.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  permission?: string;
  access?: 'public' | 'signed-in';
}

export function recordRoutes(app: FastifyInstance): void {
  const catalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalogue.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        access: route.config?.access,
      });
    }
  });
}
