// A member's packages: what was sold, when named, must exist (a course package or a personal-training type), remaining
// lessons are computed, the sold item's name is read for the list. `_remind` sends the member a payment
// reminder naming what is due and when, while the package has a balance (the text in Turkish, the members' language); `_freeze` and `_unfreeze` pause it
// (freezeHooks.ts). Its money — the instalment plan written with the sale, paid, balance, what is due — is
// instalmentHooks.ts.
import type { Kysely } from 'kysely';
import { lookup } from '../../../../i18n';
import { formatMoney } from '../../../shared/money/amount';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import { idsIn, labelsByKey } from '../../db/repositories/labels';
import { businessDay } from '../../../shared/businessDay';
import { moneyOfPackage, productKey, productNames } from '../../db/repositories/memberPackages';
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
    // The member's name: the /packages list spans members; one query per page.
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
    /**
     * A payment reminder, while the package has a balance (409 `nothing_due` otherwise): it names what is due now —
     * the parts due by today not paid, or the next part when none is due yet — and the day the oldest unpaid part
     * is (or was) due, in Turkish, the members' language.
     */
    async remind({ db, record, principal, reply }) {
      const pkg = record!;
      const day = businessDay();
      const money = await moneyOfPackage(
        db,
        { id: pkg.id, member_id: pkg.member_id, price: Number(pkg.price), starttime: pkg.starttime },
        day,
      );
      const open = money.parts.filter((part) => part.status !== 'paid');
      if (money.balance <= 0 || open.length === 0)
        throw conflict({ balance: 'memberPackages.errors.nothing_due' });
      const dueNow = open.filter((part) => part.due_date <= day);
      const amount = (dueNow.length > 0 ? dueNow : open.slice(0, 1)).reduce(
        (sum, part) => sum + part.amount - part.paid,
        0,
      );
      const names = await productNames(db, [pkg]);
      const members = await labelsByKey(db, 'members', 'id', ['name'], [pkg.member_id]);
      const params = {
        name: members.get(String(pkg.member_id)) ?? '',
        // A package that names no product is named by its period, so the sentence never has a gap.
        package: names.get(productKey(pkg)) || `${trDate(pkg.starttime)} – ${trDate(pkg.endtime)}`,
        amount: formatMoney(amount, 'tr'),
        due_date: trDate(open[0]!.due_date),
        balance: formatMoney(money.balance, 'tr'),
      };
      return sendNotification(db, reply.server, {
        memberId: pkg.member_id,
        kind: 'payment_reminder',
        title: fill('notifications.reminder.title', params),
        message: fill(
          dueNow.length > 0 ? 'notifications.reminder.message' : 'notifications.reminder.message_upcoming',
          params,
        ),
        senderId: principal.userId,
        packageId: pkg.id,
      });
    },
  },
});
