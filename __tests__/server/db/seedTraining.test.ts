import { moveByLabel } from '../../../src/shared/moveCatalogue';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase(
  'demo seed: training',
  (t) => {
    it('creates packages with numbered days and catalogue moves on each day', async () => {
      const token = (await t().login()).access_token;
      const get = (url: string) => t().request({ method: 'GET', url: `/api/v1/${url}`, token });
      const packages = (await get('coursePackages?count=100')).json<{ id: number; status_id: number }[]>();
      expect(packages.length).toBeGreaterThanOrEqual(3);
      expect(new Set(packages.map((p) => p.status_id))).toEqual(new Set([0, 1]));
      for (const pkg of packages) {
        const days = (await get(`packageDay?package_id=${pkg.id}`)).json<{ day_number: number }[]>();
        expect(days.map((d) => d.day_number)).toEqual(days.map((_, i) => i + 1));
        for (const day of days) {
          const moves = (await get(`packageDayMove?package_id=${pkg.id}&day_number=${day.day_number}`)).json<
            { move_name: string }[]
          >();
          expect(moves.length).toBeGreaterThan(0);
          for (const move of moves) expect(moveByLabel(move.move_name)).toBeDefined();
        }
      }
    });
  },
  { seedDemo: true },
);
