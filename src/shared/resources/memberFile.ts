// The registry rows of the memberFile area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource, recordType } from '../resourceDef';
import {
  ALL_PAYMENT_TYPES,
  PRODUCT_TYPES,
  type MemberPackageRecord,
  memberPackageSchema,
  memberPackageUpdateSchema,
  freezeSchema,
  instalmentPlanSchema,
  unfreezeSchema,
} from '../schemas/memberPackages';
import {
  NOTIFICATION_KINDS,
  type NotificationRecord,
  sendNotificationSchema,
} from '../schemas/notifications';
import {
  CONSULTATION_PERMISSIONS,
  CONSULTATION_TYPES,
  type ConsultationRecord,
  consultationBulkSchema,
} from '../schemas/consultations';

// --- The member file's packages, notifications and consultations (spec part 1 §2, §3, §7) ---
// All three hang under the member: the members reach rule covers every call, the member comes from the path.
export function memberFileRows() {
  const ofMember = [{ param: 'member_id', resource: 'members', column: 'member_id' }] as const;
  return {
    /** members/{id}/packages: list, one, create, update — MEMBER_PACKAGE has no DELETE (spec §6). */
    memberPackages: defineResource({
      name: 'memberPackages',
      record: recordType<MemberPackageRecord>(),
      computed: [
        'remaining_lessons',
        'product_name',
        'member_name',
        'freezes',
        'balance',
        'next_due_date',
        'overdue_amount',
      ],
      // The sale's instalment plan is written with the package, never answered as its fields.
      writeOnly: ['instalments', 'first_due_date'],
      path: 'members/:member_id/packages',
      entity: 'member_packages',
      // The price is kept in whole kuruş and answered in lira; so is `paid`, what the payments less voids add up
      // to, which the server keeps with each payment and void (never written through this row).
      money: ['price', 'paid'],
      family: 'MEMBER_PACKAGE',
      parents: ofMember,
      defaultSort: { sort: 'endtime', sort_by: 'DESC' },
      sortable: ['id', 'starttime', 'endtime', 'price', 'payment_type', 'lesson_count', 'created_at'],
      filters: {
        id: 'eq',
        payment_type: { kind: 'eq', options: ALL_PAYMENT_TYPES },
        product_type: { kind: 'eq', options: PRODUCT_TYPES },
      },
      searchForm: ['payment_type'],
      actions: ['search', 'read', 'create', 'update'],
      schema: memberPackageSchema,
      updateSchema: memberPackageUpdateSchema,
      // product_name is read from the sold course package or training type, member_name from the member, freezes
      // from package_freezes (modules/memberFile/packageHooks.ts, freezeHooks.ts), the money from the payments
      // and the instalment plan.
      dependsOn: [
        'course_packages',
        'personal_training_types',
        'members',
        'package_freezes',
        'payments',
        'package_instalments',
      ],
      operations: {
        /**
         * POST members/{id}/packages/{packageId}/_remind: a payment reminder naming what is due and when, while the
         * package has a balance (409 otherwise).
         */
        remind: {
          method: 'POST',
          on: 'record',
          segment: '_remind',
          permission: 'NOTIFICATIONS_CREATE',
          answer: 'json',
          success: 201,
          rateLimit: { windowSeconds: 900, perSubject: 3, perCaller: 60 },
        },
        /**
         * POST members/{id}/packages/{packageId}/_freeze {from, to}: pauses the package on those days (both
         * included), its end moved by as many; answers the package.
         */
        freeze: {
          method: 'POST',
          on: 'record',
          segment: '_freeze',
          permission: 'UPDATE',
          body: freezeSchema,
          answer: 'json',
          returnsRecord: true,
        },
        /**
         * GET members/{id}/packages/{packageId}/instalments: the plan's parts, oldest first, each with what the
         * payments settled of it (oldest first) and its status on the business day; a package without a plan is
         * due in full at its start (one part, id null).
         */
        instalments: {
          method: 'GET',
          on: 'record',
          segment: 'instalments',
          permission: 'READ',
          answer: 'json',
        },
        /**
         * PUT …/instalments {instalments: [{due_date, amount}]}: replaces the plan's unpaid part; the new parts
         * add up to the balance (else 400 naming it). Answers the plan as GET does.
         */
        planInstalments: {
          method: 'PUT',
          on: 'record',
          segment: 'instalments',
          permission: 'UPDATE',
          body: instalmentPlanSchema,
          answer: 'json',
        },
        /** POST …/_unfreeze {freeze_id?}: ends a freeze today (the end moves back by the unused days). */
        unfreeze: {
          method: 'POST',
          on: 'record',
          segment: '_unfreeze',
          permission: 'UPDATE',
          body: unfreezeSchema,
          answer: 'json',
          returnsRecord: true,
        },
      },
      // The add and edit forms open inside the member file's packages tab.
      screens: {
        list: '/member-edit/:member_id/package-informations',
        add: '/member-edit/:member_id/package-informations?package=new',
        edit: '/member-edit/:member_id/package-informations?package=:id',
      },
    }),
    /** The notifications sent to a member (NOTIFICATIONS), and a free one sent with `_send` (NOTIFICATIONS_CREATE). */
    memberNotifications: defineResource({
      name: 'memberNotifications',
      record: recordType<NotificationRecord>(),
      computed: ['sender_name', 'delivery_state'],
      path: 'members/:member_id/notifications',
      entity: 'notifications',
      i18n: 'notifications',
      family: 'NOTIFICATIONS',
      permissions: { search: 'NOTIFICATIONS', read: 'NOTIFICATIONS' },
      parents: ofMember,
      sortable: ['id', 'created_at'],
      filters: { id: 'eq', kind: { kind: 'eq', options: NOTIFICATION_KINDS } },
      actions: ['search', 'read'],
      // sender_name from users; delivery_state is read from the outbox on every answer (never cached).
      dependsOn: ['users'],
      personal: { message: 'text' },
      operations: {
        send: {
          method: 'POST',
          on: 'collection',
          segment: '_send',
          permission: 'NOTIFICATIONS_CREATE',
          body: sendNotificationSchema,
          answer: 'json',
          success: 201,
          rateLimit: { windowSeconds: 900, perCaller: 60 },
        },
      },
    }),
    /**
     * members/{id}/consultations (MEMBER_CONSULTATION_SEARCH): every saved version of the three questionnaires;
     * `_bulk` (MEMBER_CONSULTATION_CREATE, and the type's MEMBER_CONSULTATION_<TYPE>) saves one whole
     * questionnaire as its next version in one transaction.
     */
    memberConsultations: defineResource({
      name: 'memberConsultations',
      record: recordType<ConsultationRecord>(),
      computed: ['filled_by_name'],
      path: 'members/:member_id/consultations',
      entity: 'member_consultations',
      i18n: 'consultations',
      family: 'MEMBER_CONSULTATION',
      parents: ofMember,
      defaultSort: { sort: 'version', sort_by: 'DESC' },
      sortable: ['id', 'version', 'created_at'],
      filters: { id: 'eq', type: { kind: 'eq', options: CONSULTATION_TYPES } },
      // Each questionnaire also needs its type's key (MEMBER_CONSULTATION_SPORTS…), to read and to write.
      rowPermission: { column: 'type', keys: CONSULTATION_PERMISSIONS },
      // Saved versions are read one by one (READ) and a mistaken one deleted (DELETE); a later version of a
      // questionnaire is its UPDATE (see modules/memberFile/consultationHooks.ts).
      actions: ['search', 'read', 'delete'],
      json: ['answers'],
      personal: { answers: 'answers' },
      dependsOn: ['users'],
      operations: {
        bulk: {
          method: 'POST',
          on: 'collection',
          segment: '_bulk',
          permission: 'CREATE',
          body: consultationBulkSchema,
          answer: 'json',
          success: 201,
          returnsRecord: true,
        },
      },
    }),
  };
}
