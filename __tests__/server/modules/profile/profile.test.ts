import type { ApiError } from '../../../../src/shared/types';
import { createStaff, sessionToken } from '../../helpers/fixtures';
import { describeEachDatabase } from '../../helpers/testApp';

describeEachDatabase('profile', (t) => {
  let token = '';
  beforeAll(async () => {
    token = (await t().login()).access_token;
  });

  it('reads the signed-in user without secrets', async () => {
    const res = await t().request({ method: 'GET', url: '/api/v1/profile', token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'admin',
      name: 'Admin',
      type: 'admin',
      role: { name: 'Admin' },
      data: { settings: {}, shortcuts: [] },
    });
    expect(body.permissions).toContain('USERS_SEARCH');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toMatch(/scrypt\$/);
    expect(body.must_change_password).toBe(false);
  });

  it("changes one's own password: the current one proves it, a weak or unchanged one is refused, other sessions end", async () => {
    const staff = await createStaff(t().app.db, { permissions: ['MEMBERS_SEARCH'], password: 'old-pass-1' });
    const first = (await t().login(staff.username, 'old-pass-1')).access_token;
    const second = (await t().login(staff.username, 'old-pass-1')).access_token;
    const change = (payload: object, as = first) =>
      t().request({ method: 'PUT', url: '/api/v1/profile/password', token: as, payload });
    const wrong = await change({ current_password: 'nope', new_password: 'new-pass-2' });
    expect([wrong.statusCode, wrong.json<ApiError>().fields]).toEqual([
      400,
      { current_password: 'profile.password.wrong' },
    ]);
    const weak = await change({ current_password: 'old-pass-1', new_password: 'short' });
    expect(weak.json<ApiError>().fields).toEqual({ new_password: 'profile.password.weak' });
    const same = await change({ current_password: 'old-pass-1', new_password: 'old-pass-1' });
    expect(same.json<ApiError>().fields).toEqual({ new_password: 'profile.password.same' });
    expect((await change({ current_password: 'old-pass-1', new_password: 'new-pass-2' })).statusCode).toBe(
      204,
    );
    // The session it was made in goes on; the other one ended; the new password signs in, the old one not.
    expect((await t().request({ method: 'GET', url: '/api/v1/members', token: first })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: '/api/v1/members', token: second })).statusCode).toBe(
      401,
    );
    expect((await t().login(staff.username, 'new-pass-2')).id).toBe(staff.id);
    await expect(t().login(staff.username, 'old-pass-1')).rejects.toThrow(/401/);
  });

  it('an admin reset gives a one-time password that must be changed before anything else; never on an admin', async () => {
    const staff = await createStaff(t().app.db, { permissions: ['MEMBERS_SEARCH'], password: 'old-pass-1' });
    const before = (await t().login(staff.username, 'old-pass-1')).access_token;
    const reset = await t().request({
      method: 'POST',
      url: `/api/v1/users/${staff.id}/_resetPassword`,
      token,
    });
    expect(reset.statusCode).toBe(200);
    const { password } = reset.json<{ password: string }>();
    expect(password).toMatch(/^\w{12}$/);
    expect((await t().request({ method: 'GET', url: '/api/v1/members', token: before })).statusCode).toBe(
      401,
    );
    const signedIn = await t().login(staff.username, password);
    expect(signedIn.must_change_password).toBe(true);
    const as = signedIn.access_token;
    const blocked = await t().request({ method: 'GET', url: '/api/v1/members', token: as });
    expect([blocked.statusCode, blocked.json<ApiError>().error]).toEqual([403, 'password_change_required']);
    expect((await t().request({ method: 'GET', url: '/api/v1/profile', token: as })).json()).toMatchObject({
      must_change_password: true,
    });
    const changed = await t().request({
      method: 'PUT',
      url: '/api/v1/profile/password',
      token: as,
      payload: { current_password: password, new_password: 'mine-pass-3' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await t().request({ method: 'GET', url: '/api/v1/members', token: as })).statusCode).toBe(200);
    // Who may touch whom: a manager without every admin permission cannot reset the admin; nobody resets their own.
    const manager = await createStaff(t().app.db, { permissions: ['USERS_UPDATE', 'USERS_READ'] });
    const managerToken = await sessionToken(t().app.db, t().config.jwtSecret, manager.id);
    const onAdmin = await t().request({
      method: 'POST',
      url: '/api/v1/users/1/_resetPassword',
      token: managerToken,
    });
    expect([onAdmin.statusCode, onAdmin.json<ApiError>().error]).toEqual([403, 'user_out_of_grant']);
    const own = await t().request({ method: 'POST', url: '/api/v1/users/1/_resetPassword', token });
    expect(own.statusCode).toBe(403);
  });

  it('saves settings and shortcuts, each part alone keeping the other', async () => {
    const settings = { layout: 'layout1', theme: { scheme: 'dark' }, fontSize: 1.1 };
    const saved = await t().request({
      method: 'PUT',
      url: '/api/v1/profile/data',
      token,
      payload: { settings, shortcuts: ['members'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings, shortcuts: ['members'] });

    const onlyShortcuts = await t().request({
      method: 'PUT',
      url: '/api/v1/profile/data',
      token,
      payload: { shortcuts: ['users', 'roles'] },
    });
    expect(onlyShortcuts.json()).toEqual({ settings, shortcuts: ['users', 'roles'] });

    const read = await t().request({ method: 'GET', url: '/api/v1/profile', token });
    expect(read.json().data).toEqual({ settings, shortcuts: ['users', 'roles'] });
    // The next sign-in carries the saved data too.
    expect((await t().login()).data).toEqual({ settings, shortcuts: ['users', 'roles'] });
  });

  it('refuses malformed or oversized data with field keys', async () => {
    const put = (payload: unknown) =>
      t().request({ method: 'PUT', url: '/api/v1/profile/data', token, payload: payload as object });
    const notObject = await put({ settings: 'dark' });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json<ApiError>().fields).toEqual({ settings: 'generic.fields.invalid' });
    const badShortcuts = await put({ shortcuts: [1, 2] });
    expect(badShortcuts.statusCode).toBe(400);
    expect(Object.keys(badShortcuts.json<ApiError>().fields ?? {})[0]).toMatch(/^shortcuts/);
    const huge = await put({ settings: { blob: 'x'.repeat(20_000) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<ApiError>().fields).toEqual({ settings: 'generic.fields.too_large' });
  });

  it('needs a signed-in user', async () => {
    expect((await t().request({ method: 'PUT', url: '/api/v1/profile/data', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
