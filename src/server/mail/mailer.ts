// The outbox workers: each sends the outbox's pending messages of one channel — mail through SMTP (nodemailer),
// SMS through the SMS provider (sms.ts) — in every server process. Each pass claims due messages for a lease
// (repositories/outbox.ts: several stateless instances never send one twice), sends them one by one and marks
// each sent, retried later with a doubling back-off, or failed (a permanent refusal, or too many attempts).
// Without its server's URL (SMTP_URL, SMS_URL) a channel's worker does not run and its messages stay queued.
// Timings are options so tests run in milliseconds.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import {
  claimDue,
  markFailed,
  markRetry,
  markSent,
  releaseClaims,
  type ClaimedMessage,
  type OutboxChannel,
} from '../db/repositories/outbox';
import type { Database } from '../db/schema';

export interface MailTiming {
  /** Pause between passes when nothing was kicked. */
  pollMs: number;
  /** First retry delay; doubles per attempt up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claimed message is reserved to one sender. */
  leaseMs: number;
  /** Attempts before a message that keeps failing is marked failed. */
  maxAttempts: number;
  /** Messages claimed per query. */
  batch: number;
}

export const DEFAULT_MAIL_TIMING: MailTiming = {
  pollMs: 5_000,
  backoffBaseMs: 30_000,
  backoffMaxMs: 15 * 60_000,
  leaseMs: 5 * 60_000,
  // 30 s doubling to 15 min: 20 attempts span about four hours of an unreachable server.
  maxAttempts: 20,
  batch: 10,
};

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, written right to left for an Arabic reader (a reminder in the member's language). */
  html?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export type SendMail = (mail: OutgoingMail) => Promise<unknown>;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** One channel's worker over the outbox (the mailer is the mail channel's). */
export interface Mailer {
  /** The channel's server is configured: queued messages will be sent. */
  readonly configured: boolean;
  /** Starts the passes (no-op when not configured). */
  start(): void;
  /** Runs a pass now (after a message was queued) instead of waiting for the next poll. */
  kick(): void;
  /** One pass over the due messages (tests call it directly). */
  runOnce(): Promise<DeliveryReport>;
  /** Stops the passes between two messages (the one being sent finishes; the rest are handed back) and closes
   * the transport. */
  stop(): Promise<void>;
}

export type WorkerLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface MailerOptions {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  from: string;
  timing?: Partial<MailTiming>;
  log?: WorkerLog;
}

/** An SMTP refusal of the message itself (5xx) will not change on a retry; anything else may. */
const isPermanentSmtp = (err: unknown): boolean => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export const backoffMs = (attempt: number, timing: Pick<MailTiming, 'backoffBaseMs' | 'backoffMaxMs'>) =>
  Math.min(timing.backoffBaseMs * 2 ** Math.max(0, attempt - 1), timing.backoffMaxMs);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A message in its reader's language as HTML: lines kept, the direction and language said (Arabic: rtl). */
export function directedHtml(text: string, language: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const lines = escapeHtml(text).replace(/\r?\n/g, '<br>');
  return `<!doctype html><html lang="${language}" dir="${dir}"><body><div dir="${dir}" lang="${language}" style="text-align:${dir === 'rtl' ? 'right' : 'left'}">${lines}</div></body></html>`;
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from } = options;
  // nodemailer is loaded with the first message (most tests and SMTP-less installs never send one).
  let transport: Promise<Transporter> | undefined;
  const send: SendMail | undefined = smtpUrl
    ? async (mail) => {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport({
            url: smtpUrl,
            // A server that accepts the connection but never answers must not hold the lease forever.
            connectionTimeout: 15_000,
            greetingTimeout: 15_000,
            socketTimeout: 60_000,
          }),
        );
        return (await transport).sendMail(mail);
      }
    : undefined;
  return createOutboxWorker({
    db: options.db,
    channel: 'email',
    timing: options.timing,
    log: options.log,
    isPermanent: isPermanentSmtp,
    deliver:
      send &&
      ((message) =>
        send({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          ...(message.language ? { html: directedHtml(message.body, message.language) } : {}),
          attachments: message.attachments.map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: a.content,
          })),
        })),
    close: async () => (await transport)?.close(),
  });
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  channel: OutboxChannel;
  /** Sends one message; undefined when the channel is not configured. */
  deliver: ((message: ClaimedMessage) => Promise<unknown>) | undefined;
  /** A refusal that a retry will not change. */
  isPermanent: (err: unknown) => boolean;
  timing?: Partial<MailTiming>;
  log?: WorkerLog;
  close?: () => Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): Mailer {
  const timing = { ...DEFAULT_MAIL_TIMING, ...options.timing };
  const { db, log, deliver: send, channel, isPermanent } = options;
  const what = channel === 'email' ? 'mail' : channel;
  const token = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DeliveryReport> | undefined;
  let again = false;
  let started = false;
  let stopping = false;

  async function deliver(message: ClaimedMessage, report: DeliveryReport): Promise<void> {
    try {
      await send!(message);
      await markSent(db, message.id);
      report.sent += 1;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const attempt = message.attempts + 1;
      if (isPermanent(err) || attempt >= timing.maxAttempts) {
        await markFailed(db, message.id, reason);
        report.failed += 1;
        log?.error({ outboxId: message.id, attempt, err: reason }, `${what} failed`);
      } else {
        const retryAt = new Date(Date.now() + backoffMs(attempt, timing)).toISOString();
        await markRetry(db, message.id, reason, retryAt);
        report.retried += 1;
        log?.warn({ outboxId: message.id, attempt, retryAt, err: reason }, `${what} not sent, will retry`);
      }
    }
  }

  async function pass(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (!send) return report;
    for (;;) {
      const claimed = await claimDue(db, { limit: timing.batch, leaseMs: timing.leaseMs, token, channel });
      for (const message of claimed) {
        if (stopping) return report;
        await deliver(message, report);
      }
      if (claimed.length < timing.batch || stopping) return report;
    }
  }

  function schedule(delay: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = pass()
      .catch((err: unknown) => {
        log?.error({ err: err instanceof Error ? err.message : String(err) }, `${what} worker pass failed`);
        return { sent: 0, retried: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : timing.pollMs);
      });
  }

  return {
    configured: Boolean(send),
    start() {
      if (!send || started) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (started) schedule(0);
    },
    async runOnce() {
      while (running) await running;
      // Counted as running, so stop() waits for it too.
      running = pass();
      try {
        return await running;
      } finally {
        running = undefined;
        if (again) schedule(0);
      }
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      while (running) await running;
      if (send) await releaseClaims(db, token);
      await options.close?.();
    },
  };
}
