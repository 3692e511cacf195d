// Reminder rules and their deliveries: what a rule says (its kind, how many days before or after the event,
// the channel, a subject and body per language with placeholders, whether it runs) and what a run records per
// member. The server validates every write with the schema and the form uses it; the record types follow.
import { object } from 'yup';
import type { SchemaRecord } from '../schemaRecord';
import { INVALID, REQUIRED, flag, oneOfRequired, optionalText, requiredNumber, requiredText } from './fields';

/**
 * What a rule reminds of, and what its `offset_days` counts:
 * - `package_ending`: days before a package's last day (0: on the day);
 * - `lessons_low`: once per package, when a running one has `LESSONS_LOW` lessons left or fewer (no offset);
 * - `instalment_due`: days before an unpaid part's due day; `instalment_overdue`: days after it, still unpaid;
 * - `no_visit`: days since a member with a running package last came;
 * - `birthday`: days before the birthday;
 * - `class_tomorrow`: days before a booked class (1: the day before).
 */
export const REMINDER_KINDS = [
  'package_ending',
  'lessons_low',
  'instalment_due',
  'instalment_overdue',
  'no_visit',
  'birthday',
  'class_tomorrow',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Marketing messages (KVKK/İYS): sent only to members who consented on that channel. */
export const MARKETING_KINDS: readonly ReminderKind[] = ['birthday', 'no_visit'];

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The placeholders a template may use; any other `{word}` is refused (400 naming it). */
export const REMINDER_PLACEHOLDERS = [
  'member_name',
  'package_name',
  'endtime',
  'amount',
  'due_date',
  'class_name',
  'starts_at',
  'gym_name',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

export const DELIVERY_STATUSES = [
  'queued',
  'sent',
  'failed',
  'skipped_no_consent',
  'skipped_no_address',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const TEMPLATE_LANGUAGES = ['tr', 'en', 'ar'] as const;

const template = () =>
  object({
    subject: optionalText(200),
    body: optionalText(2000),
  });

export const reminderRuleSchema = object({
  name: requiredText(),
  kind: oneOfRequired(REMINDER_KINDS),
  offset_days: requiredNumber().integer(INVALID).min(0, INVALID).max(365, INVALID),
  channel: oneOfRequired(REMINDER_CHANNELS),
  // Turkish is the gym's language and every member's fallback: its body is required (and its subject for mail).
  // English and Arabic fall back to it when left empty.
  templates: object({
    tr: object({
      // Required for mail: the server checks it with the channel (the form shows it for mail only).
      subject: optionalText(200),
      body: requiredText(2000),
    }),
    en: template(),
    ar: template(),
  }).required(REQUIRED),
  active: flag().default(0),
});

/** POST reminderRules/_preview: a rule's templates filled for a real member, in a language. */
export const reminderPreviewSchema = object({
  member_id: requiredNumber().integer(INVALID).min(1, INVALID),
  language: oneOfRequired(TEMPLATE_LANGUAGES),
  kind: oneOfRequired(REMINDER_KINDS),
  channel: oneOfRequired(REMINDER_CHANNELS),
  templates: object({
    tr: template(),
    en: template(),
    ar: template(),
  }).required(REQUIRED),
});

export interface ReminderPreview {
  language: (typeof TEMPLATE_LANGUAGES)[number];
  subject: string;
  body: string;
  /** The values the placeholders took (the member's own package, part or class when they have one). */
  values: Record<ReminderPlaceholder, string>;
}

/** A reminder rule as the API answers it. */
export type ReminderRuleRecord = SchemaRecord<typeof reminderRuleSchema>;

/** One reminder a run decided on: sent, queued, failed or skipped (why), once per rule, member and subject. */
export interface ReminderDeliveryRecord {
  id: number;
  rule_id: number;
  member_id: number;
  /** What it is about: `package:12`, `instalment:40`, `session:7`, `birthday:2026`, `visit:2026-11-01`. */
  subject: string;
  /** The business day of the run that decided it. */
  day: string;
  channel: ReminderChannel;
  status: DeliveryStatus;
  recipient: string;
  language: string;
  outbox_id: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  names?: Record<string, string>;
}
