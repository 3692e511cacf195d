// Rows with `files` (the registry): a create or update may be a multipart form whose named files are stored as
// uploads of the record (`media`, owner = the row's mediaOwner, slot = the field) and answered as URLs under the
// field names. A file is written before its rows and removed again when they cannot be; a replaced file goes
// after the new one is committed.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { holdsMemberData, type ResourceDef } from '../../shared/resourceDef';
import { RESOURCES } from '../../shared/resources';
import { REQUIRED } from '../../shared/schemas/fields';
import type { Config } from '../config';
import { deleteMediaRow, insertMedia, mediaOfOwners } from '../db/repositories/media';
import type { Row } from '../db/repositories/records';
import type { Database } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { removeFile, storeFile } from '../media/storage';
import { readUpload, type UploadedFile } from '../media/upload';
import type { MediaStore } from '../media/store';

const INVALID = 'generic.fields.invalid';

export const hasFiles = (def: ResourceDef): boolean => Object.keys(def.files).length > 0;

export interface StoredFile {
  slot: string;
  fileName: string;
  file: UploadedFile;
}

/** The write's text fields and files: a multipart form for a row with files, the JSON body otherwise. */
export async function readWrite(
  request: FastifyRequest,
  config: Config,
  def: ResourceDef,
  creating: boolean,
): Promise<{ body: unknown; files: Record<string, UploadedFile> }> {
  if (!hasFiles(def)) return { body: request.body, files: {} };
  const files: Record<string, UploadedFile> = {};
  let body: unknown = request.body;
  if (request.isMultipart()) {
    const upload = await readUpload(request, config);
    body = upload.fields;
    for (const [field, file] of Object.entries(upload.files)) {
      const rule = Object.hasOwn(def.files, field) ? def.files[field] : undefined;
      if (!rule) throw validationFailed({ [field]: INVALID });
      // The real type from the bytes: a photo field refuses a video and a video field an image.
      if (file.type.kind !== rule.kind) throw new HttpError(415, 'unsupported_media_type');
      files[field] = file;
    }
  }
  if (creating) {
    const missing = Object.entries(def.files).filter(([field, rule]) => rule.required && !files[field]);
    if (missing.length > 0) throw validationFailed(Object.fromEntries(missing.map(([f]) => [f, REQUIRED])));
  }
  return { body, files };
}

/** Writes the files to disk (before any row names them). */
export async function storeFiles(
  store: MediaStore,
  files: Record<string, UploadedFile>,
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const [slot, file] of Object.entries(files))
      stored.push({ slot, file, fileName: await storeFile(store, file.content, file.type.extension) });
  } catch (error) {
    await removeStored(store, stored);
    throw error;
  }
  return stored;
}

export async function removeStored(store: MediaStore, stored: readonly StoredFile[]): Promise<void> {
  for (const s of stored) await removeFile(store, s.fileName);
}

/**
 * Inside the write's transaction: the record's uploads for the stored files, replacing what each slot held.
 * Answers the replaced files' names, to remove once the transaction committed.
 */
export async function saveFiles(
  db: Kysely<Database>,
  def: ResourceDef,
  ownerId: number,
  stored: readonly StoredFile[],
): Promise<string[]> {
  if (stored.length === 0 || !def.mediaOwner) return [];
  const owner = def.mediaOwner;
  const previous = await mediaOfOwners(db, owner, [ownerId]);
  const replaced: string[] = [];
  for (const s of stored) {
    for (const old of previous.filter((m) => m.slot === s.slot)) {
      await deleteMediaRow(db, old.id);
      replaced.push(old.file_name);
    }
    await insertMedia(db, {
      owner,
      owner_id: ownerId,
      slot: s.slot,
      kind: s.file.type.kind,
      mime_type: s.file.type.mime,
      size: s.file.content.size,
      file_name: s.fileName,
      original_name: s.file.originalName,
      // A member's photos are health data: never at a public address.
      visibility: holdsMemberData(def, RESOURCES) ? 'private' : 'public',
    });
  }
  return replaced;
}

/** Each file field as the URL of the upload in its slot ('' when none), from the attached attributes.media. */
export function fileUrls(def: ResourceDef, records: Row[]): Row[] {
  if (!hasFiles(def)) return records;
  return records.map((record) => {
    const media = ((record.attributes as { media?: { slot?: string; url: string }[] } | undefined)?.media ??
      []) as { slot?: string; url: string }[];
    const urls = Object.fromEntries(
      Object.keys(def.files).map((field) => [field, media.find((m) => m.slot === field)?.url ?? '']),
    );
    return { ...record, ...urls };
  });
}
