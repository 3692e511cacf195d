// Demo posture analyses and move videos: rows whose photos and videos are the committed demo files,
// served in place under /media/ with their real types.
import { DEMO_PASSWORD } from '../helpers/testApp';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase(
  'demo media seed',
  (t) => {
    it('seeds posture analyses with four served photos each and moves with served videos', async () => {
      const token = (await t().login()).access_token;
      const get = (url: string) => t().request({ method: 'GET', url, token });
      const analyses = (await get('/api/v1/postureAnalysis')).json<Record<string, string>[]>();
      expect(analyses.length).toBeGreaterThanOrEqual(3);
      for (const analysis of analyses) {
        expect(analysis.member_name).toBeTruthy();
        for (const slot of ['image_front', 'image_back', 'image_side1', 'image_side2']) {
          const photo = await get(analysis[slot]!);
          expect([slot, photo.statusCode, photo.headers['content-type']]).toEqual([slot, 200, 'image/jpeg']);
        }
      }
      const moves = (await get('/api/v1/moveMedia')).json<Record<string, string>[]>();
      expect(moves.length).toBeGreaterThanOrEqual(3);
      for (const move of moves) {
        const video = await get(move.video_url!);
        expect(video.statusCode).toBe(200);
        expect(video.headers['content-type']).toMatch(/^video\/(mp4|webm)/);
        expect(video.rawPayload.length).toBeLessThan(100_000);
      }
    });

    it('the demo coach reaches only the analyses of own members', async () => {
      const coach = (await t().login('coach', DEMO_PASSWORD)).access_token;
      const all = (
        await t().request({
          method: 'GET',
          url: '/api/v1/postureAnalysis',
          token: (await t().login()).access_token,
        })
      ).json<unknown[]>();
      const own = await t().request({ method: 'GET', url: '/api/v1/postureAnalysis', token: coach });
      expect(own.statusCode).toBe(200);
      expect(own.json<unknown[]>().length).toBeGreaterThan(0);
      expect(own.json<unknown[]>().length).toBeLessThan(all.length);
    });
  },
  { seedDemo: true },
);
