// Uploaded files, served read-only: public ones at /media/<generated name>; private ones (a member's photos)
// only at /media/private/<name> with a valid signature (signedUrl.ts), never at their bare address.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPrivateFile } from '../db/repositories/media';
import { notFound } from '../http/errors';
import { validSignature } from './signedUrl';
import { demoMediaDir, mediaDir } from './storage';

/** A file name as the server writes them (uploads and demo files): no path, no dot-files. */
const SAFE_NAME = /^[\w-]+\.[a-z0-9]{2,5}$/;

export default async function mediaStatic(app: FastifyInstance) {
  const root = mediaDir(app.appConfig.dataDir);
  mkdirSync(root, { recursive: true });

  await app.register(async (publicFiles) => {
    // A private upload's bare address answers 404, with or without a session.
    publicFiles.addHook('onRequest', async (request) => {
      const name = decodeURIComponent(request.url.split('?')[0]!.replace(/^\/media\//, ''));
      if (!name.startsWith('private/') && (await isPrivateFile(app.db, name))) throw notFound();
    });
    await publicFiles.register(fastifyStatic, {
      // Demo photos and videos ship with the code (generated at development time) and are served in place, so
      // seeding copies nothing and a deleted demo upload removes only its row (removeFile deletes only generated
      // names).
      root: [root, demoMediaDir],
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Names are unique per upload (a replaced file gets a new name), so files never change.
      maxAge: '30d',
      immutable: true,
      setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
    });
  });

  await app.register(async (privateFiles) => {
    await privateFiles.register(fastifyStatic, { root, serve: false, decorateReply: true, index: false });
    privateFiles.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>(
      '/media/private/:name',
      { config: { access: 'public' } },
      async (request, reply) => {
        const { name } = request.params;
        if (!SAFE_NAME.test(name)) throw notFound();
        if (!validSignature(app.appConfig.jwtSecret, name, request.query.exp, request.query.sig))
          throw notFound();
        const folder = existsSync(path.join(root, name)) ? root : demoMediaDir;
        reply.header('cache-control', 'private, max-age=300');
        reply.header('x-content-type-options', 'nosniff');
        // sendFile answers ranges (videos) and 404s a missing file.
        return reply.sendFile(name, folder, { cacheControl: false });
      },
    );
  });
}
