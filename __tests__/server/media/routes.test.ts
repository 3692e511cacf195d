import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiError } from '../../../src/shared/types';
import { FILES, multipart, sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

// Small limits keep the test fast; production defaults are 5 MiB images and 3,000,000-byte videos.
const LIMITS = { mediaMaxBytes: 2000, videoMaxBytes: 1000 };

describeEachDatabase(
  'media and mediaStorage',
  (t) => {
    let token = '';
    beforeAll(async () => {
      token = (await t().login()).access_token;
    });
    const upload = (
      url: string,
      fields: Record<string, string | number>,
      file?: { name: string; content: Buffer },
      method: 'POST' | 'PUT' = 'POST',
    ) => t().request({ method, url: `/api/v1/${url}`, token, ...multipart(fields, file) });

    it.each(['media', 'mediaStorage'])(
      '%s: uploads, lists, reads, replaces and deletes; files served read-only',
      async (base) => {
        const created = await upload(
          base,
          { owner: 'branch', owner_id: 7, visibility: 'private' },
          { name: '../../etc/passwd.png', content: FILES.png },
        );
        expect(created.statusCode).toBe(201);
        const media = created.json();
        expect(media).toMatchObject({
          owner: 'branch',
          owner_id: 7,
          kind: 'image',
          mime_type: 'image/png',
          visibility: 'public',
          size: FILES.png.length,
        });
        expect(media.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);

        const served = await t().request({ method: 'GET', url: media.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.equals(FILES.png)).toBe(true);

        const list = await t().request({
          method: 'GET',
          url: `/api/v1/${base}?owner=branch&owner_id=7`,
          token,
        });
        expect(list.headers['x-total-count']).toBe('1');
        expect(list.json()).toEqual([media]);
        expect(
          (await t().request({ method: 'GET', url: `/api/v1/${base}/${media.id}`, token })).json(),
        ).toEqual(media);

        const replaced = await upload(
          `${base}/${media.id}`,
          {},
          { name: 'new.jpg', content: FILES.jpeg },
          'PUT',
        );
        expect(replaced.statusCode).toBe(200);
        expect(replaced.json()).toMatchObject({ id: media.id, mime_type: 'image/jpeg' });
        expect((await t().request({ method: 'GET', url: media.url })).statusCode).toBe(404);

        expect(
          (await t().request({ method: 'DELETE', url: `/api/v1/${base}/${media.id}`, token })).statusCode,
        ).toBe(204);
        expect((await t().request({ method: 'GET', url: replaced.json().url })).statusCode).toBe(404);
        expect(
          (await t().request({ method: 'GET', url: `/api/v1/${base}/${media.id}`, token })).statusCode,
        ).toBe(404);
      },
    );

    it('refuses files that are not images or videos (415), whatever their name or declared type', async () => {
      for (const content of [FILES.text, FILES.html]) {
        const res = await upload('media', { owner: 'article', owner_id: 1 }, { name: 'photo.png', content });
        expect(res.statusCode).toBe(415);
        expect(res.json<ApiError>().error).toBe('unsupported_media_type');
      }
      const json = await t().request({
        method: 'POST',
        url: '/api/v1/media',
        token,
        payload: { owner: 'x' },
      });
      expect(json.statusCode).toBe(415);
    });

    it('refuses images and videos over their limits (413)', async () => {
      const bigImage = Buffer.concat([FILES.png, Buffer.alloc(LIMITS.mediaMaxBytes)]);
      const image = await upload(
        'media',
        { owner: 'article', owner_id: 1 },
        { name: 'big.png', content: bigImage },
      );
      expect(image.statusCode).toBe(413);
      expect(image.json<ApiError>().error).toBe('payload_too_large');
      const bigVideo = Buffer.concat([FILES.mp4, Buffer.alloc(LIMITS.videoMaxBytes)]);
      const video = await upload(
        'mediaStorage',
        { owner: 'move', owner_id: 1 },
        { name: 'v.mp4', content: bigVideo },
      );
      expect(video.statusCode).toBe(413);
      const okVideo = await upload(
        'mediaStorage',
        { owner: 'move', owner_id: 1 },
        { name: 'v.mp4', content: FILES.mp4 },
      );
      expect(okVideo.json()).toMatchObject({ kind: 'video', mime_type: 'video/mp4' });
    });

    it('asks for owner, owner_id and the file', async () => {
      const res = await upload('media', {}, { name: 'a.png', content: FILES.png });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().fields).toEqual({
        owner: 'generic.fields.required',
        owner_id: 'generic.fields.required',
      });
      const noFile = await upload('media', { owner: 'article', owner_id: 1 });
      expect(noFile.json<ApiError>().fields).toEqual({ file: 'generic.fields.required' });
    });

    it("shows an article's image in attributes.media and removes it with the article", async () => {
      const article = (
        await t().request({ method: 'POST', url: '/api/v1/articles', token, payload: sampleBody('articles') })
      ).json();
      const image = (
        await upload(
          'media',
          { owner: 'article', owner_id: article.id },
          { name: 'a.png', content: FILES.png },
        )
      ).json();
      const read = (
        await t().request({ method: 'GET', url: `/api/v1/articles/${article.id}`, token })
      ).json();
      expect(read.attributes.media).toEqual([
        { type: 'youtube', url: article.youtube_url },
        { id: image.id, type: 'image', url: image.url },
      ]);
      const listed = (
        await t().request({ method: 'GET', url: `/api/v1/articles?id=${article.id}`, token })
      ).json();
      expect(listed[0].attributes.media).toHaveLength(2);
      await t().request({ method: 'DELETE', url: `/api/v1/articles/${article.id}`, token });
      expect((await t().request({ method: 'GET', url: `/api/v1/media/${image.id}`, token })).statusCode).toBe(
        404,
      );
      const files = readdirSync(path.join(t().config.dataDir, 'media'));
      expect(files).not.toContain(path.basename(image.url));
      expect(existsSync(path.join(t().config.dataDir, 'media'))).toBe(true);
    });
  },
  LIMITS,
);
