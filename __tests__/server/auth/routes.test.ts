import { signToken } from '../../../src/server/auth/token';
import type { ApiError, LoginResponse } from '../../../src/shared/types';
import { createStaff } from '../helpers/fixtures';
import { ADMIN_PASSWORD, describeEachDatabase } from '../helpers/testApp';

const LOGIN = '/api/v1/authentications/users';

describeEachDatabase('authentications/users', (t) => {
  it('signs in with the spec fields, the expiry and x-app-version', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-app-version']).toBe(require('../../../package.json').version);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/x-total-count/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/x-app-version/);
    const body = res.json<LoginResponse>();
    expect(body).toMatchObject({
      name: 'Admin',
      lastname: 'User',
      title: 'Administrator',
      type: 'admin',
      role: { name: 'Admin' },
    });
    expect(typeof body.access_token).toBe('string');
    expect(body.id).toEqual(expect.any(Number));
    expect(body.permissions).toContain('MEMBERS_SEARCH');
    expect(body.expires_at).toBeGreaterThanOrEqual(before + t().config.tokenTtlSeconds);
    expect(body.expires_at).toBeLessThanOrEqual(before + t().config.tokenTtlSeconds + 5);
    expect(body.data).toEqual({ settings: {}, shortcuts: [] });
    expect(JSON.stringify(body)).not.toMatch(/password/);
  });

  it('answers 401 invalid_credentials alike for a wrong password and an unknown user', async () => {
    const wrong = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'admin', password: 'nope' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'ghost', password: 'nope' },
      remoteAddress: '10.0.0.1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json<ApiError>().error).toBe('invalid_credentials');
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('answers 400 with field keys when fields are missing', async () => {
    const res = await t().request({ method: 'POST', url: LOGIN, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>()).toMatchObject({
      error: 'validation_failed',
      fields: { username: 'generic.fields.required', password: 'generic.fields.required' },
    });
    const onlyName = await t().request({ method: 'POST', url: LOGIN, payload: { username: 'admin' } });
    expect(onlyName.json<ApiError>().fields).toEqual({ password: 'generic.fields.required' });
  });

  it('refuses passive users', async () => {
    const user = await createStaff(t().app.db, { status: 'passive' });
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 after LOGIN_ADDRESS_MAX_FAILURES failures from one address, even with the right password', async () => {
    const remoteAddress = '10.0.0.2';
    for (let i = 0; i < t().config.loginAddressMaxFailures; i += 1) {
      const res = await t().request({
        method: 'POST',
        url: LOGIN,
        payload: { username: `u${i}`, password: 'x' },
        remoteAddress,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'admin', password: ADMIN_PASSWORD },
      remoteAddress,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json<ApiError>().error).toBe('too_many_attempts');
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    const other = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'admin', password: ADMIN_PASSWORD },
      remoteAddress: '10.0.0.3',
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 429 after 5 failures for one username from several addresses', async () => {
    const user = await createStaff(t().app.db);
    for (let i = 0; i < 5; i += 1) {
      await t().request({
        method: 'POST',
        url: LOGIN,
        payload: { username: user.username, password: 'x' },
        remoteAddress: `10.1.0.${i}`,
      });
    }
    const res = await t().request({
      method: 'POST',
      url: LOGIN,
      payload: { username: user.username, password: user.password },
      remoteAddress: '10.1.1.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it('logout revokes the session: the token then gets 401', async () => {
    const { access_token: token } = await t().login();
    expect((await t().request({ method: 'GET', url: '/api/v1/profile', token })).statusCode).toBe(200);
    const out = await t().request({ method: 'DELETE', url: LOGIN, token });
    expect(out.statusCode).toBe(204);
    const after = await t().request({ method: 'GET', url: '/api/v1/profile', token });
    expect(after.statusCode).toBe(401);
    expect(after.json<ApiError>().error).toBe('unauthorized');
    expect((await t().request({ method: 'DELETE', url: LOGIN, token })).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { access_token: token } = await t().login();
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: number;
      sid: string;
    };
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await signToken(
      { sub: payload.sub, sid: payload.sid, iat: past - 100, exp: past },
      t().config.jwtSecret,
    );
    expect((await t().request({ method: 'GET', url: '/api/v1/profile', token: expired })).statusCode).toBe(
      401,
    );
  });

  it('rejects a token whose session expired', async () => {
    const { access_token: token } = await t().login();
    const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
      .sid;
    await t()
      .app.db.updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sid)
      .execute();
    expect((await t().request({ method: 'GET', url: '/api/v1/profile', token })).statusCode).toBe(401);
  });

  it('rejects forged and malformed tokens', async () => {
    const { access_token: token } = await t().login();
    const [header, body] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      sub: number;
      sid: string;
      iat: number;
      exp: number;
    };
    const otherKey = await signToken(payload, 'another-secret');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...payload, sub: payload.sub + 1 })).toString('base64url')}.${token.split('.')[2]}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
    for (const bad of [otherKey, tampered, none, 'garbage', `${token}x`]) {
      const res = await t().request({ method: 'GET', url: '/api/v1/profile', token: bad });
      expect(res.statusCode).toBe(401);
    }
    expect((await t().request({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
  });

  it('locks a deactivated user out at once', async () => {
    const user = await createStaff(t().app.db);
    const { access_token: token } = await t().login(user.username, user.password);
    await t().app.db.updateTable('users').set({ status: 'passive' }).where('id', '=', user.id).execute();
    expect((await t().request({ method: 'GET', url: '/api/v1/profile', token })).statusCode).toBe(401);
  });
});
