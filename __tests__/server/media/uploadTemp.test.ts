// Uploads are streamed to a temporary file, never held whole in memory: whatever the answer — stored,
// refused by type, size or validation, or a posture analysis's four photos — no temporary file outlives it.
import { readdirSync } from 'node:fs';
import { uploadTempFolder } from '../../../src/server/media/uploadTemp';
import { FILES, multipart, postureForm, sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

const LIMITS = { mediaMaxBytes: 2000, videoMaxBytes: 1000 };

describeEachDatabase(
  'upload temporary files',
  (t) => {
    it('leaves none behind, stored or refused, and stores the bytes as sent', async () => {
      const token = (await t().login()).access_token;
      const post = (url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
        t().request({ method: 'POST', url: `/api/v1/${url}`, token, ...form });
      const photo = Buffer.concat([FILES.png, Buffer.alloc(1500, 7)]);
      const stored = await post(
        'media',
        multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: photo }),
      );
      expect(stored.statusCode).toBe(201);
      expect(stored.json().size).toBe(photo.length);
      expect((await t().request({ method: 'GET', url: stored.json().url })).rawPayload.equals(photo)).toBe(
        true,
      );
      const big = Buffer.concat([FILES.png, Buffer.alloc(LIMITS.mediaMaxBytes)]);
      const refused = await Promise.all([
        post('media', multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.png', content: big })),
        post('media', multipart({ owner: 'branch', owner_id: 1 }, { name: 'a.txt', content: FILES.text })),
        post('media', multipart({ owner: '', owner_id: 1 }, { name: 'a.png', content: FILES.png })),
      ]);
      expect(refused.map((r) => r.statusCode)).toEqual([413, 415, 400]);
      const member = (
        await t().request({ method: 'POST', url: '/api/v1/members', token, payload: sampleBody('members') })
      ).json();
      const posture = await post(`members/${member.id}/postureAnalysis`, postureForm());
      expect(posture.statusCode).toBe(201);
      // Removed just after the answer is sent (onResponse): a moment after inject resolves.
      for (let i = 0; i < 50 && readdirSync(uploadTempFolder()).length > 0; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      expect(readdirSync(uploadTempFolder())).toEqual([]);
    });
  },
  LIMITS,
);
