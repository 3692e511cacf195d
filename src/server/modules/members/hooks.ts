// Members: an optional password on create is stored hashed; it is never returned and edits ignore it (a new
// one is issued with the sendPassword operation). Staff without MEMBERS_REACH_ALL reach only the members
// assigned to them as coach or nutritionist — on every members route and every member sub-resource.
import { generatePassword, hashPassword } from '../../lib/password';
import { enqueueMessage } from '../../db/repositories/outbox';
import { findRecord, updateRecord } from '../../db/repositories/records';
import { findUserById } from '../../db/repositories/users';
import { isoNow } from '../../db/time';
import { notFound, validationFailed } from '../../http/errors';
import { mailQueued } from '../../mail/queued';
import { defineHooks, omit } from '../../resources/hooks';
import { memberReach } from '../../resources/memberReach';
import { inTransaction } from '../../db/transaction';

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

/** The consents (KVKK, İYS) whose value this write changes get when and by whom; the others keep theirs. */
const CONSENTS = ['consent_email', 'consent_sms', 'contact_opt_out'] as const;

async function consentStamps(
  input: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  db: Parameters<typeof findUserById>[0],
  userId: number,
): Promise<Record<string, string>> {
  const changed = CONSENTS.filter(
    (field) => input[field] !== undefined && Number(input[field]) !== Number(existing?.[field] ?? 0),
  );
  if (changed.length === 0) return {};
  const user = await findUserById(db, userId);
  const by = user?.name || user?.username || String(userId);
  const at = isoNow();
  return Object.fromEntries(
    changed.flatMap((field) => [
      [`${field}_at`, at],
      [`${field}_by`, by],
    ]),
  );
}

export default defineHooks<'members'>({
  toApi: (row) => omit(row, 'password_hash'),
  reach: memberReach,
  async toRow(input, { existing, db, principal }) {
    const row = {
      ...omit(input, 'password'),
      ...(await consentStamps(input, existing, db, principal.userId)),
    };
    if (existing) return row;
    const password = typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
    return { ...row, password_hash: password ? await hashPassword(password) : null };
  },
  operations: {
    /** POST members/_sendPassword { id }: a new password, stored hashed, mailed through the outbox (queued_only without SMTP). */
    async sendPassword({ db, body, reach, reply }) {
      const id = Number(body.id);
      const member = await findRecord(db, { table: 'members', key: 'id', reach }, id);
      if (!member) throw notFound();
      const email = String(member.email ?? '');
      if (!email) throw validationFailed({ email: 'generic.fields.required' });
      const password = generatePassword(10);
      const hash = await hashPassword(password);
      const outboxId = await inTransaction(db, async (trx) => {
        await updateRecord(trx, { table: 'members', key: 'id' }, id, { password_hash: hash });
        return enqueueMessage(trx, {
          channel: 'email',
          recipient: email,
          ...passwordMail(String(member.name), password),
        });
      });
      return { id, recipient: email, ...mailQueued(reply.server, outboxId) };
    },
  },
});
