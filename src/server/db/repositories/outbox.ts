// The mail outbox. Bodies can carry secrets (a member's new password), so they are never stored in plain
// text (issue 9): each body is encrypted with AES-256-GCM under a key derived from the JWT secret with HKDF
// (SHA-256, its own salt and info, so the signing key itself is never reused), and erased once the message
// is sent. A message is 'pending' until a sender marks it 'sent' (sent_at) or 'failed' (failed_at, error).
// Rotating JWT_SECRET makes pending bodies unreadable: readPending() marks those failed.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';

const VERSION = 'v1';
let configuredKey: Buffer | undefined;

export function outboxKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'gym-backoffice/outbox', 'outbox body AES-256-GCM v1', 32));
}

/** app.ts sets the key once from the JWT secret; enqueueMessage refuses to store a body without one. */
export function setOutboxSecret(secret: string): void {
  configuredKey = outboxKey(secret);
}

export function encryptBody(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

/** The plain body, or null when it cannot be decrypted (another key, or tampered with). */
export function decryptBody(stored: string, key: Buffer): string | null {
  if (!stored.startsWith(`${VERSION}:`)) return null;
  const raw = Buffer.from(stored.slice(VERSION.length + 1), 'base64url');
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function requireKey(key: Buffer | undefined): Buffer {
  if (!key) throw new Error('outbox key not configured (setOutboxSecret)');
  return key;
}

/** Queues a message, its body encrypted; a mail sender delivers the pending ones. */
export async function enqueueMessage(
  db: Kysely<Database>,
  message: { channel: 'email'; recipient: string; subject: string; body: string },
  key: Buffer | undefined = configuredKey,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      ...message,
      body: encryptBody(message.body, requireKey(key)),
      encrypted: 1,
      status: 'pending',
      created_at: isoNow(),
      sent_at: null,
    })
    .execute();
}

export interface PendingMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

/** Pending messages with their bodies decrypted, oldest first; unreadable ones are marked failed. */
export async function readPending(
  db: Kysely<Database>,
  limit = 50,
  key: Buffer | undefined = configuredKey,
): Promise<PendingMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
  const out: PendingMessage[] = [];
  for (const row of rows) {
    const body = row.encrypted ? decryptBody(row.body, requireKey(key)) : row.body;
    if (body === null) {
      await markFailed(db, row.id, 'body cannot be decrypted (JWT_SECRET changed?)');
      continue;
    }
    out.push({ id: row.id, channel: row.channel, recipient: row.recipient, subject: row.subject, body });
  }
  return out;
}

/** Delivered: the body (and the secret in it) is erased. */
export async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: isoNow(), body: '', error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', failed_at: isoNow(), error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}
