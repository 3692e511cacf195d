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
  app.post('/authentications/users', { config: { access: 'public' } }, async (request) => {
    const { username, password } = await validateBody(loginSchema, request.body);
    return login(app.db, app.appConfig, { username, password, ip: request.ip });
  });

  // Public settings only (no secret exists: the SPA is a public client with PKCE); `enabled: false` hides the button.
  app.get('/authentications/oidc', { config: { access: 'public' } }, async (): Promise<OidcClientConfig> => {
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

  app.post('/authentications/oidc', { config: { access: 'public' } }, async (request) => {
    const { id_token } = await validateBody(oidcLoginSchema, request.body);
    return loginWithProvider(app.db, app.appConfig, id_token);
  });

  app.delete('/authentications/users', signedIn(), async (request, reply) => {
    const principal = await authenticate(request);
    await revokeSession(app.db, principal.sessionId);
    return reply.code(204).send();
  });
}
