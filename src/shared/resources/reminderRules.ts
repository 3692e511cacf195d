// The reminders area's registry rows (assembled in index.ts; the row shape is resourceDef.ts): the rules a gym
// turns on — what to remind of, when, on which channel, in which words per language — and the deliveries each
// daily run records, one per rule, member and subject, listed within the members reach rule.
import { defineResource, recordType } from '../resourceDef';
import {
  DELIVERY_STATUSES,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  type ReminderDeliveryRecord,
  reminderPreviewSchema,
  reminderRuleSchema,
} from '../schemas/reminderRules';

export const reminderRulesRows = {
  reminderRules: defineResource({
    name: 'reminderRules',
    record: recordType<{ created_at: string; updated_at: string }>(),
    path: 'reminderRules',
    entity: 'reminder_rules',
    family: 'REMINDERS',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'kind', 'offset_days', 'channel', 'active', 'created_at'],
    filters: {
      id: 'eq',
      kind: { kind: 'eq', options: REMINDER_KINDS },
      channel: { kind: 'eq', options: REMINDER_CHANNELS },
      active: 'eq',
    },
    search: { param: 'name', columns: ['name'] },
    searchForm: ['name', 'kind', 'channel'],
    schema: reminderRuleSchema,
    json: ['templates'],
    label: ['name'],
    screens: { list: '/reminderRules', add: '/reminderRule-add', edit: '/reminderRule-edit/:id' },
    operations: {
      /**
       * POST reminderRules/_preview {member_id, language, kind, channel, templates} → ReminderPreview: the
       * templates filled for that member (within the caller's reach) from their own package, part or class, in
       * the language asked; an unknown placeholder is a 400 naming it.
       */
      preview: {
        method: 'POST',
        on: 'collection',
        segment: '_preview',
        permission: 'READ',
        body: reminderPreviewSchema,
        answer: 'json',
      },
    },
  }),
  /**
   * GET reminderDeliveries?rule_id=&member_id=&status=&channel=&from=&to= (days of the runs), newest first, of the
   * members the caller reaches; written only by the runs.
   */
  reminderDeliveries: defineResource({
    name: 'reminderDeliveries',
    record: recordType<ReminderDeliveryRecord>(),
    path: 'reminderDeliveries',
    entity: 'reminder_deliveries',
    family: 'REMINDERS',
    owner: { column: 'member_id', resource: 'members' },
    // A rule that has decided deliveries is kept with them: deleting it is a 409 in_use (turn it off instead).
    references: { rule_id: 'reminderRules' },
    actions: ['search', 'read'],
    defaultSort: { sort: 'id', sort_by: 'DESC' },
    sortable: ['id', 'day', 'status', 'rule_id', 'member_id'],
    filters: {
      rule_id: 'eq',
      member_id: 'eq',
      status: { kind: 'eq', options: DELIVERY_STATUSES },
      channel: { kind: 'eq', options: REMINDER_CHANNELS },
      from: { kind: 'gte', column: 'day' },
      to: { kind: 'lte', column: 'day' },
    },
    searchForm: ['rule_id', 'status', 'channel', 'from', 'to'],
    dependsOn: ['reminder_rules', 'members', 'outbox'],
    screens: { list: '/reminderDeliveries' },
  }),
  /** members/{id}/reminderDeliveries: one member's deliveries (the member file's tab), under the member's reach. */
  memberReminderDeliveries: defineResource({
    name: 'memberReminderDeliveries',
    record: 'reminderDeliveries',
    path: 'members/:member_id/reminderDeliveries',
    entity: 'reminder_deliveries',
    i18n: 'reminderDeliveries',
    family: 'REMINDERS',
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    references: { rule_id: 'reminderRules' },
    actions: ['search'],
    defaultSort: { sort: 'id', sort_by: 'DESC' },
    sortable: ['id', 'day', 'status', 'rule_id'],
    filters: {
      rule_id: 'eq',
      status: { kind: 'eq', options: DELIVERY_STATUSES },
      channel: { kind: 'eq', options: REMINDER_CHANNELS },
      from: { kind: 'gte', column: 'day' },
      to: { kind: 'lte', column: 'day' },
    },
    dependsOn: ['reminder_rules', 'members', 'outbox'],
    screens: { list: '/member-edit/:member_id/reminders' },
  }),
} as const;
