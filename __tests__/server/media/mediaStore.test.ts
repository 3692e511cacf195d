// The media store contract, run against both implementations: the local folder and S3-compatible
// object storage (s3rver in-process).
import type { Readable } from 'node:stream';
import { copyMedia } from '../../../src/server/media/migrateMedia';
import type { MediaStore } from '../../../src/server/media/store';
import { localStore } from '../../../src/server/media/store/localStore';
import { s3Store } from '../../../src/server/media/store/s3Store';
import { startS3, type TestS3 } from '../helpers/s3';
import { tempDir } from '../helpers/tempDir';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
const name = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.mp4`;

describe.each<[string, () => MediaStore]>([
  ['local', () => localStore(tempDir('gym-store-'))],
  ['s3', () => s3Store(s3.settings)],
])('the %s media store', (_kind, make) => {
  let store: MediaStore;
  beforeAll(() => {
    store = make();
  });

  it('keeps what was put, whole and by byte range, and forgets what was removed', async () => {
    await store.put(name(1), bytes, 'video/mp4');
    expect(await store.stat(name(1))).toEqual({ size: 3000 });
    const whole = await store.get(name(1));
    expect(whole!.size).toBe(3000);
    expect((await read(whole!.body)).equals(bytes)).toBe(true);
    const part = await store.get(name(1), { start: 1000, end: 1099 });
    expect(part!.size).toBe(3000);
    expect((await read(part!.body)).equals(bytes.subarray(1000, 1100))).toBe(true);

    await store.remove(name(1));
    expect(await store.stat(name(1))).toBeNull();
    expect(await store.get(name(1))).toBeNull();
  });

  it('answers null for an absent file, removes an absent one quietly, and lists what it holds', async () => {
    expect(await store.stat(name(404))).toBeNull();
    expect(await store.get(name(404), { start: 0, end: 9 })).toBeNull();
    await expect(store.remove(name(404))).resolves.toBeUndefined();
    await store.put(name(2), bytes.subarray(0, 10), 'video/mp4');
    await store.put(name(3), bytes.subarray(0, 20), 'video/mp4');
    const listed: string[] = [];
    for await (const n of store.list()) listed.push(n);
    expect(listed).toEqual(expect.arrayContaining([name(2), name(3)]));
  });
});

it('copies a local folder into the bucket once: a second run skips what is there', async () => {
  const local = localStore(tempDir('gym-store-'));
  const bucket = s3Store({ ...s3.settings, bucket: 'gym-media' });
  for (const n of [11, 12, 13]) await local.put(name(n), bytes.subarray(0, n * 10), 'video/mp4');
  await local.put('notes.txt', Buffer.from('not an upload'), 'text/plain');
  const steps: number[] = [];
  expect(await copyMedia(local, bucket, (done) => steps.push(done))).toEqual({
    total: 3,
    copied: 3,
    skipped: 0,
    ignored: 1,
  });
  expect(steps).toEqual([1, 2, 3]);
  for (const n of [11, 12, 13]) expect(await bucket.stat(name(n))).toEqual({ size: n * 10 });
  expect(await bucket.stat('notes.txt')).toBeNull();
  expect(await copyMedia(local, bucket)).toMatchObject({ copied: 0, skipped: 3 });
});
