// Uploads kept in the media store (store/), named by the server (a random id and the sniffed extension), and
// their URLs.
import { randomUUID } from 'node:crypto';
import { contentTypeOf, UPLOAD_NAME, type MediaStore, type UploadedContent } from './store';

export { mediaFolder as mediaDir } from './store';

/** Public URL of a stored file (served read-only by the static media route). */
export const mediaUrl = (fileName: string) => `/media/${fileName}`;

/** The URL of an upload: public ones at their address, private ones signed for a few minutes. */
export const uploadUrl = (
  row: { file_name: string; visibility: string },
  sign: (fileName: string) => string,
): string => (row.visibility === 'private' ? sign(row.file_name) : mediaUrl(row.file_name));

export async function storeFile(
  store: MediaStore,
  content: Buffer | UploadedContent,
  extension: string,
): Promise<string> {
  const fileName = `${randomUUID()}.${extension}`;
  await store.put(fileName, content, contentTypeOf(fileName));
  return fileName;
}

export async function removeFile(store: MediaStore, fileName: string): Promise<void> {
  // Only names this module generated are ever removed (a demo file's row names a file shipped with the code).
  if (!UPLOAD_NAME.test(fileName)) return;
  await store.remove(fileName);
}
