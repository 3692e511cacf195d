// The registry rows of the members area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import { type MemberConsentStamps, memberSchema, sendPasswordSchema } from '../schemas/members';
import { status } from './common';

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
    // The dashboard's "new members this month" link.
    joined_from: { kind: 'gte', column: 'created_at' },
  },
  search: { param: 'name', columns: ['name'] },
  // Never answered (modules/members/hooks.ts drops it from a record): a list does not even read it (dropping
  // it from each row afterwards made every cached page slower to serialize).
  listOmit: ['password_hash'],
  // Contact, address, birth date and emergency contact: pseudonymised in action logs and DevTools.
  personal: {
    email: 'email',
    phone: 'phone',
    mobile: 'phone',
    emergency_phone: 'phone',
    birthdate: 'date',
    address: 'text',
    work_address: 'text',
    emergency_name: 'text',
    emergency_title: 'text',
  },
} as const;

export const membersRows = {
  members: defineResource({
    name: 'members',
    path: 'members',
    ...memberList,
    // joined_from: the dashboard's "new members this month" card opens the list with it.
    searchForm: ['name', 'status', 'joined_from'],
    schema: memberSchema,
    record: recordType<MemberConsentStamps>(),
    // Required by the form, nullable in the table (older members lack it); the password is stored hashed, never answered.
    nullable: ['birthdate'],
    writeOnly: ['password'],
    references: { coach_id: 'users', nutritionist_id: 'users', branches_id: 'branches' },
    label: ['name'],
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
    record: 'members',
    path: 'users/:user_id/members',
    ...memberList,
    i18n: 'users.assigned_members',
    parents: [{ param: 'user_id', resource: 'users', column: 'coach_id' }],
    searchForm: ['name', 'email', 'phone', 'status'],
    actions: ['search'],
    screens: { edit: '/member-edit/:id' },
  }),
} as const;
