// One reminders run at a moment: every active rule's reminders due on that business day (on the gym's clock),
// each decided once — queued into the outbox (mail or SMS) in the member's language, or recorded as skipped for
// want of consent or of an address. The deliveries' unique key (rule, member, subject) makes a repeated or
// concurrent run (two nodes, a retried job) write and send nothing twice; what a run wrote commits in chunks,
// each chunk's deliveries with their messages, so a run stopped half-way is finished by the next one.
import type { Kysely } from 'kysely';
import {
  MARKETING_KINDS,
  type DeliveryStatus,
  type ReminderKind,
} from '../../../shared/schemas/reminderRules';
import { wallClockAt } from '../../../shared/classes/wallClock';
import { parseJson } from '../../db/json';
import { enqueueMessages, type OutboxChannel } from '../../db/repositories/outbox';
import { packageNames } from '../../db/repositories/memberPackages';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import {
  activeRules,
  classTypeNames,
  dueFor,
  insertDeliveries,
  recipients,
  runFinished,
  runStarted,
  setOutboxes,
  type Due,
  type NewDelivery,
  type Recipient,
} from './repository';
import { asLanguage, render, valuesOf, type Templates } from './words';

export interface RunSettings {
  timeZone: string;
  gymName: string;
}

export interface RunReport {
  day: string;
  rules: number;
  /** Deliveries this run wrote, by status (what earlier runs decided is not counted again). */
  decided: Partial<Record<DeliveryStatus, number>>;
  total: number;
}

const CHUNK = 500;
const EMPTY_TEMPLATES: Templates = {
  tr: { subject: '', body: '' },
  en: { subject: '', body: '' },
  ar: { subject: '', body: '' },
};

/** Why a member does not get a rule's reminder, or null when they do. */
export function skipReason(
  kind: ReminderKind,
  channel: OutboxChannel,
  member: Recipient,
): DeliveryStatus | null {
  // Asked for no messages at all: not even a service one.
  if (member.contact_opt_out) return 'skipped_no_consent';
  if (MARKETING_KINDS.includes(kind) && !(channel === 'sms' ? member.consent_sms : member.consent_email))
    return 'skipped_no_consent';
  const address = channel === 'sms' ? member.mobile : member.email;
  if (!address.trim()) return 'skipped_no_address';
  return null;
}

export interface RunHooks {
  /** Called after each chunk commits (tests stop a node half-way here). */
  afterChunk?: (written: number) => Promise<void> | void;
}

export async function runReminders(
  db: Kysely<Database>,
  settings: RunSettings,
  at: Date = new Date(),
  hooks: RunHooks = {},
): Promise<RunReport> {
  const { day } = wallClockAt(at.getTime(), settings.timeZone);
  await runStarted(db, day);
  const rules = await activeRules(db);
  const report: RunReport = { day, rules: rules.length, decided: {}, total: 0 };
  for (const rule of rules) {
    const kind = rule.kind as ReminderKind;
    const channel = rule.channel as OutboxChannel;
    const templates = parseJson<Templates>(rule.templates, EMPTY_TEMPLATES);
    const dues = await dueFor(db, { id: rule.id, kind, offset_days: rule.offset_days }, day);
    for (let i = 0; i < dues.length; i += CHUNK) {
      const chunk = dues.slice(i, i + CHUNK);
      const [members, packages, classes] = await Promise.all([
        recipients(
          db,
          chunk.map((d) => d.member_id),
        ),
        packageNames(
          db,
          chunk.flatMap((d) => (d.package_id ? [d.package_id] : [])),
        ),
        classTypeNames(
          db,
          chunk.flatMap((d) => (d.class_type_id ? [d.class_type_id] : [])),
        ),
      ]);
      const rows: (NewDelivery & { due: Due })[] = [];
      for (const due of chunk) {
        const member = members.get(due.member_id);
        if (!member) continue;
        const status = skipReason(kind, channel, member) ?? 'queued';
        rows.push({
          rule_id: rule.id,
          member_id: due.member_id,
          subject: due.subject,
          day,
          channel,
          status,
          recipient: channel === 'sms' ? member.mobile : member.email,
          language: asLanguage(member.language),
          due,
        });
      }
      const written = await db.transaction().execute(async (trx) => {
        const inserted = await insertDeliveries(
          trx,
          rows.map(({ due: _due, ...row }) => row),
        );
        const byKey = new Map(rows.map((r) => [`${r.member_id}|${r.subject}`, r]));
        const toSend: { deliveryId: number; message: Parameters<typeof enqueueMessages>[1][number] }[] = [];
        for (const delivery of inserted) {
          const row = byKey.get(`${delivery.member_id}|${delivery.subject}`)!;
          report.decided[row.status] = (report.decided[row.status] ?? 0) + 1;
          if (row.status !== 'queued') continue;
          const member = members.get(row.member_id)!;
          const words = render(templates, asLanguage(row.language), (lang) =>
            valuesOf(
              row.due,
              {
                memberName: member.name,
                gymName: settings.gymName,
                timeZone: settings.timeZone,
                packageName: row.due.package_id ? packages.get(row.due.package_id) : undefined,
                className: row.due.class_type_id ? classes.get(row.due.class_type_id) : undefined,
              },
              lang,
            ),
          );
          toSend.push({
            deliveryId: delivery.id,
            message: {
              channel,
              recipient: row.recipient,
              subject: channel === 'sms' ? '' : words.subject,
              body: words.body,
              language: words.language,
            },
          });
        }
        const outboxIds = await enqueueMessages(
          trx,
          toSend.map((s) => s.message),
        );
        await setOutboxes(
          trx,
          toSend.map((s, i): [number, number] => [s.deliveryId, outboxIds[i]!]),
        );
        // The deliveries' cached list pages follow what this chunk wrote.
        if (inserted.length > 0) await bumpVersion(trx, 'reminder_deliveries');
        return inserted.length;
      });
      report.total += written;
      await hooks.afterChunk?.(written);
    }
  }
  await runFinished(db, day, report.total);
  return report;
}
