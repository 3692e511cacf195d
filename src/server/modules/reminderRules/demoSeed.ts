// The demo gym's reminders: the default rules (inactive: the gym turns them on), its members' languages and
// consents (most consented to mail, fewer to SMS, a few asked for nothing), and what the rules decided over the
// last ten days while the gym tried them — chosen by the real selections, recorded as sent (a few mails bounced:
// failed, on the attention list) or skipped, with no message left in the outbox to send.
import type { Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../shared/businessDay';
import { wallClockAt } from '../../../shared/classes/wallClock';
import type { ReminderKind } from '../../../shared/schemas/reminderRules';
import { grantedWith } from '../../db/migrations/20261202_0102_reminders';
import { grantToRoles } from '../../db/roleGrants';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { DAY_MS, random } from '../../db/seed/demoPlan';
import { addDays } from '../../../shared/freeze';
import { DEFAULT_RULES } from './defaultRules';
import { dueFor, insertDeliveries, recipients } from './repository';
import { skipReason } from './run';

const TRIED_DAYS = 10;
const BOUNCE = '550 5.1.1 Mailbox unavailable';

async function seedConsents(db: Kysely<Database>, now: number): Promise<void> {
  const rand = random(4307);
  const members = await db.selectFrom('members').select(['id', 'created_at']).orderBy('id').execute();
  const staff = await db
    .selectFrom('users')
    .select(['name'])
    .where('username', '=', 'manager')
    .executeTakeFirst();
  const by = staff?.name ?? 'Yönetici';
  for (const member of members) {
    const r = rand();
    const language = r < 0.08 ? 'en' : r < 0.14 ? 'ar' : 'tr';
    const optOut = rand() < 0.04 ? 1 : 0;
    const email = !optOut && rand() < 0.7 ? 1 : 0;
    const sms = !optOut && rand() < 0.45 ? 1 : 0;
    const at = member.created_at || new Date(now).toISOString();
    await db
      .updateTable('members')
      .set({
        language,
        consent_email: email,
        consent_sms: sms,
        contact_opt_out: optOut,
        consent_email_at: email ? at : null,
        consent_email_by: email ? by : null,
        consent_sms_at: sms ? at : null,
        consent_sms_by: sms ? by : null,
        contact_opt_out_at: optOut ? at : null,
        contact_opt_out_by: optOut ? by : null,
      })
      .where('id', '=', member.id)
      .execute();
  }
}

export async function seedReminderRules(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  await grantToRoles(db, grantedWith);
  await seedConsents(db, now);
  const created = new Date(now - (TRIED_DAYS + 5) * DAY_MS).toISOString();
  const rules = await db
    .insertInto('reminder_rules')
    .values(
      DEFAULT_RULES.map((rule) => ({
        ...rule,
        templates: JSON.stringify(rule.templates),
        active: 0,
        created_at: created,
        updated_at: created,
      })),
    )
    .returning(['id', 'kind', 'offset_days', 'channel'])
    .execute();

  const rand = random(7741);
  const today = wallClockAt(now, BUSINESS_TIME_ZONE).day;
  for (let back = TRIED_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    for (const rule of rules) {
      const kind = rule.kind as ReminderKind;
      const channel = rule.channel as 'email' | 'sms';
      const dues = await dueFor(db, { id: rule.id, kind, offset_days: rule.offset_days }, day);
      const members = await recipients(
        db,
        dues.map((d) => d.member_id),
      );
      const rows = dues.flatMap((due) => {
        const member = members.get(due.member_id);
        if (!member) return [];
        const skipped = skipReason(kind, channel, member);
        const bounced = !skipped && channel === 'email' && rand() < 0.04;
        return [
          {
            rule_id: rule.id,
            member_id: due.member_id,
            subject: due.subject,
            day,
            channel,
            status: skipped ?? (bounced ? ('failed' as const) : ('sent' as const)),
            recipient: channel === 'sms' ? member.mobile : member.email,
            language: member.language,
            error: bounced ? BOUNCE : null,
          },
        ];
      });
      // Decided at the run's time that day (09:00 in Istanbul).
      const at = new Date(Date.parse(`${day}T06:00:00Z`)).toISOString();
      for (let i = 0; i < rows.length; i += 500) await insertDeliveries(db, rows.slice(i, i + 500), at);
    }
  }
  for (const table of ['members', 'reminder_rules', 'reminder_deliveries', 'roles'] as const)
    await bumpVersion(db, table);
}
