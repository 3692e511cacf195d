// Where uploaded files live, behind one interface: the local folder (DATA_DIR/media, the embedded default) or
// S3-compatible object storage (MEDIA_STORE=s3), so several nodes read what any of them stored. Files are named
// by the server (a random id and the sniffed extension) and never change: a replaced upload gets a new name.
import type { Readable } from 'node:stream';

/** Bytes `start` to `end`, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  /** The whole object's size, whatever part `body` holds. */
  size: number;
}

/** An upload waiting in a temporary file (media/upload.ts): stored by streaming, never read whole. */
export interface UploadedContent {
  path: string;
  size: number;
}

export interface MediaStore {
  readonly kind: 'local' | 's3';
  put(name: string, content: Buffer | UploadedContent, contentType: string): Promise<void>;
  /** The object's size, or null when there is none. */
  stat(name: string): Promise<{ size: number } | null>;
  /** The object (or `range` of it) as a stream; null when there is none. */
  get(name: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; an absent one is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name (the media migration walks them). */
  list(): AsyncIterable<string>;
}

/** Names the server generates for uploads; nothing else is ever joined to a folder or a key. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** The type a stored file is served with, from the extension the server gave it after sniffing. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
