// What the image uploader accepts, checked before anything is saved (the server stays the lock: it reads the
// type from the bytes and answers 415/413): PNG, JPEG, GIF or WebP by MIME type, file extension and the
// file's first bytes, and at most a given size.

export const IMAGE_TYPES = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
} as const satisfies Record<string, readonly string[]>;

type ImageMime = keyof typeof IMAGE_TYPES;

/** For <input accept>: the MIME types and their extensions. */
export const IMAGE_ACCEPT = Object.entries(IMAGE_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions.map((e) => `.${e}`)])
  .join(',');

/** The i18n key (under components.upload) of why a file is refused, or null when it may be uploaded. */
export type ImageRefusal = 'bad_type' | 'bad_content' | 'too_large';

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The type and extension checks, which need no reading. */
export function checkImageName(file: Pick<File, 'name' | 'type'>): ImageRefusal | null {
  const extensions: readonly string[] | undefined = IMAGE_TYPES[file.type as ImageMime];
  return extensions && extensions.includes(extensionOf(file.name)) ? null : 'bad_type';
}

/** The MIME type the first bytes show (the same signatures the server reads), or null. */
export function sniffImage(head: Uint8Array): ImageMime | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47])) return 'image/png'; // \x89PNG
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // GIF8(7|9)a
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

function readHead(file: Blob, bytes: number): Promise<Uint8Array> {
  const part = file.slice(0, bytes);
  if (typeof part.arrayBuffer === 'function')
    return part.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(part);
  });
}

/** Every check: type and extension, size, then the bytes. */
export async function checkImageFile(file: File, maxBytes: number): Promise<ImageRefusal | null> {
  const named = checkImageName(file);
  if (named) return named;
  if (file.size > maxBytes) return 'too_large';
  try {
    return sniffImage(await readHead(file, 12)) ? null : 'bad_content';
  } catch {
    return 'bad_content';
  }
}
