// What an operation that queued mail answers: `queued_only` is true while no SMTP server is configured (the
// message waits in the outbox until one is). The worker is woken so the message leaves at once when it can.
import type { FastifyInstance } from 'fastify';

export interface QueuedAnswer {
  outbox_id: number;
  queued_only: boolean;
}

export function mailQueued(server: FastifyInstance, outboxId: number): QueuedAnswer {
  server.mailer.kick();
  return { outbox_id: outboxId, queued_only: !server.mailer.configured };
}
