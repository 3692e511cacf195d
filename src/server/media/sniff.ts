// The real type of an upload, from its first bytes (file-type reads the container, not only a magic number):
// the client's declared type and file name are not trusted. Only the formats every supported browser shows are
// accepted; HEIC photos, QuickTime movies and the rest are recognised for what they are and refused.
import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  mime: string;
  kind: 'image' | 'video';
  extension: string;
}

const ACCEPTED: Record<string, SniffedType> = Object.fromEntries(
  (
    [
      ['image/png', 'image', 'png'],
      ['image/jpeg', 'image', 'jpg'],
      ['image/gif', 'image', 'gif'],
      ['image/webp', 'image', 'webp'],
      ['video/mp4', 'video', 'mp4'],
      ['video/webm', 'video', 'webm'],
    ] as const
  ).map(([mime, kind, extension]) => [mime, { mime, kind, extension }]),
);

/** Bytes enough to tell every accepted type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

export async function sniffType(buf: Buffer): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(buf);
  return (found && ACCEPTED[found.mime]) ?? null;
}
