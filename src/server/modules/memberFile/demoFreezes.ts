// Demo membership freezes: a few members with a full file paused their running package for a week or two some
// time ago, and one is frozen today (a check-in of theirs is refused until the freeze is ended early). Each
// package's end was moved by its frozen days, as `_freeze` does. Deterministic.
import type { Insertable, Kysely } from 'kysely';
import { addDays, daysInclusive } from '../../../shared/freeze';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database, PackageFreezeTable } from '../../db/schema';
import { isoDay } from '../../db/seed/demoPlan';

/** How many running packages had a freeze that is over, and their lengths in days. */
const PAST_FREEZE_DAYS = [7, 10, 14, 5];

export async function seedFreezes(
  db: Kysely<Database>,
  members: readonly number[],
  today: number,
  now: number,
): Promise<void> {
  const day = isoDay(today);
  if (members.length === 0) return;
  // Course packages running today that began at least five weeks ago: room for a freeze that is over.
  const running = await db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'starttime', 'endtime'])
    .where('member_id', 'in', [...members])
    .where('product_type', '=', 'course_package')
    .where('starttime', '<=', addDays(day, -35))
    .where('endtime', '>=', addDays(day, 7))
    .orderBy('member_id')
    .orderBy('id')
    .execute();
  // One package per member.
  const picked = running.filter((p, i) => running.findIndex((q) => q.member_id === p.member_id) === i);
  const sales = await db
    .selectFrom('users')
    .select(['id', 'name', 'lastname'])
    .where('username', '=', 'sales')
    .executeTakeFirst();
  const rows: Insertable<PackageFreezeTable>[] = [];
  const plans = [
    ...PAST_FREEZE_DAYS.map((days, i) => ({ from: addDays(day, -30 + i * 2), days })),
    // Frozen today: from three days ago for ten days.
    { from: addDays(day, -3), days: 10 },
  ];
  for (const [i, plan] of plans.entries()) {
    const pkg = picked[i * 2];
    if (!pkg) break;
    const from = plan.from < pkg.starttime ? pkg.starttime : plan.from;
    const to = addDays(from, plan.days - 1);
    // Written the day before it began (a freeze is not back-dated).
    const written = new Date(Math.min(now, Date.parse(`${addDays(from, -1)}T10:30:00Z`))).toISOString();
    rows.push({
      member_package_id: pkg.id,
      member_id: pkg.member_id,
      start_day: from,
      end_day: to,
      user_id: sales?.id ?? null,
      user_name: sales ? `${sales.name} ${sales.lastname}`.trim() : '',
      ended_early_on: null,
      created_at: written,
      updated_at: written,
    });
    await db
      .updateTable('member_packages')
      .set({ endtime: addDays(pkg.endtime, daysInclusive(from, to)) })
      .where('id', '=', pkg.id)
      .execute();
  }
  if (rows.length > 0) await db.insertInto('package_freezes').values(rows).execute();
  await bumpVersion(db, 'package_freezes');
}
