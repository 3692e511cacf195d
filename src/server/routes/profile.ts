// The signed-in user's own profile, and the shell settings/shortcuts saved in it.
import type { FastifyInstance } from 'fastify';
import { profileDataSchema } from '../../shared/schemas/profile';
import { authenticate, signedIn } from '../auth/guard';
import { parseUserData } from '../auth/userData';
import { findUserById, updateUser } from '../db/repositories/users';
import { unauthorized } from '../http/errors';
import { validateBody } from '../http/validate';

export default async function profileRoutes(app: FastifyInstance) {
  app.get('/profile', signedIn(), async (request) => {
    const principal = await authenticate(request);
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw unauthorized();
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      lastname: user.lastname,
      title: user.title,
      type: user.type,
      email: user.email,
      phone: user.phone,
      status: user.status,
      branches_id: user.branches_id,
      role: principal.role,
      permissions: principal.permissions,
      data: parseUserData(user.data),
    };
  });

  app.put('/profile/data', signedIn(), async (request) => {
    const principal = await authenticate(request);
    const changes = await validateBody(profileDataSchema, request.body);
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw unauthorized();
    // Either part may be sent alone; the other keeps its saved value.
    const current = parseUserData(user.data);
    const data = {
      settings: changes.settings ?? current.settings,
      shortcuts: changes.shortcuts ?? current.shortcuts,
    };
    await updateUser(app.db, user.id, { data: JSON.stringify(data) });
    return data;
  });
}
