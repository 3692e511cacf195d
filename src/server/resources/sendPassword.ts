// POST members/_sendPassword { id }: issues a new password to the member, stores only its hash and
// queues the e-mail in the outbox (delivered by the mail sender of a later issue).
import type { FastifyInstance } from 'fastify';
import { number, object } from 'yup';
import { generatePassword, hashPassword } from '../auth/password';
import { guarded } from '../auth/guard';
import { enqueueMessage } from '../db/repositories/outbox';
import { findRecord, updateRecord } from '../db/repositories/records';
import { membersHooks } from './members';
import { notFound, validationFailed } from '../http/errors';
import { validateBody } from '../http/validate';

const bodySchema = object({
  id: number()
    .typeError('generic.fields.invalid')
    .required('generic.fields.required')
    .integer('generic.fields.invalid'),
});

export const passwordMail = (name: string, password: string) => ({
  subject: 'Yeni şifreniz / Your new password',
  body: [
    `Merhaba ${name},`,
    '',
    `Uygulamaya giriş için yeni şifreniz: ${password}`,
    '',
    `Hello ${name}, your new password for the app is: ${password}`,
  ].join('\n'),
});

export default async function sendPasswordRoute(app: FastifyInstance) {
  app.post('/members/_sendPassword', guarded('MEMBERS_UPDATE'), async (request) => {
    const { id } = await validateBody(bodySchema, request.body);
    const reach = request.principal ? membersHooks.reach?.(request.principal) : undefined;
    const member = await findRecord(app.db, 'members', id, undefined, reach);
    if (!member) throw notFound();
    const email = String(member.email ?? '');
    if (!email) throw validationFailed({ email: 'generic.fields.required' });
    const password = generatePassword(10);
    await app.db.transaction().execute(async (trx) => {
      await updateRecord(trx, 'members', id, { password_hash: await hashPassword(password) });
      await enqueueMessage(trx, {
        channel: 'email',
        recipient: email,
        ...passwordMail(String(member.name), password),
      });
    });
    return { id, recipient: email };
  });
}
