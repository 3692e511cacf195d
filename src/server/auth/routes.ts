// Session calls of spec part 1 §7: POST (sign in) and DELETE (sign out) authentications/users; sign-in through
// a hosted identity provider: GET (what the login page needs to offer it) and POST authentications/oidc.
import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../shared/schemas/login';
import { revokeSession } from '../db/repositories/sessions';
import { validateBody } from '../http/validate';
import { authenticate, signedIn } from './guard';
import { login } from './login';
import { oidcLoginSchema } from '../../shared/schemas/oidc';
import type { OidcClientConfig } from '../../shared/types';
import { loginWithProvider } from './oidc';

export default async function authRoutes(app: FastifyInstance) {
  const tag = 'session';
  const signIn = {
    summary: 'Sign in with a username and password',
    description:
      'Answers `access_token` (send it as `Authorization: Bearer`), `expires_at` (unix seconds), the permissions ' +
      'and the user. Failed sign-ins are limited per username and per address (429 with `Retry-After`).',
    body: loginSchema,
    errors: [401, 429],
    tag,
  };
  app.post('/authentications/users', { config: { access: 'public', doc: signIn } }, async (request) => {
    const { username, password } = await validateBody(loginSchema, request.body);
    return login(app.db, app.appConfig, { username, password, ip: request.ip });
  });

  // Public settings only (no secret exists: the SPA is a public client with PKCE); `enabled: false` hides the button.
  const providerSettings = { summary: 'What the login page needs to offer the identity provider', tag };
  const providerOptions = { config: { access: 'public' as const, doc: providerSettings } };
  app.get('/authentications/oidc', providerOptions, async (): Promise<OidcClientConfig> => {
    const oidc = app.appConfig.oidc;
    if (!oidc) return { enabled: false };
    return {
      enabled: true,
      issuer: oidc.issuer,
      client_id: oidc.clientId,
      scopes: oidc.scopes,
      audience: oidc.audience ?? null,
      name: oidc.name,
    };
  });

  const providerSignIn = {
    summary: 'Sign in with an ID token of the identity provider',
    description: 'Answers as the password sign-in does.',
    body: oidcLoginSchema,
    errors: [401, 403, 503],
    tag,
  };
  const providerSignInOptions = { config: { access: 'public' as const, doc: providerSignIn } };
  app.post('/authentications/oidc', providerSignInOptions, async (request) => {
    const { id_token } = await validateBody(oidcLoginSchema, request.body);
    return loginWithProvider(app.db, app.appConfig, id_token);
  });

  const signOut = {
    summary: 'Sign out: the session is revoked on the server',
    answer: 'empty',
    tag,
  } as const;
  app.delete('/authentications/users', signedIn(signOut), async (request, reply) => {
    const principal = await authenticate(request);
    await revokeSession(app.db, principal.sessionId);
    return reply.code(204).send();
  });
}
