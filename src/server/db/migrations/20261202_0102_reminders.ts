// Reminders: the rules a gym turns on, the deliveries each daily run decides (one per rule, member and subject:
// the unique key that makes a repeated or concurrent run send nothing twice), the runs done per business day
// (so a node that starts after a missed day runs it once), and the members' language and consents (KVKK, İYS)
// with when and by whom each was recorded. The outbox carries SMS beside mail and a message's language (an
// Arabic mail is written right to left). Roles that may change roles get the family's keys.
import { grantToRoles } from '../roleGrants';
import { addSearchColumns, createRecordTable, dropSearchColumns, type MigrationDb } from '../tableBuilders';

const KEYS = [
  'REMINDERS_SEARCH',
  'REMINDERS_CREATE',
  'REMINDERS_READ',
  'REMINDERS_UPDATE',
  'REMINDERS_DELETE',
];

export function grantedWith(permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  if (held.has('ROLES_UPDATE')) for (const key of KEYS) held.add(key);
  return [...held];
}

const MEMBER_COLUMNS = [
  'consent_email_at',
  'consent_email_by',
  'consent_sms_at',
  'consent_sms_by',
  'contact_opt_out_at',
  'contact_opt_out_by',
];

export async function up(db: MigrationDb): Promise<void> {
  await createRecordTable(db, 'reminder_rules')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('offset_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('templates', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addSearchColumns(db, 'reminder_rules', ['name'], ['name']);

  await createRecordTable(db, 'reminder_deliveries')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('reminder_rules.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('tr'))
    .addColumn('outbox_id', 'integer')
    .addColumn('error', 'text')
    .addUniqueConstraint('reminder_deliveries_key', ['rule_id', 'member_id', 'subject'])
    .execute();
  for (const column of ['member_id', 'status', 'day', 'outbox_id'])
    await db.schema
      .createIndex(`reminder_deliveries_${column}_idx`)
      .on('reminder_deliveries')
      .columns([column, 'id'])
      .execute();

  await db.schema
    .createTable('reminder_runs')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('decided', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('members')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('tr'))
    .execute();
  for (const column of ['consent_email', 'consent_sms', 'contact_opt_out'])
    await db.schema
      .alterTable('members')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  for (const column of MEMBER_COLUMNS)
    await db.schema.alterTable('members').addColumn(column, 'text').execute();

  await db.schema.alterTable('outbox').addColumn('language', 'text').execute();

  await grantToRoles(db, grantedWith);
}

// The keys granted cannot be told from ones given by hand afterwards: they stay (unknown keys are ignored).
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('language').execute();
  for (const column of [...MEMBER_COLUMNS, 'consent_email', 'consent_sms', 'contact_opt_out', 'language'])
    await db.schema.alterTable('members').dropColumn(column).execute();
  await db.schema.dropTable('reminder_runs').execute();
  await db.schema.dropTable('reminder_deliveries').execute();
  await dropSearchColumns(db, 'reminder_rules', ['name'], ['name']);
  await db.schema.dropTable('reminder_rules').execute();
}
