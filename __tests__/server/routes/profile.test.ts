import type { ApiError } from '../../../src/shared/types';
import { describeEachDatabase } from '../helpers/testApp';

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
    expect(JSON.stringify(body)).not.toMatch(/password/);
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
