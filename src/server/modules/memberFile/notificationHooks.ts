// Notifications sent to a member: answered with the sender's name and the delivery state of the outbox row that
// carries the mail (read on every answer, so a cached page still shows the current state). `_send` sends a free
// notification (title, message).
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { deliveryStates } from '../../db/repositories/outbox';
import type { Row } from '../../db/repositories/records';
import { sendNotification } from './sendNotification';
import { defineHooks } from '../../resources/hooks';

export default defineHooks<'notifications'>({
  async decorate(records, { db }) {
    const outboxIds = records.map((r) => Number(r.outbox_id)).filter((id) => id > 0);
    const states = await deliveryStates(db, outboxIds);
    const names = await labelsByKey(db, 'users', 'id', ['name', 'lastname'], idsIn(records, 'sender_id'));
    return records.map((r: Row) => ({
      ...r,
      sender_name: names.get(String(r.sender_id)) ?? '',
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
