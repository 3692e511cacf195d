// The upload rows' routes, media and mediaStorage (spec part 1 §7, part 2 §7): the same store under two names,
// MEDIA_* permissions. Here rather than in media/ because a member's uploads are found through their record's
// parents and reach (locate.ts): media/ keeps the files, resources/ decides who reaches them.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { number, object, string } from 'yup';
import { hasAny } from '../../shared/permissions';
import { holdsMemberData } from '../../shared/resourceDef';
import { RESOURCES, permissionOf, type ResourceDef } from '../../shared/resources';
import { INVALID } from '../../shared/schemas/fields';
import { guarded } from '../auth/guard';
import type { Principal } from '../auth/principal';
import { deleteMediaRow, findMedia, insertMedia, replaceMediaFile } from '../db/repositories/media';
import { listRecords } from '../db/repositories/records';
import type { Database, Media } from '../db/schema';
import { forbidden, notFound, validationFailed } from '../http/errors';
import { MAX_DB_INTEGER } from '../http/inputGuard';
import { validateBody } from '../http/validate';
import { memberOfKey } from '../history/memberOf';
import { recordWrite } from '../history/record';
import { presentMedia } from '../media/present';
import { mediaSigner } from '../media/signedUrl';
import { removeFile, storeFile } from '../media/storage';
import type { MediaStore } from '../media/store';
import { multipartOptions, readUpload } from '../media/upload';
import { uploadCleanup } from '../media/uploadTemp';
import { parseListQuery } from './listQuery';
import { findWithinReach, type Registry } from './locate';

const REQUIRED = 'generic.fields.required';

/** The text fields of a media upload (read by the OpenAPI document too). */
export const uploadFieldsSchema = object({
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
  store: MediaStore,
  fileName: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeFile(store, fileName);
    throw error;
  }
}

/** The registry rows whose uploads media rows hold, by their `mediaOwner` name. */
function ownerRows(registry: Registry): Map<string, ResourceDef> {
  const rows = new Map<string, ResourceDef>();
  // A row served under a parent's path too (a member's posture analyses) is found by its top-level row.
  const topLevel = (row: ResourceDef) => row.parents.every((p) => p.in === 'query');
  for (const row of Object.values(registry.rows)) {
    const known = row.mediaOwner ? rows.get(row.mediaOwner) : undefined;
    if (row.mediaOwner && (!known || (!topLevel(known) && topLevel(row)))) rows.set(row.mediaOwner, row);
  }
  return rows;
}

function registerMediaRoutes(app: FastifyInstance, registry: Registry, def: ResourceDef) {
  const collection = `/${def.path}`;
  const item = `${collection}/:id`;
  const store = app.mediaStore;
  const owners = ownerRows(registry);
  /** The history entry of an upload's write: its member is its owner record's (a posture photo's member). */
  const record = async (
    db: Kysely<Database>,
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    before: Media | undefined,
    after: Media | undefined,
  ) => {
    const upload = (after ?? before)!;
    const ownerDef = owners.get(upload.owner);
    const memberId =
      ownerDef && holdsMemberData(ownerDef, registry.rows)
        ? ((await memberOfKey(db, registry.rows, ownerDef, upload.owner_id)) ?? -1)
        : null;
    await recordWrite(
      db,
      { rows: registry.rows, def, principal: request.principal ?? null },
      action,
      before,
      after,
      memberId,
    );
  };
  const signer = () => mediaSigner(app.appConfig.jwtSecret);

  async function stored(idParam: string): Promise<Media> {
    const id = Number(idParam);
    const media = Number.isInteger(id) && id > 0 ? await findMedia(app.db, id) : undefined;
    if (!media) throw notFound();
    return media;
  }

  /**
   * A member's uploads follow their record (they are health data): reading needs the record's read permission, changing its
   * update permission, and the record within the caller's reach (404 otherwise, as for the member). Other
   * owners' uploads are public content under MEDIA_* alone. Answers the visibility the upload has.
   */
  async function gate(
    request: FastifyRequest,
    owner: string,
    ownerId: number,
    verb: 'read' | 'update',
  ): Promise<'public' | 'private'> {
    const row = owners.get(owner);
    if (!row || !holdsMemberData(row, registry.rows)) return 'public';
    if (!hasAny((request.principal as Principal).permissions, permissionOf(row, verb))) throw forbidden();
    if (!(await findWithinReach(registry, row, request, ownerId))) throw notFound();
    return 'private';
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    collection,
    guarded(permissionOf(def, 'search')),
    async (request, reply) => {
      const spec = parseListQuery(def, request.query);
      const owner = typeof request.query.owner === 'string' ? request.query.owner : '';
      const ownerId = Number(request.query.owner_id);
      if (owner && owners.has(owner) && holdsMemberData(owners.get(owner)!, registry.rows)) {
        // A member's uploads are listed only for one record the caller may read.
        if (!Number.isInteger(ownerId) || ownerId <= 0) throw validationFailed({ owner_id: REQUIRED });
        await gate(request, owner, ownerId, 'read');
      } else spec.where.push({ column: 'visibility', kind: 'eq', value: 'public' });
      const { rows, total } = await listRecords(app.db, 'media', spec);
      reply.header('x-total-count', String(total));
      const sign = signer();
      return (rows as Media[]).map((row) => presentMedia(row, sign));
    },
  );

  app.get<IdParams>(item, guarded(permissionOf(def, 'read')), async (request) => {
    const media = await stored(request.params.id);
    await gate(request, media.owner, media.owner_id, 'read');
    return presentMedia(media, signer());
  });

  app.post(collection, guarded(permissionOf(def, 'create')), async (request, reply) => {
    const { fields, file } = await readUpload(request, app.appConfig);
    const { owner, owner_id } = await validateBody(uploadFieldsSchema, fields);
    const visibility = await gate(request, owner, owner_id, 'update');
    if (!file) throw validationFailed({ file: REQUIRED });
    const fileName = await storeFile(store, file.content, file.type.extension);
    // The file is written first (the row names it) and removed again when its row cannot be inserted,
    // so a refused insert leaves no orphan on disk.
    const media = await withFileRollback(store, fileName, () =>
      app.db.transaction().execute(async (trx) => {
        const row = await insertMedia(trx, {
          owner,
          owner_id,
          kind: file.type.kind,
          mime_type: file.type.mime,
          size: file.content.size,
          file_name: fileName,
          original_name: file.originalName,
          visibility,
        });
        await record(trx, request, 'create', undefined, row);
        return row;
      }),
    );
    return reply.code(201).send(presentMedia(media, signer()));
  });

  app.put<IdParams>(item, guarded(permissionOf(def, 'update')), async (request) => {
    const previous = await stored(request.params.id);
    await gate(request, previous.owner, previous.owner_id, 'update');
    const { file } = await readUpload(request, app.appConfig);
    if (!file) throw validationFailed({ file: REQUIRED });
    const fileName = await storeFile(store, file.content, file.type.extension);
    const media = await withFileRollback(store, fileName, () =>
      app.db.transaction().execute(async (trx) => {
        const row = await replaceMediaFile(trx, previous.id, {
          kind: file.type.kind,
          mime_type: file.type.mime,
          size: file.content.size,
          file_name: fileName,
          original_name: file.originalName,
        });
        if (!row) throw notFound();
        await record(trx, request, 'update', previous, row);
        return row;
      }),
    );
    await removeFile(store, previous.file_name);
    return presentMedia(media, signer());
  });

  app.delete<IdParams>(item, guarded(permissionOf(def, 'delete')), async (request, reply) => {
    const media = await stored(request.params.id);
    await gate(request, media.owner, media.owner_id, 'update');
    await app.db.transaction().execute(async (trx) => {
      await deleteMediaRow(trx, media.id);
      await record(trx, request, 'delete', media, undefined);
    });
    await removeFile(store, media.file_name);
    return reply.code(204).send();
  });
}

export default async function mediaRoutes(app: FastifyInstance, { registry }: { registry: Registry }) {
  const options = multipartOptions(app.appConfig);
  // One file per media upload.
  await app.register(multipart, { limits: { ...options.limits, files: 1 } });
  await app.register(uploadCleanup);
  registerMediaRoutes(app, registry, RESOURCES.media);
  registerMediaRoutes(app, registry, RESOURCES.mediaStorage);
}
