// A real OpenID provider for the end-to-end sign-in test (oidc-provider, ESM only, hence a child process):
// discovery, authorization code with PKCE, token, JWKS, its development sign-in form, one test account whose
// e-mail is a demo staff user's, and a stand-in for the provider's profile endpoint (Auth0's
// /api/v2/users/{sub} shape: GET gives user_metadata, PATCH merges it), guarded by the provider's access tokens.
// Env: OIDC_PORT, OIDC_REDIRECT_URI, OIDC_CLIENT_ID. Prints "ready <issuer>" once listening on 127.0.0.1.
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
const clientId = process.env.OIDC_CLIENT_ID ?? 'gym-spa';
const issuer = `http://127.0.0.1:${port}`;
const spaOrigin = new URL(redirectUri).origin;

const accounts = {
  manager: { sub: 'manager', email: 'manager@gym.example', email_verified: true, name: 'Demo Manager' },
  stranger: { sub: 'stranger', email: 'stranger@elsewhere.example', email_verified: true, name: 'Stranger' },
  // The gym owner's own account at the provider: no staff e-mail matches it; the admin links it from the profile.
  owner: { sub: 'owner', email: 'owner@private.example', email_verified: true, name: 'Gym Owner' },
};
/** user_metadata by subject, as the provider's profile keeps it. */
const metadata = new Map();

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      token_endpoint_auth_method: 'none', // a public client: PKCE instead of a secret
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The product reads the e-mail from the ID token, so scope claims go into it (not only to userinfo).
  conformIdTokenClaims: false,
  findAccount: (_ctx, id) =>
    accounts[id] ? { accountId: id, claims: () => ({ ...accounts[id] }) } : undefined,
  // A first-party client: no consent screen.
  loadExistingGrant: async (ctx) => {
    const grantId =
      ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  clientBasedCORS: (_ctx, origin) => origin === spaOrigin,
  cookies: { keys: ['e2e-only-cookie-key'] },
  features: { devInteractions: { enabled: true } },
});

const cors = {
  'access-control-allow-origin': spaOrigin,
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, PATCH, OPTIONS',
  vary: 'origin',
};

function send(res, status, body) {
  res.writeHead(status, { ...cors, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function profile(req, res, sub) {
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
  if (!token || token.isExpired) return send(res, 401, { error: 'Unauthorized', message: 'Invalid token' });
  if (token.accountId !== sub) return send(res, 403, { error: 'Forbidden', message: 'Not your profile' });
  const current = metadata.get(sub) ?? {};
  if (req.method === 'PATCH') {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}');
    // Auth0 merges user_metadata's top-level properties.
    metadata.set(sub, { ...current, ...(body.user_metadata ?? {}) });
  } else if (req.method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
  return send(res, 200, {
    user_id: sub,
    email: accounts[sub]?.email,
    user_metadata: metadata.get(sub) ?? {},
  });
}

const callback = provider.callback();
const server = http.createServer((req, res) => {
  const url = new URL(req.url, issuer);
  const match = /^\/api\/v2\/users\/([^/]+)$/.exec(url.pathname);
  if (match) {
    profile(req, res, decodeURIComponent(match[1])).catch((err) => send(res, 500, { message: String(err) }));
    return;
  }
  // For the test's own checks: what the profile endpoint holds.
  if (url.pathname === '/__test/metadata') return send(res, 200, Object.fromEntries(metadata));
  callback(req, res);
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${issuer}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
