// The demo's member progress: months of measurements, workouts with sets, a program and diary days for the
// members with a full file (the newest and some older ones), valid for the API (the dashboard and the histogram
// answer from them).
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase(
  'member progress demo seed',
  (t) => {
    it('gives demo members months of measurements, workouts, a program and diaries', async () => {
      const token = (await t().login()).access_token;
      const get = (path: string) => t().request({ method: 'GET', url: `/api/v1/${path}`, token });
      const member = await t()
        .app.db.selectFrom('measurements')
        .select('member_id')
        .orderBy('member_id')
        .executeTakeFirstOrThrow();
      const id = member.member_id;
      const dashboard = (await get(`members/${id}/measurements/_dashboard`)).json();
      expect(dashboard.count).toBeGreaterThanOrEqual(18);
      expect(dashboard.latest.bmi).toBeGreaterThan(10);
      const report = (
        await get(`members/${id}/measurements/_details_report?field=weight&scope=members`)
      ).json();
      const measured = await t().app.db.selectFrom('measurements').select('member_id').distinct().execute();
      expect(measured.length).toBeGreaterThanOrEqual(40);
      expect(report.total).toBe(measured.length);
      const workouts = await get(`members/${id}/trainings`);
      expect(Number(workouts.headers['x-total-count'])).toBeGreaterThan(20);
      expect(workouts.json()[0].volume).toBeGreaterThan(0);
      const programs = (await get(`members/${id}/training_programs`)).json();
      expect(programs[0].days).toHaveLength(3);
      // The newest members keep food diaries.
      const newest = (await get('members?count=1')).json()[0].id;
      const diaries = (await get(`members/${newest}/diaries`)).json();
      expect(diaries[0].totals.energy_kcal).toBeGreaterThan(0);
    });
  },
  { seedDemo: true },
);
