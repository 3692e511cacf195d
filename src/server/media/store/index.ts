// The configured store (MEDIA_STORE): the local folder, or S3-compatible object storage.
import path from 'node:path';
import type { Config } from '../../config';
import { localStore } from './localStore';
import type { MediaStore } from './mediaStore';
import { s3Store } from './s3Store';

export const mediaFolder = (dataDir: string) => path.join(dataDir, 'media');

export function createMediaStore(config: Config): MediaStore {
  return config.s3 ? s3Store(config.s3) : localStore(mediaFolder(config.dataDir));
}

export type { ByteRange, MediaStore, StoredObject } from './mediaStore';
export { contentTypeOf, UPLOAD_NAME } from './mediaStore';
