// The registry rows of the payments area (assembled in index.ts, the row shape is resourceDef.ts): a
// package's payments under the member and the package, and the cash book of every payment the caller reaches —
// whose operations are also the money's reports on the reached members: its receipts, the dues and the revenue.
import { defineResource, recordType } from '../resourceDef';
import {
  PAYMENT_METHODS,
  type PaymentRecord,
  duesQuerySchema,
  paymentFiltersSchema,
  paymentSchema,
  revenueQuerySchema,
  voidSchema,
} from '../schemas/payments';

/** What a payment's answer names besides its own columns (modules/payments/hooks.ts decorate). */
const computed = ['received_by_name', 'member_name', 'package_name'] as const;
/** The names are read from the users, the member, the package and what it sold. */
const dependsOn = ['users', 'members', 'member_packages', 'course_packages', 'personal_training_types'];

export function paymentsRows() {
  return {
    /**
     * members/{id}/packages/{packageId}/payments: a package's payments, newest first; a new one is checked against
     * the balance and numbered in one transaction (409 overpayment over the balance). No update nor delete: a
     * mistaken payment is voided (`_void`, PAYMENTS_VOID), keeping its receipt number.
     */
    packagePayments: defineResource({
      name: 'packagePayments',
      record: recordType<PaymentRecord>(),
      computed,
      path: 'members/:member_id/packages/:member_package_id/payments',
      entity: 'payments',
      i18n: 'payments',
      family: 'PAYMENTS',
      parents: [
        { param: 'member_id', resource: 'members', column: 'member_id' },
        { param: 'member_package_id', resource: 'memberPackages', column: 'member_package_id' },
      ],
      defaultSort: { sort: 'paid_at', sort_by: 'DESC' },
      sortable: ['id', 'paid_at', 'amount', 'method', 'receipt_no'],
      filters: { id: 'eq', method: { kind: 'eq', options: PAYMENT_METHODS } },
      actions: ['search', 'read', 'create'],
      schema: paymentSchema,
      money: ['amount'],
      // A member who paid is not deleted with their money: 409 in_use (the cash book and the receipt numbers stay).
      references: { member_id: 'members' },
      dependsOn,
      operations: {
        /** POST …/payments/{payId}/_void {reason}: the payment, voided; a voided one answers 409. */
        void: {
          method: 'POST',
          on: 'record',
          segment: '_void',
          permission: 'VOID',
          body: voidSchema,
          answer: 'json',
          returnsRecord: true,
        },
      },
    }),
    /**
     * The cash book: GET payments?from=&to=&method=&received_by=&branch_id=&member_id= (days in the business time
     * zone), newest first, only the payments of members the caller reaches (MEMBERS_REACH_ALL: all), and
     * GET payments/{id}; `_summary` adds the same filtered payments up.
     */
    payments: defineResource({
      name: 'payments',
      record: 'packagePayments',
      computed,
      path: 'payments',
      i18n: 'payments',
      family: 'PAYMENTS',
      owner: { column: 'member_id', resource: 'members' },
      defaultSort: { sort: 'paid_at', sort_by: 'DESC' },
      sortable: ['id', 'paid_at', 'amount', 'method', 'receipt_no', 'member_id', 'received_by'],
      filters: {
        from: { kind: 'gte', column: 'paid_at', day: true },
        to: { kind: 'lte', column: 'paid_at', day: true },
        method: { kind: 'eq', options: PAYMENT_METHODS },
        received_by: 'eq',
        branch_id: 'eq',
        member_id: 'eq',
        member_package_id: 'eq',
      },
      searchForm: ['from', 'to', 'method', 'received_by', 'branch_id'],
      actions: ['search', 'read'],
      money: ['amount'],
      dependsOn,
      screens: { list: '/payments' },
      operations: {
        /**
         * GET payments/{id}/_receipt: the receipt as a PDF in the caller's language (Accept-Language), a voided one
         * stamped as such; rendered in the bounded PDF worker.
         */
        receipt: {
          method: 'GET',
          on: 'record',
          segment: '_receipt',
          permission: 'READ',
          answer: 'binary',
          open: true,
          // Each call lays a PDF out: plenty for a desk at work, a bound for a script (as the diet list's `_show`).
          rateLimit: { windowSeconds: 60, perCaller: 30 },
        },
        /**
         * POST payments/{id}/_send (no body): that receipt, in Turkish, mailed to the member through the outbox (201;
         * 400 on `email` for a member without an address). Whoever reads a receipt may hand it to its member.
         */
        send: {
          method: 'POST',
          on: 'record',
          segment: '_send',
          permission: 'READ',
          answer: 'json',
          success: 201,
          // A few mails per receipt, and a bound per staff member (as the diet list's `_send`).
          rateLimit: { windowSeconds: 900, perSubject: 5, perCaller: 30 },
        },
        /**
         * GET dues?until=&branch_id=&page=&per_page= → DueRecord[] (x-total-count): every instalment left to pay —
         * or a package's balance without a plan — due by `until` (today), oldest due first, of reached members.
         */
        dues: {
          method: 'GET',
          on: 'collection',
          path: 'dues',
          permission: 'SEARCH',
          body: duesQuerySchema,
          answer: 'json',
        },
        /**
         * GET revenue?from=&to=&group=day|week|month&by=method|branch|product → RevenueAnswer (REVENUE_READ): per
         * period, the prices of the packages sold (by their sale day) and the payments taken less voids (the cash
         * book's total of the same days), of reached members, broken down when asked.
         */
        revenue: {
          method: 'GET',
          on: 'collection',
          path: 'revenue',
          permission: 'REVENUE_READ',
          body: revenueQuerySchema,
          answer: 'json',
        },
        /** GET payments/_summary?from=&to=&… → PaymentSummary (lira; voided payments counted apart). */
        summary: {
          method: 'GET',
          on: 'collection',
          segment: '_summary',
          permission: 'SEARCH',
          body: paymentFiltersSchema,
          answer: 'json',
        },
      },
    }),
  };
}
