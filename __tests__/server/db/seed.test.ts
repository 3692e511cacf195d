import { USER_TYPES } from '../../../src/shared/schemas/users';
import { DEMO_MEMBER_COUNT, DEMO_PASSWORD } from '../../../src/server/db/seed/demo';
import { describeEachDatabase } from '../helpers/testApp';

describeEachDatabase(
  'demo seed',
  (t) => {
    it('creates branches, staff of every type, members and articles', async () => {
      const token = (await t().login()).access_token;
      const total = async (path: string) =>
        Number(
          (await t().request({ method: 'GET', url: `/api/v1/${path}`, token })).headers['x-total-count'],
        );
      expect(await total('members')).toBe(DEMO_MEMBER_COUNT);
      expect(await total('branches')).toBeGreaterThanOrEqual(3);
      expect(await total('articles')).toBeGreaterThanOrEqual(3);
      expect(await total('reports?status=pending')).toBeGreaterThan(0);
      expect(await total('reports?status=approved')).toBeGreaterThan(0);
      for (const type of USER_TYPES)
        expect([type, (await total(`users?type=${type}`)) > 0]).toEqual([type, true]);
    });

    it('lets demo staff sign in with the documented password and their role', async () => {
      const coach = await t().login('coach', DEMO_PASSWORD);
      expect(coach.type).toBe('coach');
      expect(coach.permissions).toContain('MEMBERS_SEARCH');
      expect(coach.permissions).not.toContain('ROLES_SEARCH');
    });
  },
  { seedDemo: true },
);
