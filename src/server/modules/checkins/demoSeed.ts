// Demo check-ins: the visits behind the lessons the demo packages have used, over the last four
// months — spread evenly over each package's days up to today, within the gym's opening hours in Istanbul
// (06:30–22:30, most in the morning and evening rush) — so a member's list, the
// front desk and "no visit for 14 days" open on real rows. No visit falls on a day its package was frozen (the
// member file's demo freezes): it is made the day after the freeze instead. The demo roles get the check-in keys by the rule the
// upgrade gave existing roles.
import type { Insertable, Kysely } from 'kysely';
import { grantedWith } from '../../db/migrations/20261126_0201_checkins';
import { grantToRoles } from '../../db/roleGrants';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database, TableOf } from '../../db/schema';
import { DAY_MS, dayOf, isoDay, random } from '../../db/seed/demoPlan';
import { businessDay, businessDayStart } from '../../../shared/businessDay';

const WINDOW_DAYS = 120;

const MINUTE_MS = 60_000;
/** The demo gym's opening hours, minutes after midnight in Istanbul: 06:30–22:30. */
export const DEMO_OPENING_HOURS = { from: 6 * 60 + 30, until: 22 * 60 + 30 } as const;
/** Where the visits crowd: 07–09 before work, 17–21 after it (minutes after midnight). */
const RUSH_HOURS = [
  { from: 7 * 60, until: 9 * 60, share: 0.35 },
  { from: 17 * 60, until: 21 * 60, share: 0.45 },
] as const;

/** A visit's minute of the day in Istanbul: within the opening hours, mostly in the morning or evening rush. */
export function visitMinute(rand: () => number): number {
  let pick = rand();
  const span = (from: number, until: number) => from + Math.floor(rand() * (until - from));
  for (const rush of RUSH_HOURS) {
    if (pick < rush.share) return span(rush.from, rush.until);
    pick -= rush.share;
  }
  return span(DEMO_OPENING_HOURS.from, DEMO_OPENING_HOURS.until);
}

export async function seedCheckins(db: Kysely<Database>): Promise<void> {
  const rand = random(30);
  const now = Date.now();
  // Days are Istanbul's calendar days (a visit's `day`), each as its UTC midnight.
  const today = dayOf(businessDay(0, now));
  const from = today - WINDOW_DAYS * DAY_MS;
  /** The instant of `minute` on `day` in Istanbul. */
  const at = (day: number, minute: number) => Date.parse(businessDayStart(isoDay(day))) + minute * MINUTE_MS;
  /** Now on Istanbul's clock, as minutes after midnight (for today's visits, which are all before now). */
  const nowMinute = Math.floor((now - at(today, 0)) / MINUTE_MS);

  await grantToRoles(db, grantedWith);

  const desk = await db
    .selectFrom('users')
    .select(['id', 'name', 'lastname'])
    .where('username', 'in', ['sales', 'manager', 'admin'])
    .orderBy('id')
    .execute();
  const packages = await db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'used_lessons', 'starttime', 'endtime'])
    .where('endtime', '>=', isoDay(from))
    .where('used_lessons', '>', 0)
    .orderBy('id')
    .execute();

  const freezes = await db
    .selectFrom('package_freezes')
    .select(['member_package_id', 'start_day', 'end_day'])
    .execute();
  /** The day after the freeze of `packageId` that holds `day`, or `day` when none does. */
  const unfrozen = (packageId: number, day: number): number => {
    const freeze = freezes.find(
      (f) => f.member_package_id === packageId && dayOf(f.start_day) <= day && day <= dayOf(f.end_day),
    );
    return freeze ? dayOf(freeze.end_day) + DAY_MS : day;
  };

  const rows: Insertable<TableOf<'checkins'>>[] = [];
  for (const pkg of packages) {
    const start = dayOf(pkg.starttime);
    const last = Math.min(dayOf(pkg.endtime), today);
    const days = Math.round((last - start) / DAY_MS) + 1;
    const visits = Number(pkg.used_lessons);
    for (let k = 0; k < visits; k++) {
      const day = unfrozen(pkg.id, start + Math.floor(((k + 0.5) * days) / visits) * DAY_MS);
      if (day < from || day > last) continue;
      let minute = visitMinute(rand);
      // Today's visits only until a minute ago, and never before opening: none yet before 06:31.
      if (day === today && minute >= nowMinute) {
        if (nowMinute <= DEMO_OPENING_HOURS.from) continue;
        minute = DEMO_OPENING_HOURS.from + Math.floor(rand() * (nowMinute - DEMO_OPENING_HOURS.from));
      }
      const by = desk[Math.floor(rand() * desk.length)];
      const created = new Date(at(day, minute)).toISOString();
      rows.push({
        member_id: pkg.member_id,
        member_package_id: pkg.id,
        day: isoDay(day),
        user_id: by?.id ?? null,
        user_name: by ? `${by.name} ${by.lastname}`.trim() : '',
        created_at: created,
        updated_at: created,
      });
    }
  }
  rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('checkins')
      .values(rows.slice(i, i + 500))
      .execute();
  await bumpVersion(db, 'checkins');
  await bumpVersion(db, 'roles');
}
