// Reads one multipart upload: its text fields and its files, checked by real type and size. A file is streamed
// to a temporary file (uploadTemp.ts), never held whole in memory: 8 clients sending 3 MB photos grew the heap
// of the process by some 100 MB that glibc's allocator did not give back.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { SNIFF_BYTES, sniffType, type SniffedType } from './sniff';
import type { UploadedContent } from './store';
import { uploadTempFolder, keepForCleanup } from './uploadTemp';

export interface UploadedFile {
  /** The bytes, in a temporary file removed once the answer is sent. */
  content: UploadedContent;
  originalName: string;
  type: SniffedType;
}

export interface Upload {
  fields: Record<string, string>;
  /** The first file (media routes take one). */
  file?: UploadedFile;
  /** Every file by its field name. */
  files: Record<string, UploadedFile>;
}

/** @fastify/multipart's own limit errors (the error handler maps them to 413/415). */
const MULTIPART_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
]);

/**
 * Multipart the parser cannot read becomes a client error, never a 500: no boundary in the content type → 415
 * (it is not a usable multipart type); a truncated or malformed body → 400; limits stay 413.
 */
export function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && MULTIPART_CODES.has(code)) return error;
  if (/boundary/i.test(message ?? '')) return new HttpError(415, 'unsupported_media_type');
  return new HttpError(400, 'validation_failed', { file: 'generic.fields.invalid' });
}

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** Multipart limits of every upload route: the larger of the image and video limits per file, a few files. */
export const multipartOptions = (config: Config) => ({
  limits: {
    fileSize: Math.max(config.mediaMaxBytes, config.videoMaxBytes),
    files: 4,
    fields: 20,
    fieldSize: 10_000,
    parts: 25,
  },
});

const invalidPart = (field: string) =>
  new HttpError(400, 'validation_failed', { [field]: 'generic.fields.invalid' });

export async function readUpload(request: FastifyRequest, config: Config): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  try {
    return await readParts(request, config);
  } catch (error) {
    throw multipartError(error);
  }
}

async function readParts(request: FastifyRequest, config: Config): Promise<Upload> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  let file: Upload['file'];
  for await (const part of request.parts()) {
    // NUL bytes are refused in every text part and file name, as in JSON bodies (inputGuard.ts): PostgreSQL
    // cannot store them.
    if (part.fieldname.includes('\u0000')) throw invalidPart('_');
    if (part.type !== 'file') {
      const value = String(part.value);
      if (FORBIDDEN_NAMES.has(part.fieldname) || value.includes('\u0000')) throw invalidPart(part.fieldname);
      fields[part.fieldname] = value;
      continue;
    }
    if (part.filename.includes('\u0000')) throw invalidPart(part.fieldname);
    const content = await toTempFile(request, part.file);
    // Past the multipart limit (the larger of the image and video limits) the stream ends truncated.
    if (part.file.truncated) throw new HttpError(413, 'payload_too_large');
    const type = await sniffType(await head(content.path));
    if (!type) throw new HttpError(415, 'unsupported_media_type');
    const limit = type.kind === 'video' ? config.videoMaxBytes : config.mediaMaxBytes;
    if (content.size > limit) throw new HttpError(413, 'payload_too_large');
    // Kept for display only; the stored name is generated.
    const uploaded = { content, originalName: part.filename.slice(0, 255), type };
    file ??= uploaded;
    if (!FORBIDDEN_NAMES.has(part.fieldname)) files[part.fieldname] = uploaded;
  }
  return { fields, file, files };
}

/**
 * Piped at once, with no await before: a part cut short (a truncated body) destroys its stream, and a pipeline
 * started on a stream already destroyed would wait for ever.
 */
async function toTempFile(request: FastifyRequest, file: Readable): Promise<UploadedContent> {
  if (file.destroyed) throw new HttpError(400, 'validation_failed', { file: 'generic.fields.invalid' });
  const target = path.join(uploadTempFolder(), randomUUID());
  keepForCleanup(request, target);
  const written = createWriteStream(target, { flags: 'wx' });
  await pipeline(file, written);
  return { path: target, size: written.bytesWritten };
}

/** The file's first bytes, all the sniffer reads. */
async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
