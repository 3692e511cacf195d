// Records each route and its guard as it is registered, so the permission matrix can be checked
// against what the server really serves rather than a hand-kept list — and the OpenAPI document
// (src/server/openapi/) describes every route the server serves.
import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema } from 'yup';

/**
 * What the OpenAPI document says of a route that is no registry row's (a module's own route, sign-in, health):
 * `config: { doc }` on the route, or `signedIn(doc)` / `guarded(permission, doc)`. Read only by the document.
 */
export interface RouteDoc {
  /** One line: what the call does. */
  summary: string;
  /** More, in Markdown. */
  description?: string;
  /** The JSON body, as the route validates it. */
  body?: AnyObjectSchema;
  /** The query parameters, as the route reads them (each field one parameter). */
  query?: AnyObjectSchema;
  /** What a success answers: JSON (default), nothing (204), HTML, plain text or a file. */
  answer?: 'json' | 'empty' | 'html' | 'text' | 'file';
  /** Statuses the route answers besides those of its guard and body (409, 429…). */
  errors?: readonly number[];
  /** The group it is listed under (by default the first segment of its path). */
  tag?: string;
}

export interface RouteEntry {
  method: string;
  url: string;
  permission?: string;
  access?: 'public' | 'signed-in';
  doc?: RouteDoc;
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
        ...(route.config?.doc ? { doc: route.config.doc } : {}),
      });
    }
  });
}
