// Notifications sent to a member: answered with the sender's name and the delivery state of the outbox row that
// carries the mail (read on every answer, so a cached page still shows the current state). `_send` sends a free
// notification (title, message).
import type { Row } from '../../db/repositories/records';
import { sendNotification } from '../../notifications/send';
import { defineHooks } from '../hooks';

export default defineHooks<'notifications'>({
  async decorate(records, { db }) {
    const outboxIds = records.map((r) => Number(r.outbox_id)).filter((id) => id > 0);
    const senderIds = records.map((r) => Number(r.sender_id)).filter((id) => id > 0);
    const states = new Map<number, string>();
    if (outboxIds.length > 0)
      for (const row of await db
        .selectFrom('outbox')
        .select(['id', 'status'])
        .where('id', 'in', outboxIds)
        .execute())
        states.set(row.id, row.status);
    const names = new Map<number, string>();
    if (senderIds.length > 0)
      for (const row of await db
        .selectFrom('users')
        .select(['id', 'name', 'lastname'])
        .where('id', 'in', senderIds)
        .execute())
        names.set(row.id, `${row.name} ${row.lastname}`.trim());
    return records.map((r: Row) => ({
      ...r,
      sender_name: names.get(Number(r.sender_id)) ?? '',
      // A row whose mail was removed from the outbox was delivered earlier (the outbox keeps no history).
      delivery_state: states.get(Number(r.outbox_id)) ?? 'sent',
    }));
  },
  operations: {
    async send({ db, body, scope, principal, reply }) {
      const memberId = Number(scope.find((c) => c.column === 'member_id')?.value);
      return sendNotification(db, reply.server, {
        memberId,
        kind: 'free',
        title: String(body.title),
        message: String(body.message),
        senderId: principal.userId,
      });
    },
  },
});
