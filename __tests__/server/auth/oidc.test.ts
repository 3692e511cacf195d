// Sign-in through a hosted identity provider: the ID token is checked against the provider's keys,
// issuer, audience and expiry; the staff user with its e-mail gets a normal session ending at the token's expiry.
// Keys are made here with jose: no provider and no network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, type CryptoKey, type JWK } from 'jose';
import { createStaff } from '../helpers/fixtures';
import { CLIENT_ID, ISSUER, makeProvider, type Provider, type TokenOptions } from '../helpers/idTokens';
import { createTestApp, describeEachDatabase, testDialects } from '../helpers/testApp';
import type { LoginResponse } from '../../../src/shared/types';

const URL = '/api/v1/authentications/oidc';

let provider: Provider;
let strangerKey: CryptoKey;
let jwk: JWK;

async function makeKeys() {
  provider = await makeProvider();
  strangerKey = provider.strangerKey;
  jwk = provider.jwk;
}

const idToken = (o: TokenOptions = {}) => provider.idToken(o);

describe('sign-in through an identity provider', () => {
  beforeAll(makeKeys);

  for (const dialect of testDialects()) {
    describe(`configured [${dialect}]`, () => {
      let t: Awaited<ReturnType<typeof createTestApp>>;
      beforeAll(async () => {
        t = await createTestApp(dialect, provider.config());
      });
      afterAll(() => t.close());

      const post = (id_token: string, lang = 'en') =>
        t.request({ method: 'POST', url: URL, payload: { id_token }, headers: { 'accept-language': lang } });

      it('offers the public client settings', async () => {
        const res = await t.request({ method: 'GET', url: URL });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          enabled: true,
          issuer: ISSUER,
          client_id: CLIENT_ID,
          scopes: 'openid profile email',
          audience: null,
          name: 'Example ID',
        });
        // The SPA may call the provider (PKCE token request) and its profile endpoint.
        expect(res.headers['content-security-policy']).toContain(
          "connect-src 'self' https://id.example.test",
        );
      });

      it('opens a session with the role and permissions of the staff user with that e-mail', async () => {
        const staff = await createStaff(t.app.db, { permissions: ['MEMBERS_SEARCH', 'USERS_SEARCH'] });
        const token = await idToken({ email: staff.email.toUpperCase(), expiresIn: 900 });
        const res = await post(token);
        expect(res.statusCode).toBe(200);
        const body = res.json<LoginResponse>();
        expect(body).toMatchObject({
          id: staff.id,
          name: staff.name,
          type: 'coach',
          permissions: ['MEMBERS_SEARCH', 'USERS_SEARCH'],
          role: { id: staff.roles_id },
          provider: {
            profile_url: `https://id.example.test/api/v2/users/${encodeURIComponent(`auth0|${staff.email.toUpperCase()}`)}`,
          },
        });
        // The session ends when the provider's token does (spec part 1 §4).
        const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
        expect(body.expires_at).toBe(exp);
        const session = await t.app.db
          .selectFrom('sessions')
          .selectAll()
          .where('user_id', '=', staff.id)
          .execute();
        expect(session.map((s) => Date.parse(s.expires_at) / 1000)).toEqual([exp]);
        // …and is a normal product session.
        const members = await t.request({ method: 'GET', url: '/api/v1/members', token: body.access_token });
        expect(members.statusCode).toBe(200);
        const roles = await t.request({ method: 'GET', url: '/api/v1/roles', token: body.access_token });
        expect(roles.statusCode).toBe(403);
      });

      it.each([
        ['a wrong issuer', { issuer: 'https://evil.example.test/' }],
        ['a wrong audience', { audience: 'another-client' }],
        ['an expired token', { expiresIn: -120 }],
        ['a signature by another key', { key: 'stranger' as const }],
      ])('refuses %s with 401', async (_what, options) => {
        const staff = await createStaff(t.app.db);
        const { key, ...rest } = options as TokenOptions & { key?: 'stranger' };
        const res = await post(
          await idToken({ ...rest, email: staff.email, key: key ? strangerKey : undefined }),
        );
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: 'oidc_token_invalid' });
      });

      it('refuses a forged token: unsigned, HMAC with the client id, or garbage', async () => {
        const staff = await createStaff(t.app.db);
        const good = await idToken({ email: staff.email });
        const [, body] = good.split('.');
        const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
        const hmac = await new SignJWT({ email: staff.email })
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer(ISSUER)
          .setAudience(CLIENT_ID)
          .setSubject('x')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(CLIENT_ID));
        for (const token of [none, hmac, 'not-a-jwt', `${good}x`]) {
          const res = await post(token);
          expect([token.slice(0, 20), res.statusCode]).toEqual([token.slice(0, 20), 401]);
        }
        expect((await post('')).statusCode).toBe(400);
      });

      it('refuses an unknown or unverified e-mail with a translated 403', async () => {
        const res = await post(await idToken({ email: 'nobody@example.com' }), 'tr');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          error: 'oidc_unknown_user',
          message: 'No staff account uses this e-mail address. Ask an administrator to add it to your user.',
        });
        expect(res.json().translated_message).toMatch(/e-posta/);
        const staff = await createStaff(t.app.db);
        const unverified = await post(await idToken({ email: staff.email, emailVerified: false }));
        expect([unverified.statusCode, unverified.json().error]).toEqual([403, 'oidc_unknown_user']);
        expect((await post(await idToken({}))).statusCode).toBe(403);
      });

      it('follows the linked subject, never a changed e-mail; an admin links only from their own session', async () => {
        const staff = await createStaff(t.app.db);
        // First sign-in with a verified e-mail links the subject…
        expect((await post(await idToken({ email: staff.email, subject: 'sub-staff' }))).statusCode).toBe(
          200,
        );
        // …after which that subject signs in whatever the e-mail claim, and no other subject gets the user.
        const moved = await post(await idToken({ email: 'elsewhere@example.com', subject: 'sub-staff' }));
        expect(moved.json<LoginResponse>().id).toBe(staff.id);
        const other = await post(await idToken({ email: staff.email, subject: 'sub-attacker' }));
        expect([other.statusCode, other.json().error]).toEqual([403, 'oidc_unknown_user']);
        // Re-pointing the e-mail at the provider never moves the link.
        await t.app.db
          .updateTable('users')
          .set({ email: 'moved@example.com' })
          .where('id', '=', staff.id)
          .execute();
        const byNewMail = await post(await idToken({ email: 'moved@example.com', subject: 'sub-new' }));
        expect(byNewMail.statusCode).toBe(403);

        // The seeded admin: a verified token with their e-mail links nothing.
        const adminRow = await t.app.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        const asAdmin = await post(await idToken({ email: adminRow.email, subject: 'sub-admin' }), 'tr');
        expect([asAdmin.statusCode, asAdmin.json().error]).toEqual([403, 'oidc_link_required']);
        expect(asAdmin.json().translated_message).toMatch(/Hesabımı bağla/);
        // Linked from the admin's own session, the subject signs in as the admin.
        const session = (await t.login()).access_token;
        const link = (id_token: string) =>
          t.request({
            method: 'POST',
            url: '/api/v1/profile/identity',
            token: session,
            payload: { id_token },
          });
        expect((await link(await idToken({ email: adminRow.email, subject: 'sub-admin' }))).statusCode).toBe(
          204,
        );
        const profile = await t.request({ method: 'GET', url: '/api/v1/profile', token: session });
        expect(profile.json()).toMatchObject({ identity_linked: true });
        const signedIn = await post(await idToken({ email: adminRow.email, subject: 'sub-admin' }));
        expect(signedIn.json<LoginResponse>().id).toBe(1);
        // A subject already linked to someone else cannot be taken.
        const taken = await link(await idToken({ email: 'x@example.com', subject: 'sub-staff' }));
        expect([taken.statusCode, taken.json().error]).toEqual([409, 'identity_taken']);
        const unlink = await t.request({ method: 'DELETE', url: '/api/v1/profile/identity', token: session });
        expect(unlink.statusCode).toBe(204);
        expect((await post(await idToken({ email: adminRow.email, subject: 'sub-admin' }))).statusCode).toBe(
          403,
        );
      });

      it('refuses a passive user with 403', async () => {
        const staff = await createStaff(t.app.db, { status: 'passive' });
        const res = await post(await idToken({ email: staff.email }));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'oidc_user_not_active' });
      });
    });
  }
});

/** A provider on the loopback that publishes discovery and JWKS (what OIDC_ISSUER points at in production). */
async function publishingProvider(issuerOverride?: string) {
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const body =
      req.url === '/.well-known/openid-configuration'
        ? { issuer: issuerOverride ?? base, jwks_uri: `${base}/jwks` }
        : req.url === '/jwks'
          ? { keys: [jwk] }
          : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('keys found through discovery', () => {
  beforeAll(makeKeys);

  it.each([
    ['publishes its keys: a session', undefined, 200],
    ['names another issuer in its discovery: 503', 'https://elsewhere.example.test', 503],
  ])('a provider that %s', async (_what, issuerOverride, status) => {
    const { server, issuer } = await publishingProvider(issuerOverride);
    const t = await createTestApp('sqlite', {
      oidc: {
        issuer,
        clientId: CLIENT_ID,
        audience: undefined,
        scopes: 'openid',
        profileUrl: undefined,
        name: 'x',
      },
    });
    try {
      const staff = await createStaff(t.app.db);
      const res = await t.request({
        method: 'POST',
        url: URL,
        payload: { id_token: await idToken({ issuer, email: staff.email }) },
      });
      expect([res.statusCode, res.json().error]).toEqual([
        status,
        status === 200 ? undefined : 'oidc_unavailable',
      ]);
      if (status === 200) expect(res.json().provider).toEqual({ profile_url: null });
    } finally {
      await t.close();
      server.close();
    }
  });
});

describeEachDatabase('sign-in through an identity provider, not configured', (t) => {
  it('hides the button and refuses the call', async () => {
    const config = await t().request({ method: 'GET', url: URL });
    expect(config.json()).toEqual({ enabled: false });
    expect(config.headers['content-security-policy']).toContain("connect-src 'self';");
    const res = await t().request({ method: 'POST', url: URL, payload: { id_token: 'x.y.z' } });
    expect(res.statusCode).toBe(404);
  });
});
