// Where uploads wait between being received and being stored: one temporary folder per process, and each
// request's files removed once its answer is sent or the client went away (uploadCleanup, registered beside
// @fastify/multipart), whatever the route did with them; the folder goes when the app closes.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

let folder: string | undefined;
const files = new WeakMap<FastifyRequest, string[]>();

/**
 * Made synchronously: a part's stream must be read from the moment it is handed over (see upload.ts). Made again
 * if an app closed meanwhile (tests run several in one process); its name is not guessable, and only this user's.
 */
export function uploadTempFolder(): string {
  folder ??= path.join(os.tmpdir(), `gym-uploads-${randomBytes(8).toString('hex')}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}

export function keepForCleanup(request: FastifyRequest, file: string): void {
  const kept = files.get(request);
  if (kept) kept.push(file);
  else files.set(request, [file]);
}

async function removeFiles(request: FastifyRequest): Promise<void> {
  const kept = files.get(request);
  if (!kept) return;
  files.delete(request);
  await Promise.all(kept.map((file) => rm(file, { force: true })));
}

export const uploadCleanup = fp(async function uploadCleanup(app: FastifyInstance) {
  app.addHook('onResponse', removeFiles);
  app.addHook('onRequestAbort', removeFiles);
  app.addHook('onClose', async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
});
