// Uploaded files, served read-only at /media/<generated name>.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { demoMediaDir, mediaDir } from './storage';

export default async function mediaStatic(app: FastifyInstance) {
  const root = mediaDir(app.appConfig.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    // Demo photos and videos ship with the code (generated at development time) and are served in place, so
    // seeding copies nothing and a deleted demo upload removes only its row (removeFile deletes only generated names).
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
}
