// A member's packages: what was sold, when named, must exist (a course package or a personal-training type), remaining
// lessons are computed, the sold item's name is read for the list. `_remind` sends the member a payment
// reminder for an unpaid package (the text in Turkish, the members' language); `_freeze` and `_unfreeze` pause it
// (freezeHooks.ts). Its money — the instalment plan written with the sale, paid, balance, what is due — is
// instalmentHooks.ts.
import type { Kysely } from 'kysely';
import { lookup } from '../../../../i18n';
import { formatMoney } from '../../../shared/money/amount';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { productKey, productNames } from '../../db/repositories/memberPackages';
import { rowExists, type Row } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { conflict, invalidBecause, validationFailed } from '../../http/errors';
import { freeze, unfreeze, withFreezes } from './freezeHooks';
import { afterPackageWrite, instalments, planInstalments, withMoney } from './instalmentHooks';
import { packageFreezeRows } from './freezeRepository';
import { sendNotification } from './sendNotification';
import { defineHooks } from '../../resources/hooks';

const fill = (key: string, params: Record<string, string>) =>
  (lookup('tr', key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

const trDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * An edit keeps the package's freezes inside it: a freeze moved the end, so an end before a freeze's last day (or
 * a start after its first) would leave the member frozen outside their own package — 400 on that date.
 */
async function checkFreezesInside(db: Kysely<Database>, id: number, input: Row) {
  const freezes = await packageFreezeRows(db, id);
  if (freezes.length === 0) return;
  const firstDay = freezes.reduce((day, f) => (f.start_day < day ? f.start_day : day), freezes[0]!.start_day);
  const lastDay = freezes.reduce((day, f) => (f.end_day > day ? f.end_day : day), freezes[0]!.end_day);
  const outside = (field: string, reason: string) =>
    invalidBecause(`memberPackages.freeze.errors.${reason}`, {
      [field]: `memberPackages.freeze.errors.${reason}`,
    });
  if (String(input.starttime) > firstDay) throw outside('starttime', 'start_after_freeze');
  if (String(input.endtime) < lastDay) throw outside('endtime', 'end_inside_freeze');
}

export default defineHooks<'member_packages'>({
  async check(input, { db, existing }) {
    if (existing) await checkFreezesInside(db, existing.id, input);
    // A package that names no product (the spec's six fields) has nothing to check.
    if (!input.product_type) return;
    const table = input.product_type === 'course_package' ? 'course_packages' : 'personal_training_types';
    if (!(await rowExists(db, table, Number(input.product_id))))
      throw validationFailed({ product_id: NOT_FOUND });
  },
  // The sale's plan is no column: afterWrite writes it.
  toRow: ({ instalments: _count, first_due_date: _first, ...input }) => ({
    ...input,
    product_type: input.product_type || null,
    product_id: input.product_type ? Number(input.product_id) : null,
  }),
  toApi: (row) => ({
    ...row,
    remaining_lessons: Math.max(0, Number(row.lesson_count) - Number(row.used_lessons)),
  }),
  async decorate(records, { db }) {
    const names = await productNames(db, records);
    // The member's name: the /packages list (issue 17) spans members; one query per page.
    const memberNames = await labelsByKey(db, 'members', 'id', ['name'], idsIn(records, 'member_id'));
    const named = records.map((r) => ({
      ...r,
      product_name: names.get(productKey(r)) ?? '',
      member_name: memberNames.get(String(r.member_id)) ?? '',
    }));
    // The package's freezes (freezeHooks.ts) and its money (instalmentHooks.ts).
    return withMoney(await withFreezes(named, db), db);
  },
  afterWrite: afterPackageWrite,
  operations: {
    freeze,
    unfreeze,
    instalments,
    planInstalments,
    /** Only an unpaid package is reminded of (409 otherwise). */
    async remind({ db, record, principal, reply }) {
      const pkg = record!;
      if (pkg.payment_type !== 'unpaid') throw conflict({ payment_type: 'memberPackages.errors.not_unpaid' });
      const names = await productNames(db, [pkg]);
      const members = await labelsByKey(db, 'members', 'id', ['name'], [pkg.member_id]);
      const params = {
        name: members.get(String(pkg.member_id)) ?? '',
        package: names.get(productKey(pkg)) ?? '',
        price: formatMoney(Number(pkg.price), 'tr'),
        endtime: trDate(pkg.endtime),
      };
      return sendNotification(db, reply.server, {
        memberId: pkg.member_id,
        kind: 'payment_reminder',
        title: fill('notifications.reminder.title', params),
        message: fill('notifications.reminder.message', params),
        senderId: principal.userId,
        packageId: pkg.id,
      });
    },
  },
});
