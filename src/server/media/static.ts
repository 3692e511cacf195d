// Uploaded files, served read-only through any node from the media store: public ones at /media/<name>;
// private ones (a member's photos) only at /media/private/<name> with a valid signature (signedUrl.ts), never at
// their bare address. Single byte ranges are answered (206) so videos seek; the store is asked for the range.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { isPrivateFile } from '../db/repositories/media';
import { demoMediaDir } from '../db/seed/demoMedia';
import { notFound, routeNotFound } from '../http/errors';
import { validSignature } from './signedUrl';
import { contentTypeOf, type MediaStore } from './store';
import { localStore } from './store/localStore';

/** A file name as the server writes them (uploads and demo files): no path, no dot-files. */
const SAFE_NAME = /^[\w-]+\.[a-z0-9]{2,5}$/;

type NameParams = { Params: { name: string }; Querystring: { exp?: string; sig?: string } };

export default async function mediaStatic(app: FastifyInstance) {
  // Demo photos and videos ship with the code and are served in place on every node, whatever the store.
  const demo = localStore(demoMediaDir);
  const demoNames = new Set<string>();
  for await (const name of demo.list()) demoNames.add(name);
  const sourceOf = (name: string): MediaStore => (demoNames.has(name) ? demo : app.mediaStore);

  async function send(request: FastifyRequest, reply: FastifyReply, name: string, cacheControl: string) {
    const source = sourceOf(name);
    const found = await source.stat(name);
    if (!found) throw routeNotFound();
    reply.header('accept-ranges', 'bytes');
    reply.header('cache-control', cacheControl);
    reply.header('x-content-type-options', 'nosniff');
    reply.type(contentTypeOf(name));
    const asked = request.headers.range
      ? rangeParser(found.size, request.headers.range, { combine: true })
      : -2;
    if (asked === -1) return reply.code(416).header('content-range', `bytes */${found.size}`).send();
    // No range, a malformed one, or several: the whole file (a multipart answer helps no browser here).
    const range = Array.isArray(asked) && asked.length === 1 ? asked[0] : undefined;
    const object = await source.get(name, range);
    if (!object) throw routeNotFound();
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
      reply.header('content-length', range.end - range.start + 1);
    } else reply.header('content-length', object.size);
    return reply.send(object.body);
  }

  const publicFile = {
    summary: 'A public upload (articles, branches, moves…), by the name the API answered',
    description: 'Byte ranges are served (206). A private upload’s bare address is a 404.',
    answer: 'file',
    errors: [404],
    tag: 'media files',
  } as const;
  const publicOptions = { config: { access: 'public' as const, doc: publicFile } };
  app.get<NameParams>('/media/:name', publicOptions, async (request, reply) => {
    const { name } = request.params;
    // A private upload's bare address answers 404, with or without a session.
    if (!SAFE_NAME.test(name) || (await isPrivateFile(app.db, name))) throw notFound();
    // Names are unique per upload (a replaced file gets a new name), so files never change.
    return send(request, reply, name, 'public, max-age=2592000, immutable');
  });

  const privateFile = {
    summary: 'A private upload (a member’s), by the signed address the API answered (valid 10–15 minutes)',
    description:
      'The address carries `exp` and `sig`; an expired or altered one is a 404, with or without a session.',
    answer: 'file',
    errors: [404],
    tag: 'media files',
  } as const;
  const privateOptions = { config: { access: 'public' as const, doc: privateFile } };
  app.get<NameParams>('/media/private/:name', privateOptions, async (request, reply) => {
    const { name } = request.params;
    if (!SAFE_NAME.test(name)) throw notFound();
    if (!validSignature(app.appConfig.jwtSecret, name, request.query.exp, request.query.sig))
      throw notFound();
    return send(request, reply, name, 'private, max-age=300');
  });
}
