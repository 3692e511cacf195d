// GET /api/v1/openapi.json: the OpenAPI 3.1 document of this server (document.ts), for any signed-in staff member —
// it describes calls, never data, and is the same for everyone (each operation names the permission it needs).
// Built once, on the first call, when every route is registered.
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth/guard';
import { uploadFieldsSchema } from '../resources/mediaRoutes';
import type { Registry } from '../resources/locate';
import { APP_VERSION } from '../version';
import { openApiDocument } from './document';

export default async function openApiRoute(app: FastifyInstance, { registry }: { registry: Registry }) {
  let document: string | undefined;
  app.get(
    '/openapi.json',
    signedIn({
      summary: 'This document: the API as OpenAPI 3.1',
      description:
        'Generated from the registry rows, their yup schemas and the routes the server registered. The browsable ' +
        'reference is the page `/api/docs`.',
      tag: 'reference',
    }),
    async (_request, reply) => {
      document ??= JSON.stringify(
        openApiDocument({
          catalogue: app.routeCatalogue,
          rows: registry.rows,
          version: APP_VERSION,
          uploadFields: uploadFieldsSchema,
        }),
      );
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );
}
