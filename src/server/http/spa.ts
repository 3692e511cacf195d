// Serves the built SPA (when dist/ exists) with history fallback: a GET outside /api and /media
// that matches no file gets index.html, so deep links work. Everything else unknown is a JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errorHandler';

const isApiLike = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/media/');

export default fp(async function spa(app: FastifyInstance) {
  const root = app.appConfig.staticDir;
  const hasSpa = existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // index.html must be revalidated so a new build is picked up; hashed bundles may be cached.
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const method = request.method;
    if (hasSpa && (method === 'GET' || method === 'HEAD') && !isApiLike(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 404, 'route_not_found');
  });
});
