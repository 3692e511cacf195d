// Uploaded files on local disk under DATA_DIR/media, named by the server (random id + sniffed extension).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/** Demo photos and videos committed with the code (see db/seed/demoMedia.ts), served beside the uploads. */
export const demoMediaDir = path.join(__dirname, '..', 'db', 'seed', 'demo-media');

/** Public URL of a stored file (served read-only by the static media route). */
export const mediaUrl = (fileName: string) => `/media/${fileName}`;

/** The URL of an upload: public ones at their address, private ones signed for a few minutes. */
export const uploadUrl = (
  row: { file_name: string; visibility: string },
  sign: (fileName: string) => string,
): string => (row.visibility === 'private' ? sign(row.file_name) : mediaUrl(row.file_name));

export async function storeFile(dataDir: string, content: Buffer, extension: string): Promise<string> {
  const fileName = `${randomUUID()}.${extension}`;
  await mkdir(mediaDir(dataDir), { recursive: true });
  // 'wx': never overwrite, even in the impossible case of a name collision.
  await writeFile(path.join(mediaDir(dataDir), fileName), content, { flag: 'wx' });
  return fileName;
}

export async function removeFile(dataDir: string, fileName: string): Promise<void> {
  // Only names this module generated are ever joined to the folder.
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(fileName)) return;
  await rm(path.join(mediaDir(dataDir), fileName), { force: true });
}
