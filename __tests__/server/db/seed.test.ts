import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { USER_TYPES } from '../../../src/shared/schemas/users';
import { DEMO_MEMBER_COUNT } from '../../../src/server/db/seed/demo';
import { DEMO_PASSWORD, describeEachDatabase } from '../helpers/testApp';

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

    it("lets demo staff sign in with the install's generated password (a 0600 file), never a published one", async () => {
      const file = path.join(t().config.dataDir, 'demo-password');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const generated = readFileSync(file, 'utf8').trim();
      expect(generated.length).toBeGreaterThanOrEqual(12);
      const coach = await t().login('coach', generated);
      expect(coach.type).toBe('coach');
      expect(coach.permissions).toContain('MEMBERS_SEARCH');
      expect(coach.permissions).not.toContain('ROLES_SEARCH');
      const published = await t().request({
        method: 'POST',
        url: '/api/v1/authentications/users',
        payload: { username: 'coach', password: DEMO_PASSWORD },
      });
      expect(published.statusCode).toBe(401);
    });
  },
  // No DEMO_PASSWORD: the install generates one.
  { seedDemo: true, demoPassword: undefined },
);
