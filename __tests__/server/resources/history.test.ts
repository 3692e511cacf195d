// The history: a write's entry names who, what and each field before → after; secrets are only
// marked; a refused write leaves nothing; readers see only entries of records they could read, within the
// members reach rule; filters and the retention.
import type { HistoryRecord } from '../../../src/shared/history';
import { pruneHistory } from '../../../src/server/modules/history/retention';
import { createStaff, sessionToken } from '../helpers/fixtures';
import { sampleBody } from '../helpers/samples';
import { describeEachDatabase } from '../helpers/testApp';
import { businessDay } from '../../../src/shared/businessDay';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describeEachDatabase('history', (t) => {
  let token = '';
  const call = (method: Method, url: string, payload?: object, as = token) =>
    t().request({ method, url: `/api/v1/${url}`, token: as, ...(payload ? { payload } : {}) });
  const entries = async (query: string, as = token) => {
    const res = await call('GET', `history?${query}`, undefined, as);
    expect(res.statusCode).toBe(200);
    return res.json<HistoryRecord[]>();
  };
  const member = async (extra: object = {}) =>
    (await call('POST', 'members', { ...sampleBody('members'), ...extra })).json<{ id: number }>().id;

  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it("names who changed a member's phone, when, and the value before and after", async () => {
    const id = await member({ phone: '(532) 555 33 44' });
    const res = await call('PUT', `members/${id}`, { phone: '(533) 444 22 11' });
    expect(res.statusCode).toBe(200);
    const [update, create] = await entries(`entity=members&entity_id=${id}`);
    expect(update).toMatchObject({
      action: 'update',
      entity: 'members',
      entity_id: String(id),
      member_id: id,
      user_name: 'Admin User',
      changes: [{ field: 'phone', before: '(532) 555 33 44', after: '(533) 444 22 11' }],
    });
    expect(Date.parse(update!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(create!.action).toBe('create');
    expect(create!.changes).toEqual(expect.arrayContaining([{ field: 'phone', after: '(532) 555 33 44' }]));
  });

  it('leaves no entry for a refused write', async () => {
    const id = await member();
    const before = await entries(`entity=members&entity_id=${id}`);
    expect((await call('PUT', `members/${id}`, { email: 'not an address' })).statusCode).toBe(400);
    expect(await entries(`entity=members&entity_id=${id}`)).toEqual(before);
  });

  it('keeps no secret: a password reset is an entry that only marks the hash changed', async () => {
    const role = await call('POST', 'roles', { name: 'Boş rol geçmiş', status: 'active', permissions: [] });
    const made = await call('POST', 'users', {
      ...sampleBody('users'),
      roles_id: role.json<{ id: number }>().id,
    });
    expect(made.statusCode).toBe(201);
    const user = made.json<{ id: number }>();
    const reset = await call('POST', `users/${user.id}/_resetPassword`);
    expect([reset.statusCode, reset.body]).toEqual([200, expect.anything()]);
    const [entry] = await entries(`entity=users&entity_id=${user.id}&action=resetPassword`);
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'password_hash', changed: true }]));
    const stored = await t().app.db.selectFrom('history').select('changes').execute();
    const text = stored.map((r) => r.changes).join('\n');
    expect(text).not.toMatch(/\$(argon2|2[aby]\$|scrypt)/);
    expect(text).not.toContain(reset.json<{ password: string }>().password);
  });

  it('shows a coach only the history of members they reach and of what they may read', async () => {
    const coach = await createStaff(t().app.db, {
      permissions: ['HISTORY_READ', 'MEMBERS_READ', 'MEMBERS_SEARCH'],
    });
    const as = await sessionToken(t().app.db, t().config.jwtSecret, coach.id);
    const own = await member({ coach_id: coach.id });
    const foreign = await member();
    await call('POST', `members/${own}/packages`, sampleBody('member_packages'));
    expect(await entries(`member_id=${foreign}`, as)).toEqual([]);
    expect(await entries(`entity=members&entity_id=${foreign}`, as)).toEqual([]);
    const mine = await entries(`member_id=${own}`, as);
    // The member's own record, not its package: MEMBER_PACKAGE_READ is not held.
    expect(mine.map((e) => e.entity)).toEqual(['members']);
    // Without HISTORY_READ: 403.
    const other = await createStaff(t().app.db, { permissions: ['MEMBERS_READ'] });
    const otherToken = await sessionToken(t().app.db, t().config.jwtSecret, other.id);
    expect((await call('GET', 'history', undefined, otherToken)).statusCode).toBe(403);
  });

  it('lists an operation with its parameters and filters by user and action', async () => {
    const id = await member();
    const pkg = (
      await call('POST', `members/${id}/packages`, {
        ...sampleBody('member_packages'),
        product_type: '',
        product_id: null,
      })
    ).json<{ id: number }>();
    const sent = await call('POST', `members/${id}/packages/${pkg.id}/_remind`, {});
    expect(sent.statusCode).toBe(201);
    const [remind] = await entries(`entity=memberPackages&entity_id=${pkg.id}&action=remind`);
    expect(remind).toMatchObject({ action: 'remind', member_id: id, user_id: 1 });
    const byAdmin = await entries('user_id=1&count=5');
    expect(byAdmin.every((e) => e.user_id === 1)).toBe(true);
    expect((await entries('user_id=999999')).length).toBe(0);
  });

  it('bounds entries by business days: to=<today> includes the whole day, anything but a day is a 400', async () => {
    const id = await member();
    const of = (list: HistoryRecord[]) => list.filter((e) => e.entity_id === String(id));
    const today = businessDay();
    expect(of(await entries(`entity=members&to=${today}&count=100`))).toHaveLength(1);
    expect(of(await entries(`entity=members&from=${today}&to=${today}&count=100`))).toHaveLength(1);
    expect(of(await entries(`entity=members&to=${businessDay(-1)}&count=100`))).toHaveLength(0);
    expect(of(await entries(`entity=members&from=${businessDay(1)}&count=100`))).toHaveLength(0);
    for (const bad of [`to=${new Date().toISOString()}`, 'from=2026-02-30'])
      expect((await call('GET', `history?${bad}`)).statusCode).toBe(400);
  });

  it('deletes entries older than the retention', async () => {
    const id = await member();
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await t()
      .app.db.updateTable('history')
      .set({ created_at: old } as never)
      .where('entity', '=', 'members')
      .where('entity_id', '=', String(id))
      .execute();
    const { deleted } = await pruneHistory(t().app.db, 30);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await entries(`entity=members&entity_id=${id}`)).toEqual([]);
  });
});
