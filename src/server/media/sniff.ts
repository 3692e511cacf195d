// The real type of an upload, from its first bytes: the client's declared type and file name are not trusted.

export interface SniffedType {
  mime: string;
  kind: 'image' | 'video';
  extension: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (buf: Buffer, text: string, offset = 0) =>
  buf.length >= offset + text.length && buf.toString('latin1', offset, offset + text.length) === text;

export function sniffType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', kind: 'image', extension: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'image', extension: 'jpg' };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a'))
    return { mime: 'image/gif', kind: 'image', extension: 'gif' };
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8))
    return { mime: 'image/webp', kind: 'image', extension: 'webp' };
  if (ascii(buf, 'ftyp', 4)) return { mime: 'video/mp4', kind: 'video', extension: 'mp4' };
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3]))
    return { mime: 'video/webm', kind: 'video', extension: 'webm' };
  return null;
}
