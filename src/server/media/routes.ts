// media and mediaStorage (spec part 1 §7, part 2 §7): the same store under two names, MEDIA_* permissions.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';
import { RESOURCES, permissionOf, type ResourceDef } from '../../shared/resources';
import { INVALID } from '../../shared/schemas/fields';
import { guarded } from '../auth/guard';
import { deleteMediaRow, findMedia, insertMedia, replaceMediaFile } from '../db/repositories/media';
import { listRecords } from '../db/repositories/records';
import type { Media } from '../db/schema';
import { notFound, validationFailed } from '../http/errors';
import { MAX_DB_INTEGER } from '../http/inputGuard';
import { validateBody } from '../http/validate';
import { parseListQuery } from '../resources/listQuery';
import { presentMedia } from './present';
import { removeFile, storeFile } from './storage';
import { multipartOptions, readUpload } from './upload';

const REQUIRED = 'generic.fields.required';

const uploadFieldsSchema = object({
  owner: string()
    .trim()
    .required(REQUIRED)
    .matches(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, INVALID),
  owner_id: number()
    .typeError(INVALID)
    .required(REQUIRED)
    .integer(INVALID)
    .min(0, INVALID)
    .max(MAX_DB_INTEGER, INVALID),
});

type IdParams = { Params: { id: string } };

/** Runs the row write for a freshly stored file; when it fails, the file goes too. */
export async function withFileRollback<T>(
  dataDir: string,
  fileName: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeFile(dataDir, fileName);
    throw error;
  }
}

function registerMediaRoutes(app: FastifyInstance, def: ResourceDef) {
  const collection = `/${def.path}`;
  const item = `${collection}/:id`;
  const { dataDir } = app.appConfig;

  async function stored(idParam: string): Promise<Media> {
    const id = Number(idParam);
    const media = Number.isInteger(id) && id > 0 ? await findMedia(app.db, id) : undefined;
    if (!media) throw notFound();
    return media;
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    collection,
    guarded(permissionOf(def, 'search')),
    async (request, reply) => {
      const { rows, total } = await listRecords(app.db, 'media', parseListQuery(def, request.query));
      reply.header('x-total-count', String(total));
      return (rows as Media[]).map(presentMedia);
    },
  );

  app.get<IdParams>(item, guarded(permissionOf(def, 'read')), async (request) =>
    presentMedia(await stored(request.params.id)),
  );

  app.post(collection, guarded(permissionOf(def, 'create')), async (request, reply) => {
    const { fields, file } = await readUpload(request, app.appConfig);
    const { owner, owner_id } = await validateBody(uploadFieldsSchema, fields);
    if (!file) throw validationFailed({ file: REQUIRED });
    const fileName = await storeFile(dataDir, file.content, file.type.extension);
    // The file is written first (the row names it) and removed again when its row cannot be inserted,
    // so a refused insert leaves no orphan on disk.
    const media = await withFileRollback(dataDir, fileName, () =>
      insertMedia(app.db, {
        owner,
        owner_id,
        kind: file.type.kind,
        mime_type: file.type.mime,
        size: file.content.length,
        file_name: fileName,
        original_name: file.originalName,
        // The spec's uploads are always public.
        visibility: 'public',
      }),
    );
    return reply.code(201).send(presentMedia(media));
  });

  app.put<IdParams>(item, guarded(permissionOf(def, 'update')), async (request) => {
    const previous = await stored(request.params.id);
    const { file } = await readUpload(request, app.appConfig);
    if (!file) throw validationFailed({ file: REQUIRED });
    const fileName = await storeFile(dataDir, file.content, file.type.extension);
    const media = await withFileRollback(dataDir, fileName, async () => {
      const row = await replaceMediaFile(app.db, previous.id, {
        kind: file.type.kind,
        mime_type: file.type.mime,
        size: file.content.length,
        file_name: fileName,
        original_name: file.originalName,
      });
      if (!row) throw notFound();
      return row;
    });
    await removeFile(dataDir, previous.file_name);
    return presentMedia(media);
  });

  app.delete<IdParams>(item, guarded(permissionOf(def, 'delete')), async (request, reply) => {
    const media = await stored(request.params.id);
    await deleteMediaRow(app.db, media.id);
    await removeFile(dataDir, media.file_name);
    return reply.code(204).send();
  });
}

export default async function mediaRoutes(app: FastifyInstance) {
  const options = multipartOptions(app.appConfig);
  // One file per media upload.
  await app.register(multipart, { limits: { ...options.limits, files: 1 } });
  registerMediaRoutes(app, RESOURCES.media);
  registerMediaRoutes(app, RESOURCES.mediaStorage);
}
