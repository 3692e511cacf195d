import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

/** Queues a message; a mail sender (a later issue) delivers rows whose sent_at is null. */
export async function enqueueMessage(
  db: Kysely<Database>,
  message: { channel: 'email'; recipient: string; subject: string; body: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ ...message, created_at: isoNow(), sent_at: null })
    .execute();
}
