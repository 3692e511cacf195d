// The mail outbox. Bodies can carry secrets (a member's new password), so they are never stored in plain
// text: each body is encrypted with AES-256-GCM under a key derived from the JWT secret with HKDF
// (SHA-256, its own salt and info, so the signing key itself is never reused), and erased once the message
// is sent. A message is 'pending' until a sender marks it 'sent' (sent_at) or 'failed' (failed_at, error).
// Rotating JWT_SECRET makes pending bodies unreadable: readPending() marks those failed. The mail worker
// (mail/mailer.ts) claims due messages for a lease, so several instances never send one twice, and retries
// a failed attempt after a back-off (attempts, next_attempt_at). Attachments are stored encrypted too.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isoNow } from '../time';
import { bumpVersion } from './tableVersions';

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

/** A file sent with a message (a diet list's PDF). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** How a message leaves: mail through SMTP, SMS through the SMS provider (mail/sms.ts). */
export type OutboxChannel = 'email' | 'sms';

export interface NewMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  attachments?: MailAttachment[];
  /** The recipient's language (a reminder's): an Arabic mail is written right to left. */
  language?: string;
}

/**
 * Queues a message, its body and attachments encrypted; the mail worker delivers it. Returns its id. The row and
 * its attachments are written in one transaction: a worker polling meanwhile never claims a message whose
 * attachments are not there yet (it would send the mail without its PDF).
 */
export async function enqueueMessage(
  db: Kysely<Database>,
  message: NewMessage,
  key: Buffer | undefined = configuredKey,
): Promise<number> {
  const secret = requireKey(key);
  if (!db.isTransaction) return db.transaction().execute((trx) => insertMessage(trx, message, secret));
  return insertMessage(db, message, secret);
}

async function insertMessage(
  db: Kysely<Database>,
  { attachments = [], ...message }: NewMessage,
  secret: Buffer,
): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({
      ...message,
      body: encryptBody(message.body, secret),
      encrypted: 1,
      status: 'pending',
      created_at: isoNow(),
      sent_at: null,
      language: message.language ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const file of attachments)
    await db
      .insertInto('outbox_attachments')
      .values({
        outbox_id: id,
        file_name: file.fileName,
        content_type: file.contentType,
        content: encryptBody(file.content.toString('base64'), secret),
      })
      .execute();
  return id;
}

/**
 * Queues many messages without attachments in one statement (a reminders run's chunk); answers their ids in the
 * order given. The ids of one INSERT grow in the order of its rows on both databases, so the ids sorted are the
 * rows' ids in order, whatever order RETURNING lists them in.
 */
export async function enqueueMessages(
  db: Kysely<Database>,
  messages: readonly Omit<NewMessage, 'attachments'>[],
  key: Buffer | undefined = configuredKey,
): Promise<number[]> {
  if (messages.length === 0) return [];
  const secret = requireKey(key);
  const now = isoNow();
  const rows = await db
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: encryptBody(message.body, secret),
        encrypted: 1,
        status: 'pending' as const,
        created_at: now,
        sent_at: null,
        language: message.language ?? null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
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

/** Delivered: the body (and the secret in it) and the attachments are erased. */
export async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: isoNow(), body: '', error: null, claim_token: null, claimed_until: null })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('outbox_attachments').where('outbox_id', '=', id).execute();
  await followDelivery(db, id, 'sent', null);
}

/** A reminder's delivery follows its message: sent or failed (with why) as the outbox records it. */
async function followDelivery(
  db: Kysely<Database>,
  outboxId: number,
  status: 'sent' | 'failed',
  error: string | null,
) {
  const { numUpdatedRows } = await db
    .updateTable('reminder_deliveries')
    .set({ status, error, updated_at: isoNow() })
    .where('outbox_id', '=', outboxId)
    .executeTakeFirst();
  // The deliveries' cached list pages follow.
  if (numUpdatedRows > 0n) await bumpVersion(db, 'reminder_deliveries');
}

export async function markFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'failed',
      failed_at: isoNow(),
      error: error.slice(0, 1000),
      claim_token: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
  await followDelivery(db, id, 'failed', error.slice(0, 1000));
}

/** A failed attempt that may succeed later: counted, released, and due again at `retryAt`. */
export async function markRetry(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: retryAt,
      error: error.slice(0, 1000),
      claim_token: null,
      claimed_until: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** A stopping sender hands back what it claimed and did not send: another takes it now, not when the lease ends. */
export async function releaseClaims(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ claim_token: null, claimed_until: null })
    .where('claim_token', '=', token)
    .where('status', '=', 'pending')
    .execute();
}

export interface ClaimedMessage extends PendingMessage {
  language: string | null;
  attempts: number;
  attachments: MailAttachment[];
}

/**
 * Claims up to `limit` due pending messages for `leaseMs` and returns them decrypted. One UPDATE takes them,
 * and re-checks "unclaimed" on each row it writes, so two instances (PostgreSQL re-evaluates the condition on a
 * row another transaction just claimed; SQLite has one writer) never claim the same message. A sender that dies
 * mid-send leaves a lease that expires: the message is sent again later (at least once, never lost).
 */
export async function claimDue(
  db: Kysely<Database>,
  {
    limit,
    leaseMs,
    token,
    channel = 'email',
  }: { limit: number; leaseMs: number; token: string; channel?: OutboxChannel },
  key: Buffer | undefined = configuredKey,
): Promise<ClaimedMessage[]> {
  const now = isoNow();
  const until = new Date(Date.now() + leaseMs).toISOString();
  const dueIds = dueRows(db, now).where('channel', '=', channel).select('id').orderBy('id').limit(limit);
  await db
    .updateTable('outbox')
    .set({ claim_token: token, claimed_until: until })
    .where('id', 'in', dueIds)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .execute();
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('claim_token', '=', token)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  const out: ClaimedMessage[] = [];
  for (const row of rows) {
    const body = row.encrypted ? decryptBody(row.body, requireKey(key)) : row.body;
    const files = await db
      .selectFrom('outbox_attachments')
      .selectAll()
      .where('outbox_id', '=', row.id)
      .orderBy('id')
      .execute();
    const attachments = files.map((f) => ({ f, b64: decryptBody(f.content, requireKey(key)) }));
    if (body === null || attachments.some((a) => a.b64 === null)) {
      await markFailed(db, row.id, 'body cannot be decrypted (JWT_SECRET changed?)');
      continue;
    }
    out.push({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body,
      language: row.language,
      attempts: row.attempts,
      attachments: attachments.map(({ f, b64 }) => ({
        fileName: f.file_name,
        contentType: f.content_type,
        content: Buffer.from(b64 as string, 'base64'),
      })),
    });
  }
  return out;
}

/** Pending, due (no back-off running) and not under another sender's live lease. */
function dueRows(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('outbox')
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.and([
        eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
        eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
      ]),
    );
}

/** The delivery state of outbox rows, by id (a delivered row's id may be gone: the outbox keeps no history). */
export async function deliveryStates(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'status'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** A member's e-mail address and name (a message to them is queued only with an address). */
export async function memberAddress(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('members').select(['email', 'name']).where('id', '=', memberId).executeTakeFirst();
}

/** Messages waiting to be sent (the metrics' outbox depth). */
export async function countPending(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
