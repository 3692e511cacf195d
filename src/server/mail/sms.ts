// The SMS channel of the outbox: a worker like the mailer's (mailer.ts) whose messages leave through an HTTP
// provider. Two adapters, chosen by SMS_PROVIDER:
// - `json` (default): a POST of {to, from, text} as JSON to SMS_URL — the shape most Turkish gateways and an
//   in-house relay take; credentials in the URL's user part travel as HTTP Basic authentication.
// - `twilio`: Twilio's public Messages API (POST {SMS_URL}/2010-04-01/Accounts/{sid}/Messages.json, form
//   fields To, From, Body, Basic sid:token), SMS_URL being https://<sid>:<token>@api.twilio.com.
// A 4xx answer (but 408 and 429) refuses the message itself and is not retried; anything else is.
import type { Kysely } from 'kysely';
import type { ClaimedMessage } from '../db/repositories/outbox';
import type { Database } from '../db/schema';
import { createOutboxWorker, type MailTiming, type Mailer, type WorkerLog } from './mailer';

export const SMS_PROVIDERS = ['json', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export interface SmsSettings {
  url: string;
  provider: SmsProvider;
  /** The sender name or number the provider shows (SMS_FROM). */
  from: string;
}

export class SmsRefused extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`SMS provider answered ${status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
  }
}

const permanent = (err: unknown) =>
  err instanceof SmsRefused &&
  err.status >= 400 &&
  err.status < 500 &&
  err.status !== 408 &&
  err.status !== 429;

function basic(url: URL): Record<string, string> {
  if (!url.username) return {};
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return { authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
}

/** Where and what a provider is sent for one message. */
export function smsRequest(settings: SmsSettings, message: Pick<ClaimedMessage, 'recipient' | 'body'>) {
  const url = new URL(settings.url);
  const auth = basic(url);
  url.username = '';
  url.password = '';
  if (settings.provider === 'twilio') {
    const sid = decodeURIComponent(new URL(settings.url).username);
    const base = url.toString().replace(/\/$/, '');
    return {
      url: `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
      init: {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          To: message.recipient,
          From: settings.from,
          Body: message.body,
        }).toString(),
      },
    };
  }
  return {
    url: url.toString(),
    init: {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.recipient, from: settings.from, text: message.body }),
    },
  };
}

export async function sendSms(settings: SmsSettings, message: ClaimedMessage): Promise<void> {
  const { url, init } = smsRequest(settings, message);
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!answer.ok) throw new SmsRefused(answer.status, await answer.text().catch(() => ''));
  await answer.body?.cancel();
}

export function createSmsSender(options: {
  db: Kysely<Database>;
  settings: SmsSettings | undefined;
  timing?: Partial<MailTiming>;
  log?: WorkerLog;
}): Mailer {
  const { settings } = options;
  return createOutboxWorker({
    db: options.db,
    channel: 'sms',
    timing: options.timing,
    log: options.log,
    isPermanent: permanent,
    deliver: settings && ((message) => sendSms(settings, message)),
  });
}
