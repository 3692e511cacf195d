// The registry rows of the reports area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import { REPORT_STATUSES, REPORT_TYPES, type ReportRecord, reportSchema } from '../schemas/reports';

/** Reports: the list at /reports and, scoped to one member, the member file's reports tab. */
const reportRow = {
  family: 'REPORTS',
  entity: 'reports',
  i18n: 'reports',
  sortable: ['id', 'title', 'type', 'status', 'period_start', 'period_end', 'created_at'],
  filters: {
    id: 'eq',
    member_id: 'eq',
    author_id: 'eq',
    status: { kind: 'eq', options: REPORT_STATUSES },
    type: { kind: 'eq', options: REPORT_TYPES },
  },
  search: { param: 'title', columns: ['title'] },
  schema: reportSchema,
  richText: ['content'],
  listOmit: ['content'],
  personal: { content: 'text' },
  // Names shown in the list come from these tables (modules/reports/hooks.ts decorate).
  dependsOn: ['users', 'members'],
  operations: {
    // Pending → approved, recording who and when; REPORTS_APPROVE only (403), once (409).
    approve: {
      method: 'POST',
      on: 'record',
      segment: '_approve',
      permission: 'APPROVE',
      answer: 'json',
      returnsRecord: true,
      transition: {
        field: 'status',
        from: ['pending'],
        to: 'approved',
        by: 'approved_by',
        at: 'approved_at',
        author: 'author_id',
      },
    },
  },
  screens: { list: '/reports', add: '/report-add', edit: '/report-edit/:id' },
} as const;

export const reportsRows = {
  reports: defineResource({
    name: 'reports',
    record: recordType<ReportRecord>(),
    computed: ['member_name', 'author_name', 'approver_name'],
    path: 'reports',
    ...reportRow,
    owner: { column: 'member_id', resource: 'members' },
    searchForm: ['title', 'member_id', 'status', 'type'],
  }),
  /** One member's reports (the member file's reports tab, REPORTS_READ to open it). */
  memberReports: defineResource({
    name: 'memberReports',
    record: 'reports',
    path: 'members/:member_id/reports',
    ...reportRow,
    parents: [{ param: 'member_id', resource: 'members', column: 'member_id' }],
    searchForm: ['title', 'status', 'type'],
    actions: ['search', 'delete'],
    operations: {},
    screens: {
      list: '/member-edit/:member_id/reports',
      add: '/report-add?member_id=:member_id',
      edit: '/report-edit/:id',
    },
  }),
} as const;
