// A member's packages: what was sold must exist (a course package or a personal-training type), remaining
// lessons are computed, the sold item's name is read for the list. `_remind` sends the member a payment
// reminder for an unpaid package (the text in Turkish, the members' language).
import type { Kysely } from 'kysely';
import { lookup } from '../../../../i18n';
import { NOT_FOUND } from '../../../shared/schemas/fields';
import type { Row } from '../../db/repositories/records';
import type { Database } from '../../db/schema';
import { conflict, validationFailed } from '../../http/errors';
import { sendNotification } from '../../notifications/send';
import { defineHooks } from '../hooks';

async function productNames(db: Kysely<Database>, records: Row[]) {
  const ids = (type: string) =>
    records.filter((r) => r.product_type === type).map((r) => Number(r.product_id));
  const courses = ids('course_package');
  const trainings = ids('personal_training');
  const names = new Map<string, string>();
  if (courses.length > 0)
    for (const row of await db
      .selectFrom('course_packages')
      .select(['id', 'package_name'])
      .where('id', 'in', courses)
      .execute())
      names.set(`course_package:${row.id}`, row.package_name);
  if (trainings.length > 0)
    for (const row of await db
      .selectFrom('personal_training_types')
      .select(['id', 'personal_training_type_name'])
      .where('id', 'in', trainings)
      .execute())
      names.set(`personal_training:${row.id}`, row.personal_training_type_name);
  return names;
}

const fill = (key: string, params: Record<string, string>) =>
  (lookup('tr', key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

const trDate = (iso: string) => iso.split('-').reverse().join('/');

export default defineHooks<'member_packages'>({
  async check(input, { db }) {
    const id = Number(input.product_id);
    const found =
      input.product_type === 'course_package'
        ? await db.selectFrom('course_packages').select('id').where('id', '=', id).executeTakeFirst()
        : await db.selectFrom('personal_training_types').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw validationFailed({ product_id: NOT_FOUND });
  },
  toRow: (input) => ({ ...input, price: Math.round(Number(input.price) * 100) / 100 }),
  toApi: (row) => ({
    ...row,
    remaining_lessons: Math.max(0, Number(row.lesson_count) - Number(row.used_lessons)),
  }),
  async decorate(records, { db }) {
    const names = await productNames(db, records);
    // The member's name: the /packages list (issue 17) spans members; one query per page.
    const memberIds = [...new Set(records.map((r) => Number(r.member_id)))];
    const members = memberIds.length
      ? await db.selectFrom('members').select(['id', 'name']).where('id', 'in', memberIds).execute()
      : [];
    const memberNames = new Map(members.map((m) => [Number(m.id), String(m.name)]));
    return records.map((r) => ({
      ...r,
      product_name: names.get(`${String(r.product_type)}:${String(r.product_id)}`) ?? '',
      member_name: memberNames.get(Number(r.member_id)) ?? '',
    }));
  },
  operations: {
    /** Only an unpaid package is reminded of (409 otherwise). */
    async remind({ db, record, principal, reply }) {
      const pkg = record!;
      if (pkg.payment_type !== 'unpaid') throw conflict({ payment_type: 'memberPackages.errors.not_unpaid' });
      const names = await productNames(db, [pkg as unknown as Row]);
      const member = await db
        .selectFrom('members')
        .select('name')
        .where('id', '=', pkg.member_id)
        .executeTakeFirst();
      const params = {
        name: member?.name ?? '',
        package: names.get(`${pkg.product_type}:${pkg.product_id}`) ?? '',
        price: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(pkg.price),
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
