// Emptying a member's coach or nutritionist (the form sends null) ends that staff member's
// reach at once — the member, its file and its place in their (cached) lists — and the history says who was
// removed. A create may send the same nulls.
import type { HistoryRecord } from '../../../src/shared/history';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';

type Method = 'GET' | 'POST' | 'PUT';
const STAFF = ['MEMBERS_SEARCH', 'MEMBERS_READ', 'MEASUREMENTS_SEARCH', 'MEASUREMENTS_READ'];

describeEachDatabase('a removed coach loses reach', (t) => {
  let admin = '';
  const call = (method: Method, url: string, token: string, payload?: object) =>
    t().request({ method, url: `/api/v1/${url}`, token, ...(payload ? { payload } : {}) });
  const ids = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number }[]>().map((r) => r.id);
  };

  beforeAll(async () => {
    admin = (await t().login()).access_token;
  });

  it.each(['coach_id', 'nutritionist_id'])('ends at once when %s is set to null', async (column) => {
    const staff = await createStaff(t().app.db, { permissions: STAFF });
    const token = await sessionToken(t().app.db, t().config.jwtSecret, staff.id);
    const made = await call('POST', 'members', admin, { ...sampleBody('members'), [column]: staff.id });
    const member = made.json<{ id: number }>().id;
    await call('POST', `members/${member}/measurements`, admin, sampleBody('measurements'));

    // Assigned: the member, its file and its place in the lists (read now, so the pages are cached).
    expect((await call('GET', `members/${member}`, token)).statusCode).toBe(200);
    expect((await call('GET', `members/${member}/measurements`, token)).statusCode).toBe(200);
    expect(await ids('members?count=200', token)).toContain(member);
    // The user's "assigned members" tab lists members by coach_id.
    const assigned = `users/${staff.id}/members?count=200`;
    expect(await ids(assigned, admin)).toEqual(column === 'coach_id' ? [member] : []);

    const cleared = await call('PUT', `members/${member}`, admin, { [column]: null });
    expect([cleared.statusCode, cleared.json<Record<string, unknown>>()[column]]).toEqual([200, null]);

    expect([403, 404]).toContain((await call('GET', `members/${member}`, token)).statusCode);
    expect([403, 404]).toContain((await call('GET', `members/${member}/measurements`, token)).statusCode);
    expect(await ids('members?count=200', token)).not.toContain(member);
    expect(await ids(assigned, admin)).toEqual([]);

    const [entry] = (await call('GET', `history?entity=members&entity_id=${member}&count=1`, admin)).json<
      HistoryRecord[]
    >();
    expect(entry).toMatchObject({
      action: 'update',
      changes: [{ field: column, before: staff.id, after: null }],
    });
  });

  it('takes null for the optional fields of a new member: each stored empty', async () => {
    const empty = {
      job: '',
      reference: 0,
      mobile: '',
      address: '',
      coach_id: null,
      nutritionist_id: null,
      branches_id: null,
      height: 0,
      use_device_health: 0,
      target_daily_calorie: 0,
    };
    const nulls = Object.fromEntries(Object.keys(empty).map((field) => [field, null]));
    const made = await call('POST', 'members', admin, { ...sampleBody('members'), ...nulls, password: null });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject(empty);
  });
});
