// The signed-in user's own profile, the shell settings/shortcuts saved in it, and the link of their account to the
// identity provider.
import type { FastifyInstance } from 'fastify';
import { profileDataSchema } from '../../../shared/schemas/profile';
import { authenticate, signedIn } from '../../auth/guard';
import { parseUserData } from '../../auth/userData';
import { findUserById, updateUser } from '../../db/repositories/users';
import { object, string } from 'yup';
import { verifyIdToken } from '../../auth/oidc';
import { findLinkedUserId, hasLink } from '../../db/repositories/identityLinks';
import { linkIdentity, unlinkIdentity } from '../../auth/identityLinks';
import { HttpError, unauthorized, validationFailed } from '../../http/errors';
import { PASSWORD_WRONG, passwordChangeSchema } from '../../../shared/schemas/password';
import { hashPassword, verifyPassword } from '../../lib/password';
import { admitOperationCall } from '../../db/repositories/operationCalls';
import { revokeOtherSessions } from '../../db/repositories/sessions';
import { validateBody } from '../../http/validate';

const identityLinkSchema = object({
  id_token: string().trim().required('generic.fields.required').max(20_000, 'generic.fields.too_large'),
});

export default async function profileRoutes(app: FastifyInstance) {
  const profileDoc = { summary: 'The signed-in user: profile, role, permissions, saved settings' };
  app.get('/profile', signedIn(profileDoc), async (request) => {
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
      must_change_password: user.must_change_password === 1,
      identity_linked: app.appConfig.oidc ? await hasLink(app.db, user.id, app.appConfig.oidc.issuer) : false,
    };
  });

  // A staff member's own password: the current one proves it is them (10 tries a quarter hour, so it is no
  // oracle); the new one ends every other session and lifts a one-time password's restriction.
  const passwordDoc = {
    summary: 'Change my password (ends my other sessions)',
    description: 'At most 10 tries in 15 minutes; a wrong current password is a 400 on `current_password`.',
    body: passwordChangeSchema,
    answer: 'empty',
    errors: [429],
  } as const;
  app.put('/profile/password', signedIn(passwordDoc), async (request, reply) => {
    const principal = await authenticate(request);
    const body = await validateBody(passwordChangeSchema, request.body);
    const admitted = await admitOperationCall(app.db, {
      operation: 'profile.password',
      subject: String(principal.userId),
      callerId: principal.userId,
      windowSeconds: 900,
      perCaller: 10,
    });
    if (!admitted) throw new HttpError(429, 'too_many_attempts', undefined, { 'retry-after': '900' });
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(body.current_password, user.password_hash)))
      throw validationFailed({ current_password: PASSWORD_WRONG });
    await app.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, {
        password_hash: await hashPassword(body.new_password),
        must_change_password: 0,
      });
      await revokeOtherSessions(trx, user.id, principal.sessionId);
    });
    return reply.code(204).send();
  });

  // Link my account: the signed-in user ties themselves to the provider subject of a fresh ID token (the only way
  // an admin is linked); a subject linked to someone else is a 409. DELETE unlinks.
  const linkDoc = {
    summary: 'Link my account to the identity provider (a fresh ID token of mine)',
    body: identityLinkSchema,
    answer: 'empty',
    errors: [409],
  } as const;
  app.post('/profile/identity', signedIn(linkDoc), async (request, reply) => {
    const principal = await authenticate(request);
    const { id_token } = await validateBody(identityLinkSchema, request.body);
    const claims = await verifyIdToken(app.appConfig, id_token);
    const issuer = String(claims.iss);
    const subject = String(claims.sub);
    const owner = await findLinkedUserId(app.db, issuer, subject);
    if (owner !== undefined && owner !== principal.userId) throw new HttpError(409, 'identity_taken');
    if (owner === undefined)
      await linkIdentity(app.db, principal, { id: principal.userId }, { issuer, subject });
    return reply.code(204).send();
  });

  const unlinkDoc = { summary: 'Unlink my account from the identity provider', answer: 'empty' } as const;
  app.delete('/profile/identity', signedIn(unlinkDoc), async (request, reply) => {
    const principal = await authenticate(request);
    await unlinkIdentity(app.db, principal, { id: principal.userId });
    return reply.code(204).send();
  });

  const dataDoc = { summary: 'Save my shell settings and shortcuts (either alone)', body: profileDataSchema };
  app.put('/profile/data', signedIn(dataDoc), async (request) => {
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
