// Uploaded files, served read-only at /media/<generated name>.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mediaDir } from './storage';

export default async function mediaStatic(app: FastifyInstance) {
  const root = mediaDir(app.appConfig.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
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
