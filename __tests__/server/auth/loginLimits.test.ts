// Login limits under concurrency, against lock-out by strangers, and behind a proxy.
import type { ApiError } from '../../../src/shared/types';
import { trustProxy } from '../../../src/server/config';
import { createStaff } from '../helpers/fixtures';
import { ADMIN_PASSWORD, createTestApp, describeEachDatabase, testDialects } from '../helpers/testApp';
import { passSeconds as pass } from '../helpers/clock';

const LOGIN = '/api/v1/authentications/users';
afterEach(() => jest.useRealTimers());

describeEachDatabase(
  'login limits',
  (t) => {
    const attempt = (username: string, password: string, remoteAddress: string, headers = {}) =>
      t().request({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress, headers });

    it('checks at most the limit of 50 parallel wrong passwords for one user; the rest get 429', async () => {
      const user = await createStaff(t().app.db);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => attempt(user.username, `wrong-${i}`, `10.50.${i}.1`)),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(t().config.loginMaxFailures);
      expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
      expect(codes.filter((c) => c === 429).length).toBe(50 - codes.filter((c) => c === 401).length);
      for (const res of answers.filter((r) => r.statusCode === 429)) {
        expect(res.json<ApiError>().error).toBe('too_many_attempts');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    });

    it('checks at most the address limit of 50 parallel attempts from one address', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => attempt(`nobody-${i}`, 'x', '10.60.0.1')),
      );
      const checked = answers.filter((res) => res.statusCode === 401).length;
      expect(checked).toBeLessThanOrEqual(t().config.loginAddressMaxFailures);
      expect(answers.filter((res) => res.statusCode === 429).length).toBe(50 - checked);
    });

    it('a stranger hammering the admin never locks it out from an address it signs in from', async () => {
      expect((await attempt('admin', ADMIN_PASSWORD, '10.70.0.1')).statusCode).toBe(200);
      // Strangers from many addresses (a botnet), in parallel and then one after another.
      await Promise.all(Array.from({ length: 40 }, (_, i) => attempt('admin', 'guess', `10.71.${i}.9`)));
      for (let i = 0; i < 20; i += 1) await attempt('admin', 'guess', `10.72.${i}.9`);
      const res = await attempt('admin', ADMIN_PASSWORD, '10.70.0.1');
      expect(res.statusCode).toBe(200);
    });

    it('strangers behind an admin’s own address (one NAT) failing on other accounts never lock the admin out', async () => {
      const office = '10.75.0.1';
      const boss = await createStaff(t().app.db);
      expect((await attempt(boss.username, boss.password, office)).statusCode).toBe(200);
      // More wrong passwords for other accounts than the address limit: the office address is locked…
      for (let i = 0; i <= t().config.loginAddressMaxFailures; i += 1)
        await attempt(`colleague-${i}`, 'wrong', office);
      const stranger = await createStaff(t().app.db);
      expect((await attempt(stranger.username, stranger.password, office)).statusCode).toBe(429);
      // …but not for the admin, who signed in from it before.
      expect((await attempt(boss.username, boss.password, office)).statusCode).toBe(200);
      // The pair keeps its own back-off: guessing the admin's password from there is still slowed down.
      for (let i = 0; i < t().config.loginMaxFailures; i += 1) await attempt(boss.username, 'guess', office);
      expect((await attempt(boss.username, boss.password, office)).statusCode).toBe(429);
    });

    it('a known address is forgotten after 90 days without a sign-in', async () => {
      const office = '10.76.0.1';
      const boss = await createStaff(t().app.db);
      expect((await attempt(boss.username, boss.password, office)).statusCode).toBe(200);
      pass(91 * 24 * 3600);
      for (let i = 0; i <= t().config.loginAddressMaxFailures; i += 1)
        await attempt(`colleague-${i}`, 'wrong', office);
      expect((await attempt(boss.username, boss.password, office)).statusCode).toBe(429);
    });

    it('from a new address the admin waits at most the short back-off, then signs in', async () => {
      // The clock stands still until the test moves it: 30 password checks on a busy machine can outlast the
      // first lock's 2 s in real time, and the lock would end before the admin's attempt.
      pass(0);
      await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('admin', 'guess', `10.80.${i}.9`)));
      const blocked = await attempt('admin', ADMIN_PASSWORD, '10.81.0.1');
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(t().config.loginBackoffMaxSeconds);
      pass(retryAfter + 0.2);
      expect((await attempt('admin', ADMIN_PASSWORD, '10.81.0.1')).statusCode).toBe(200);
    });

    it('the back-off doubles and the username takes attempts again once it is over', async () => {
      const user = await createStaff(t().app.db);
      pass(0);
      for (let i = 0; i < t().config.loginMaxFailures; i += 1)
        expect((await attempt(user.username, 'x', `10.90.${i}.1`)).statusCode).toBe(401);
      const blocked = await attempt(user.username, user.password, '10.90.9.1');
      expect(blocked.statusCode).toBe(429);
      pass(Number(blocked.headers['retry-after']) + 0.2);
      expect((await attempt(user.username, user.password, '10.90.9.1')).statusCode).toBe(200);
    });
  },
  // Two seconds: thirty parallel attempts on a loaded machine can outlast one, and the block with them.
  { loginBackoffMaxSeconds: 2 },
);

describeEachDatabase('login limits over time', (t) => {
  const attempt = (username: string, password: string, remoteAddress: string) =>
    t().request({ method: 'POST', url: LOGIN, payload: { username, password }, remoteAddress });
  // Each failure from an address of its own (10.<net>.<n>.1): only the username's counter fills.
  let net = 120;
  const fail = async (username: string, times: number) => {
    net += 1;
    for (let i = 0; i < times; i += 1)
      expect((await attempt(username, 'wrong', `10.${net}.${i}.1`)).statusCode).toBe(401);
  };
  const retryAfter = async (username: string, password: string, ip: string) => {
    const res = await attempt(username, password, ip);
    expect(res.statusCode).toBe(429);
    return Number(res.headers['retry-after']);
  };

  it('backs a username off 2 s, then 4 s for a lock-out in a row, and 2 s again after a success', async () => {
    const user = await createStaff(t().app.db);
    const max = t().config.loginMaxFailures;
    await fail(user.username, max);
    expect(await retryAfter(user.username, user.password, '10.111.0.1')).toBe(2);
    pass(2.2);
    await fail(user.username, max);
    expect(await retryAfter(user.username, user.password, '10.111.0.1')).toBe(4);
    pass(4.2);
    expect((await attempt(user.username, user.password, '10.111.0.1')).statusCode).toBe(200);
    await fail(user.username, max);
    expect(await retryAfter(user.username, user.password, '10.111.0.2')).toBe(2);
  });

  it('starts the back-off at 2 s again when the last lock-out ended more than a window ago', async () => {
    const user = await createStaff(t().app.db);
    const max = t().config.loginMaxFailures;
    await fail(user.username, max);
    expect(await retryAfter(user.username, user.password, '10.112.0.1')).toBe(2);
    pass(2 + t().config.loginWindowSeconds + 1);
    await fail(user.username, max);
    expect(await retryAfter(user.username, user.password, '10.112.0.1')).toBe(2);
  });

  it('locks once for parallel failures that fill the counter together', async () => {
    const user = await createStaff(t().app.db);
    const max = t().config.loginMaxFailures;
    const answers = await Promise.all(
      Array.from({ length: max }, (_, i) => attempt(user.username, 'wrong', `10.113.${i}.1`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: max }, () => 401));
    expect(await retryAfter(user.username, user.password, '10.113.9.1')).toBe(2);
  });

  it('never backs off longer than LOGIN_BACKOFF_MAX_SECONDS', async () => {
    const user = await createStaff(t().app.db);
    const max = t().config.loginMaxFailures;
    let seconds = 0;
    for (let lockout = 0; lockout < 8; lockout += 1) {
      await fail(user.username, max);
      seconds = await retryAfter(user.username, user.password, '10.114.0.1');
      expect(seconds).toBe(Math.min(2 ** (lockout + 1), t().config.loginBackoffMaxSeconds));
      pass(seconds + 0.2);
    }
    expect(seconds).toBe(t().config.loginBackoffMaxSeconds);
  });

  it('locks an address for the window, says so in Retry-After, and takes attempts again after it', async () => {
    const office = '10.115.0.1';
    for (let i = 0; i < t().config.loginAddressMaxFailures; i += 1)
      expect((await attempt(`nobody-${i}`, 'wrong', office)).statusCode).toBe(401);
    const seconds = await retryAfter('admin', ADMIN_PASSWORD, office);
    expect(seconds).toBeLessThanOrEqual(t().config.loginWindowSeconds);
    expect(seconds).toBeGreaterThan(t().config.loginWindowSeconds - 30);
    pass(seconds + 0.2);
    expect((await attempt('admin', ADMIN_PASSWORD, office)).statusCode).toBe(200);
  });

  it('does not count refused attempts, and gives a success’s slot back to its address', async () => {
    const user = await createStaff(t().app.db);
    const max = t().config.loginMaxFailures;
    await fail(user.username, max);
    for (let i = 0; i < 10; i += 1) await retryAfter(user.username, 'wrong', `10.116.${i}.1`);
    pass(2.2);
    // The refused ten did not fill the next window: all of its failures are checked again.
    await fail(user.username, max);
    const office = '10.117.0.1';
    const limit = t().config.loginAddressMaxFailures;
    for (let i = 0; i < limit - 1; i += 1) await attempt(`someone-${i}`, 'wrong', office);
    // A success from the address does not use up its last slot.
    const colleague = await createStaff(t().app.db);
    expect((await attempt(colleague.username, colleague.password, office)).statusCode).toBe(200);
    expect((await attempt('someone-last', 'wrong', office)).statusCode).toBe(401);
    expect((await attempt('someone-more', 'wrong', office)).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('is read as a hop count or a list of proxies, never as "trust the left-most entry"', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => trustProxy('everything')).toThrow(/TRUST_PROXY/);
  });

  for (const dialect of testDialects()) {
    it(`a sprayed left-most X-Forwarded-For does not escape the address limit [${dialect}]`, async () => {
      const t = await createTestApp(dialect, { trustProxy: 1 });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 30; i += 1) {
          const res = await t.request({
            method: 'POST',
            url: LOGIN,
            payload: { username: `sprayed-${i}`, password: 'x' },
            remoteAddress: '10.99.0.1',
            // The client writes the first entry; the proxy appended the address it saw.
            headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
          });
          codes.push(res.statusCode);
        }
        const limit = t.config.loginAddressMaxFailures;
        expect(codes.slice(0, limit).every((c) => c === 401)).toBe(true);
        expect(codes.slice(limit).every((c) => c === 429)).toBe(true);
        // Another client behind the same proxy is not affected.
        const other = await t.request({
          method: 'POST',
          url: LOGIN,
          payload: { username: 'admin', password: ADMIN_PASSWORD },
          remoteAddress: '10.99.0.1',
          headers: { 'x-forwarded-for': '198.51.100.8' },
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }
});
