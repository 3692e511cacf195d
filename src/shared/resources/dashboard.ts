// The registry rows of the dashboard area (assembled in index.ts; the row shape is resourceDef.ts).
import { defineResource } from '../resourceDef';
import { ALL_PAYMENT_TYPES } from '../schemas/memberPackages';

// --- The dashboard's lists ---
export function dashboardRows() {
  return {
    /**
     * Every member package the caller reaches (members' reach rule through `owner`), read-only: the dashboard's
     * "ending in 14 days" and "unpaid" cards open it filtered. Adding and editing stay in the member file.
     */
    packages: defineResource({
      name: 'packages',
      record: 'memberPackages',
      path: 'packages',
      entity: 'member_packages',
      // The price and what was paid are kept in whole kuruş and answered in lira.
      money: ['price', 'paid'],
      i18n: 'memberPackages',
      family: 'MEMBER_PACKAGE',
      owner: { column: 'member_id', resource: 'members' },
      defaultSort: { sort: 'endtime', sort_by: 'ASC' },
      sortable: ['id', 'member_id', 'starttime', 'endtime', 'price', 'payment_type', 'created_at'],
      filters: {
        member_id: 'eq',
        payment_type: { kind: 'eq', options: ALL_PAYMENT_TYPES },
        ends_from: { kind: 'gte', column: 'endtime' },
        ends_until: { kind: 'lte', column: 'endtime' },
      },
      searchForm: ['payment_type', 'ends_from', 'ends_until'],
      actions: ['search'],
      // The money (paid, balance, next due, overdue) follows the payments and the plans; the freezes
      // are answered with each package, as in the member file.
      dependsOn: [
        'course_packages',
        'personal_training_types',
        'members',
        'package_freezes',
        'payments',
        'package_instalments',
      ],
      // Each row links to its member's packages tab (the screen's own column).
      screens: { list: '/packages' },
    }),
  };
}
