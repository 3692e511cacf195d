// A generated walk over every route that takes a member (`:member_id` in its path) or reaches one (registry rows
// that belong to a member through `owner`): a caller holding every permission but MEMBERS_REACH_ALL, and not
// assigned to the member, gets 404 on each call and never sees the member's name. New routes and rows are walked
// without touching this file.
import type { InjectOptions } from 'fastify';
import { allPermissions } from '../../../src/shared/permissionCatalogue';
import { RESOURCES } from '../../../src/shared/resources';
import type { ResourceDef } from '../../../src/shared/resourceDef';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = InjectOptions['method'];

/** Member-owned rows whose records need more than a JSON body to make (covered in their own test files). */
const MADE_ELSEWHERE: Record<string, string> = {
  posture_analysis: 'multipart with four photos: postureAnalysis.test.ts walks its reach and its photos',
};

describeEachDatabase('member reach walk', (t) => {
  let admin = '';
  let stranger = '';
  let strangerId = 0;
  let member = { id: 0, name: '' };
  beforeAll(async () => {
    admin = (await t().login()).access_token;
    const created = await t().request({
      method: 'POST',
      url: '/api/v1/members',
      token: admin,
      payload: { ...sampleBody('members'), name: 'Ulaşılmaz Üye Zeynep' },
    });
    member = created.json();
    const staff = await createStaff(t().app.db, {
      permissions: allPermissions().filter((p) => p !== 'MEMBERS_REACH_ALL'),
    });
    strangerId = staff.id;
    stranger = await sessionToken(t().app.db, t().config.jwtSecret, staff.id);
  });

  it('answers 404 on every route under a member out of reach, without the name', async () => {
    const routes = t()
      .app.routeCatalogue.filter((r) => r.url.startsWith('/api/v1/') && r.url.includes(':member_id'))
      .map((r) => ({ method: r.method as Method, url: r.url }));
    expect(routes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(':member_id', String(member.id)).replace(/:\w+/g, '1');
      const res = await t().request({
        method: route.method,
        url,
        token: stranger,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 404 || res.body.includes(member.name))
        leaks.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it("answers 404 on a member-owned record out of reach and lists none of that member's", async () => {
    const owned = Object.values(RESOURCES as Record<string, ResourceDef>).filter(
      (row) => row.owner?.resource === 'members' && row.parents.length === 0,
    );
    expect(owned.length).toBeGreaterThanOrEqual(4);
    const leaks: string[] = [];
    const walked: string[] = [];
    for (const row of owned) {
      if (row.entity in MADE_ELSEWHERE) continue;
      walked.push(row.name);
      // A read-only view of another row's records (the /packages list) is walked by its list alone.
      if (!row.actions.includes('create')) {
        const list = await t().request({ method: 'GET', url: `/api/v1/${row.path}`, token: stranger });
        if (list.body.includes(member.name)) leaks.push(`GET /api/v1/${row.path} names the member`);
        continue;
      }
      const made = await t().request({
        method: 'POST',
        url: `/api/v1/${row.path}`,
        token: admin,
        payload: await bodyFor(row),
      });
      expect([row.name, made.statusCode, made.statusCode === 201 ? '' : made.body]).toEqual([
        row.name,
        201,
        '',
      ]);
      const id = made.json<{ id: number }>().id;
      for (const [method, url] of [
        ['GET', `/api/v1/${row.path}/${id}`],
        ['PUT', `/api/v1/${row.path}/${id}`],
        ['DELETE', `/api/v1/${row.path}/${id}`],
      ] as const) {
        if (!row.actions.includes(method === 'GET' ? 'read' : method === 'PUT' ? 'update' : 'delete'))
          continue;
        const res = await t().request({
          method,
          url,
          token: stranger,
          ...(method === 'PUT' ? { payload: {} } : {}),
        });
        if (res.statusCode !== 404 || res.body.includes(member.name))
          leaks.push(`${method} ${url} → ${res.statusCode}`);
      }
      const list = await t().request({
        method: 'GET',
        url: `/api/v1/${row.path}?member_id=${member.id}`,
        token: stranger,
      });
      if (list.statusCode === 200 && (list.json<unknown[]>().length > 0 || list.body.includes(member.name)))
        leaks.push(`GET /api/v1/${row.path} lists the member's records`);
      // Naming the member on a create is refused, and nothing is written.
      const create = await t().request({
        method: 'POST',
        url: `/api/v1/${row.path}`,
        token: stranger,
        payload: await bodyFor(row),
      });
      if (create.statusCode < 400 || create.body.includes(member.name))
        leaks.push(`POST /api/v1/${row.path} → ${create.statusCode}`);
    }
    expect(leaks).toEqual([]);
    expect(walked.length + Object.keys(MADE_ELSEWHERE).length).toBe(owned.length);
  });

  /** A valid create body of a member-owned row, naming the member (and what else it needs, made by the admin). */
  async function bodyFor(row: ResourceDef): Promise<Record<string, unknown>> {
    const body: Record<string, unknown> = { ...sampleBody(row.entity), member_id: member.id };
    if (row.entity === 'personal_trainings') {
      const type = await t().request({
        method: 'POST',
        url: '/api/v1/personalTrainingsTypes',
        token: admin,
        payload: sampleBody('personal_training_types'),
      });
      body.pt_type_id = type.json<{ id: number }>().id;
      // Named the training's coach, the stranger still reaches nothing of a member out of reach.
      body.coach_id = strangerId;
    }
    return body;
  }
});

describeEachDatabase('member reach after a reassignment', (t) => {
  it("drops a coach's cached pages reached through a chain (a training's days) once the member moves on", async () => {
    const admin = (await t().login()).access_token;
    const call = (method: Method, url: string, token = admin, payload?: object) =>
      t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
    const coach = await createStaff(t().app.db, {
      permissions: allPermissions().filter((p) => p !== 'MEMBERS_REACH_ALL'),
    });
    const token = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const member = (
      await call('POST', 'members', admin, { ...sampleBody('members'), coach_id: coach.id })
    ).json<{ id: number }>();
    const type = (
      await call('POST', 'personalTrainingsTypes', admin, sampleBody('personal_training_types'))
    ).json<{
      id: number;
    }>();
    const training = (
      await call('POST', 'personalTrainings', admin, {
        ...sampleBody('personal_trainings'),
        member_id: member.id,
        pt_type_id: type.id,
      })
    ).json<{ id: number }>();
    const day = (
      await call('POST', 'personalTrainingsDay', admin, {
        ...sampleBody('personal_training_days'),
        pt_id: training.id,
      })
    ).json<{ id: number }>();
    const days = async () =>
      (await call('GET', 'personalTrainingsDay?count=100', token)).json<{ id: number }[]>().map((d) => d.id);
    // Listed twice: the second answer is the cached page.
    expect(await days()).toContain(day.id);
    expect(await days()).toContain(day.id);
    expect((await call('PUT', `members/${member.id}`, admin, { coach_id: 1 })).statusCode).toBe(200);
    expect(await days()).not.toContain(day.id);
  });
});
