// Uploads with MEDIA_STORE=s3: stored in the bucket and nowhere on the node's disk, served through the
// app byte for byte and by range (videos seek), a member's photos only by their signed address, and an upload
// whose record is refused leaves no object behind.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { s3Store } from '../../../src/server/media/store/s3Store';
import { FILES, VIDEO_FILES, multipart, postureForm, sampleBody } from '../helpers/samples';
import { startS3, type TestS3 } from '../helpers/s3';
import { createTestApp, type TestApp } from '../helpers/testApp';

let s3: TestS3;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp('sqlite', { s3: s3.settings });
  token = (await t.login()).access_token;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const bucketNames = async () => {
  const names: string[] = [];
  for await (const name of s3Store(s3.settings).list()) names.push(name);
  return names;
};
const diskFiles = () => {
  const folder = path.join(t.config.dataDir, 'media');
  return existsSync(folder) ? readdirSync(folder) : [];
};

it('stores an upload in the bucket, nothing on disk, and serves it whole and by range', async () => {
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/media',
    token,
    ...multipart({ owner: 'branch', owner_id: 3 }, { name: 'move.webm', content: VIDEO_FILES.webm }),
  });
  expect(created.statusCode).toBe(201);
  const { url } = created.json<{ url: string }>();
  const name = url.replace('/media/', '');
  expect(await bucketNames()).toContain(name);
  expect(diskFiles()).toEqual([]);

  const whole = await t.request({ method: 'GET', url });
  expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([
    200,
    'video/webm',
    'bytes',
  ]);
  expect(whole.rawPayload.equals(VIDEO_FILES.webm)).toBe(true);

  const part = await t.request({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 4-11/${VIDEO_FILES.webm.length}`);
  expect(part.rawPayload.equals(VIDEO_FILES.webm.subarray(4, 12))).toBe(true);

  const beyond = await t.request({ method: 'GET', url, headers: { range: 'bytes=99999-' } });
  expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([
    416,
    `bytes */${VIDEO_FILES.webm.length}`,
  ]);

  const id = created.json<{ id: number }>().id;
  expect((await t.request({ method: 'DELETE', url: `/api/v1/media/${id}`, token })).statusCode).toBe(204);
  expect(await bucketNames()).not.toContain(name);
  expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
});

it("serves a member's photo only at its signed address", async () => {
  const member = await t.request({
    method: 'POST',
    url: '/api/v1/members',
    token,
    payload: sampleBody('members'),
  });
  const analysis = await t.request({
    method: 'POST',
    url: `/api/v1/members/${member.json<{ id: number }>().id}/postureAnalysis`,
    token,
    ...postureForm(),
  });
  expect(analysis.statusCode).toBe(201);
  const signed = Object.values(analysis.json<Record<string, unknown>>()).find(
    (value): value is string => typeof value === 'string' && value.startsWith('/media/private/'),
  )!;
  const name = /^\/media\/private\/([^?]+)/.exec(signed)![1]!;
  expect(await bucketNames()).toContain(name);
  const served = await t.request({ method: 'GET', url: signed });
  expect([served.statusCode, served.rawPayload.equals(FILES.jpeg)]).toEqual([200, true]);
  expect((await t.request({ method: 'GET', url: `/media/${name}` })).statusCode).toBe(404);
  expect((await t.request({ method: 'GET', url: `/media/private/${name}` })).statusCode).toBe(404);
  expect(diskFiles()).toEqual([]);
});

it('leaves no object behind when an upload is refused', async () => {
  const member = await t.request({
    method: 'POST',
    url: '/api/v1/members',
    token,
    payload: sampleBody('members'),
  });
  const before = await bucketNames();
  // A posture analysis without its name is refused (400), its four photos with it.
  const refused = await t.request({
    method: 'POST',
    url: `/api/v1/members/${member.json<{ id: number }>().id}/postureAnalysis`,
    token,
    ...postureForm({ user_comment: 'adı yok' }),
  });
  expect(refused.statusCode).toBe(400);
  expect((await bucketNames()).sort()).toEqual(before.sort());
});
