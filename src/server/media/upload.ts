// Reads one multipart upload: its text fields and its single file, checked by real type and size.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { sniffType, type SniffedType } from './sniff';

export interface Upload {
  fields: Record<string, string>;
  file?: { content: Buffer; originalName: string; type: SniffedType };
}

export async function readUpload(request: FastifyRequest, config: Config): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  const fields: Record<string, string> = {};
  let file: Upload['file'];
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    // toBuffer() throws 413 past the multipart limit (the larger of the image and video limits).
    const content = await part.toBuffer();
    const type = sniffType(content);
    if (!type) throw new HttpError(415, 'unsupported_media_type');
    const limit = type.kind === 'video' ? config.videoMaxBytes : config.mediaMaxBytes;
    if (content.length > limit) throw new HttpError(413, 'payload_too_large');
    // Kept for display only; the stored name is generated.
    file = { content, originalName: part.filename.slice(0, 255), type };
  }
  return { fields, file };
}
