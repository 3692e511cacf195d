// Session calls of spec part 1 §7: POST (sign in) and DELETE (sign out) authentications/users.
import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../shared/schemas/login';
import { revokeSession } from '../db/repositories/sessions';
import { validateBody } from '../http/validate';
import { authenticate, signedIn } from './guard';
import { login } from './login';

export default async function authRoutes(app: FastifyInstance) {
  app.post('/authentications/users', { config: { access: 'public' } }, async (request) => {
    const { username, password } = await validateBody(loginSchema, request.body);
    return login(app.db, app.appConfig, { username, password, ip: request.ip });
  });

  app.delete('/authentications/users', signedIn(), async (request, reply) => {
    const principal = await authenticate(request);
    await revokeSession(app.db, principal.sessionId);
    return reply.code(204).send();
  });
}
