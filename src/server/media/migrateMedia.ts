// `npm run media:migrate -- --to s3`: copies every upload from the local folder into the bucket (or back with
// `--to local`). Idempotent: an object already there with the same size is skipped, so an interrupted run is
// simply run again. Files are read one at a time (each at most MEDIA_MAX_BYTES / VIDEO_MAX_BYTES).
import type { Readable } from 'node:stream';
import { contentTypeOf, UPLOAD_NAME, type MediaStore } from './store';

export interface MediaCopyResult {
  total: number;
  copied: number;
  skipped: number;
  /** Names in the source that are not uploads (left alone). */
  ignored: number;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function copyMedia(
  from: MediaStore,
  to: MediaStore,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<MediaCopyResult> {
  const names: string[] = [];
  let ignored = 0;
  for await (const name of from.list()) {
    if (UPLOAD_NAME.test(name)) names.push(name);
    else ignored++;
  }
  const result: MediaCopyResult = { total: names.length, copied: 0, skipped: 0, ignored };
  for (const [index, name] of names.entries()) {
    const source = await from.get(name);
    if (source) {
      const there = await to.stat(name);
      if (there && there.size === source.size) {
        source.body.destroy();
        result.skipped++;
      } else {
        if (there) await to.remove(name); // a copy cut short by an earlier run
        await to.put(name, await readAll(source.body), contentTypeOf(name));
        result.copied++;
      }
    }
    progress(index + 1, names.length);
  }
  return result;
}
