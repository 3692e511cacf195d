// Sending a notification to a member: the record (member, channel, text, sender, time) and the mail
// that carries it are written in one transaction, the mail through the outbox the diet lists use, so the mail
// worker delivers it and the notification's delivery state is the outbox row's. Both the free notification
// (`members/{id}/notifications/_send`) and the payment reminder (`members/{id}/packages/{id}/_remind`) come here.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { enqueueMessage, memberAddress } from '../../db/repositories/outbox';
import { insertRecord, type Row } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { mailQueued, type QueuedAnswer } from '../../mail/queued';
import { inTransaction } from '../../db/transaction';

export interface NewNotification {
  memberId: number;
  kind: 'free' | 'payment_reminder';
  title: string;
  message: string;
  senderId: number;
  packageId?: number;
}

export async function sendNotification(
  db: Kysely<Database>,
  server: FastifyInstance,
  note: NewNotification,
): Promise<Row & QueuedAnswer> {
  const member = await memberAddress(db, note.memberId);
  if (!member) throw notFound();
  if (!member.email) throw validationFailed({ email: 'generic.fields.required' });
  const record = await inTransaction(db, async (trx) => {
    const outboxId = await enqueueMessage(trx, {
      channel: 'email',
      recipient: member.email,
      subject: note.title,
      body: note.message,
    });
    return insertRecord(trx, 'notifications', {
      member_id: note.memberId,
      kind: note.kind,
      channel: 'email',
      title: note.title,
      message: note.message,
      package_id: note.packageId ?? null,
      sender_id: note.senderId,
      recipient: member.email,
      outbox_id: outboxId,
    });
  });
  return { ...record, delivery_state: 'pending', ...mailQueued(server, Number(record.outbox_id)) };
}
