// The configured store (MEDIA_STORE): the local folder, or S3-compatible object storage.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { localStore } from './localStore';
import type { MediaStore } from './mediaStore';

export const mediaFolder = (dataDir: string) => path.join(dataDir, 'media');

export async function createMediaStore(config: Config): Promise<MediaStore> {
  // The S3 client is a megabyte of modules: loaded only by the nodes that use it.
  if (config.s3) return (await import('./s3Store')).s3Store(config.s3);
  // Made at start, so a folder that cannot be written is found then, not at the first upload.
  mkdirSync(mediaFolder(config.dataDir), { recursive: true });
  return localStore(mediaFolder(config.dataDir));
}

export type { ByteRange, MediaStore, StoredObject, UploadedContent } from './mediaStore';
export { contentTypeOf, UPLOAD_NAME } from './mediaStore';
