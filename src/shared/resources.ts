// One row per resource (ARCHITECTURE §2, §8): the SPA's slice factory and screens and the server's route
// factory all read it, so paths, permissions, sorting, filters, parents, operations and schemas are written once.
// The row's shape and defaults are in resourceDef.ts.
import { defineResource, type ResourceDef } from './resourceDef';
import { ARTICLE_LANGS, ARTICLE_TYPES, articleSchema } from './schemas/articles';
import { branchSchema } from './schemas/branches';
import { RECORD_STATUSES } from './schemas/fields';
import { memberSchema, sendPasswordSchema } from './schemas/members';
import { REPORT_STATUSES, REPORT_TYPES, reportSchema } from './schemas/reports';
import { roleSchema } from './schemas/roles';
import { USER_STATUSES, USER_TYPES, createUserSchema, editUserSchema } from './schemas/users';

export * from './resourceDef';

const status = { kind: 'eq', options: RECORD_STATUSES } as const;

const memberList = {
  family: 'MEMBERS',
  entity: 'members',
  sortable: ['id', 'name', 'email', 'phone', 'status', 'birthdate', 'created_at'],
  filters: {
    id: 'eq',
    status,
    customer_type: 'eq',
    coach_id: 'eq',
    nutritionist_id: 'eq',
    branches_id: 'eq',
    email: 'like',
    phone: 'like',
  },
  search: { param: 'name', columns: ['name'] },
  // Never answered (hooks/members.ts drops it from a record): a list does not even read it (issue 16: dropping
  // it from each row afterwards made every cached page slower to serialize).
  listOmit: ['password_hash'],
} as const;

/** Reports (issue 11's design): the list at /reports and, scoped to one member, the member file's reports tab. */
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
  // Names shown in the list come from these tables (hooks/reports.ts decorate).
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
      },
    },
  },
  screens: { list: '/reports', add: '/report-add', edit: '/report-edit/:id' },
} as const;

const mediaRow = {
  family: 'MEDIA',
  entity: 'media',
  sortable: ['id', 'owner', 'owner_id', 'created_at'],
  filters: { owner: 'eq', owner_id: 'eq', kind: 'eq' },
  upload: true,
} as const;

export const RESOURCES = {
  users: defineResource({
    name: 'users',
    path: 'users',
    family: 'USERS',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'lastname', 'username', 'email', 'type', 'status', 'title', 'created_at'],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: USER_TYPES },
      status: { kind: 'eq', options: USER_STATUSES },
      branches_id: 'eq',
      roles_id: 'eq',
      username: 'like',
      email: 'like',
    },
    search: { param: 'name', columns: ['name', 'lastname', 'username'] },
    searchForm: ['name', 'type', 'status'],
    schema: createUserSchema,
    updateSchema: editUserSchema,
    references: { roles_id: 'roles', branches_id: 'branches' },
    // Never answered (hooks/users.ts); a list does not read them.
    listOmit: ['password_hash', 'data'],
    screens: { list: '/users', add: '/user-add', edit: '/user-edit/:id/details' },
  }),
  roles: defineResource({
    name: 'roles',
    path: 'roles',
    family: 'ROLES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'created_at'],
    filters: { id: 'eq', status },
    search: { param: 'name', columns: ['name'] },
    searchForm: ['name', 'status'],
    schema: roleSchema,
    json: ['permissions'],
    screens: { list: '/roles', add: '/role-add', edit: '/role-edit/:id' },
  }),
  branches: defineResource({
    name: 'branches',
    path: 'branches',
    family: 'BRANCHES',
    defaultSort: { sort: 'name', sort_by: 'ASC' },
    sortable: ['id', 'name', 'status', 'city', 'created_at'],
    filters: { id: 'eq', status, city: 'eq', supervisor_id: 'eq', nutritionist_id: 'eq' },
    search: { param: 'name', columns: ['name', 'address'] },
    searchForm: ['name', 'city', 'status'],
    schema: branchSchema,
    json: ['attributes'],
    references: { supervisor_id: 'users', nutritionist_id: 'users' },
    mediaOwner: 'branch',
    screens: { list: '/branches', add: '/branch-add', edit: '/branch-edit/:id' },
  }),
  articles: defineResource({
    name: 'articles',
    path: 'articles',
    family: 'ARTICLES',
    sortable: ['id', 'title', 'type', 'lang', 'status', 'created_at'],
    filters: {
      id: 'eq',
      type: { kind: 'eq', options: ARTICLE_TYPES },
      lang: { kind: 'eq', options: ARTICLE_LANGS },
      status,
    },
    search: { param: 'title', columns: ['title', 'summary'] },
    searchForm: ['title', 'type', 'lang', 'status'],
    schema: articleSchema,
    richText: ['content'],
    json: ['attributes'],
    // The list shows neither; a page of 1,000 full articles would be megabytes.
    listOmit: ['content'],
    mediaOwner: 'article',
    screens: { list: '/articles', add: '/article-add', edit: '/article-edit/:id' },
  }),
  members: defineResource({
    name: 'members',
    path: 'members',
    ...memberList,
    searchForm: ['name', 'status'],
    schema: memberSchema,
    references: { coach_id: 'users', nutritionist_id: 'users', branches_id: 'branches' },
    operations: {
      // A new password, mailed to the member (spec part 1 §7); the member's id travels in the body.
      sendPassword: {
        method: 'POST',
        on: 'collection',
        segment: '_sendPassword',
        permission: 'UPDATE',
        body: sendPasswordSchema,
        answer: 'json',
        // Each call replaces the member's password: a few per member, and a bound per staff member.
        rateLimit: { windowSeconds: 900, perSubject: 3, perCaller: 20, subject: 'id' },
      },
    },
    screens: { list: '/members', add: '/member-add', edit: '/member-edit/:id/member-informations' },
  }),
  /** A staff user's assigned members (spec: /user-edit/{id}/members): members whose coach_id is that user. */
  userMembers: defineResource({
    name: 'userMembers',
    path: 'users/:user_id/members',
    ...memberList,
    i18n: 'users.assigned_members',
    parents: [{ param: 'user_id', resource: 'users', column: 'coach_id' }],
    searchForm: ['name', 'email', 'phone', 'status'],
    actions: ['search'],
    screens: { edit: '/member-edit/:id' },
  }),
  reports: defineResource({
    name: 'reports',
    path: 'reports',
    ...reportRow,
    owner: { column: 'member_id', resource: 'members' },
    searchForm: ['title', 'member_id', 'status', 'type'],
  }),
  /** One member's reports (the member file's reports tab, REPORTS_READ to open it). */
  memberReports: defineResource({
    name: 'memberReports',
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
  media: defineResource({ name: 'media', path: 'media', ...mediaRow }),
  mediaStorage: defineResource({ name: 'mediaStorage', path: 'mediaStorage', ...mediaRow }),
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;
