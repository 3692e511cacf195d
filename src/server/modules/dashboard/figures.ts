// The dashboard's figures: counts and sums computed by the database (SQL aggregates, the same
// queries on SQLite and PostgreSQL), each only over the members the caller reaches, and each only when the
// caller holds the permission of the list it summarises — a figure the caller may not see is not computed.
// Dates are ISO text (yyyy-MM-dd, timestamps yyyy-MM-ddTHH:mm:ss.sssZ), so months are their first 7 characters.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { hasAny } from '../../../shared/permissions';
import { ENDING_SOON_DAYS } from '../../../shared/schemas/memberPackages';
import { toLira } from '../../../shared/money/amount';
import type { Principal } from '../../auth/principal';
import { dueTotals } from '../../db/repositories/dues';
import { reachCondition, type Reach } from '../../db/repositories/records';
import { businessDayStart } from '../../../shared/businessDay';
import type { Database } from '../../db/schema';
import { memberReach, trainingReach } from '../../resources/memberReach';
import {
  DASHBOARD_MONTHS,
  DASHBOARD_WEEKS,
  addDays,
  lastMonths,
  mondayOf,
  type DashboardAnswer,
} from '../../../shared/dashboard';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;
// Tables are joined under aliases; this file works untyped like the generic repository.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
const toNumber = (value: unknown) => Number(value ?? 0);

/** The tables the figures read (the cache's dependencies). */
export const DASHBOARD_TABLES = [
  'members',
  'branches',
  'member_packages',
  'payments',
  'package_instalments',
  'reports',
  'personal_trainings',
  'measurements',
] as const;

/** The permissions that change the answer: each opens figures, MEMBERS_REACH_ALL widens whose they count. */
export const DASHBOARD_PERMISSIONS = [
  'MEMBERS_SEARCH',
  'MEMBER_PACKAGE_SEARCH',
  'REPORTS_SEARCH',
  'PERSONAL_TRAININGS_SEARCH',
  'MEASUREMENTS_SEARCH',
  'PAYMENTS_SEARCH',
  'MEMBERS_REACH_ALL',
] as const;

/** The figures for `principal` on `today` (yyyy-MM-dd, the business day). */
export async function dashboardFigures(
  db: Kysely<Database>,
  principal: Principal,
  today: string,
): Promise<DashboardAnswer> {
  const can = (permission: string) => hasAny(principal.permissions, permission);
  const membersReached: Reach | undefined = memberReach(principal);
  /** The caller's members, as a condition on `table` (members itself, or a row's member_id). */
  const ofReachedMembers = (eb: Eb, table: string): Expression<SqlBool> =>
    !membersReached
      ? eb.lit(true)
      : table === 'members'
        ? reachCondition(db, eb, 'members', membersReached)
        : reachCondition(db, eb, table, {
            columns: [],
            value: membersReached.value,
            via: { column: 'member_id', table: 'members', reach: membersReached },
          });
  const q = loose(db);
  const answer: DashboardAnswer = { today, cards: {}, charts: {} };
  const thisMonth = today.slice(0, 7);
  const months = lastMonths(today, DASHBOARD_MONTHS);

  if (can('MEMBERS_SEARCH')) {
    const counts = await q
      .selectFrom('members')
      .where((eb) => ofReachedMembers(eb, 'members'))
      .select((eb) => [
        eb.fn.countAll().as('all'),
        eb.fn.sum(eb.case().when('members.status', '=', 'active').then(1).else(0).end()).as('active'),
      ])
      .executeTakeFirstOrThrow();
    const joined = await q
      .selectFrom('members')
      .where((eb) => ofReachedMembers(eb, 'members'))
      .where('members.created_at', '>=', `${months[0]}-01`)
      .select([month('members.created_at').as('month'), (eb) => eb.fn.countAll().as('count')])
      .groupBy(month('members.created_at'))
      .execute();
    const byMonth = new Map(joined.map((r) => [String(r.month), toNumber(r.count)]));
    answer.cards.activeMembers = toNumber(counts.active);
    answer.cards.newMembers = {
      thisMonth: byMonth.get(thisMonth) ?? 0,
      lastMonth: byMonth.get(months[months.length - 2]!) ?? 0,
      since: `${thisMonth}-01`,
    };
    answer.charts.membersJoined = months.map((m) => ({ month: m, count: byMonth.get(m) ?? 0 }));
    const branches = await q
      .selectFrom('members')
      .leftJoin('branches', 'branches.id', 'members.branches_id')
      .where((eb) => ofReachedMembers(eb, 'members'))
      .select(['members.branches_id as id', 'branches.name as name', (eb) => eb.fn.countAll().as('count')])
      .groupBy(['members.branches_id', 'branches.name'])
      .execute();
    answer.charts.membersPerBranch = branches
      .map((r) => ({
        branches_id: r.id === null ? null : toNumber(r.id),
        name: r.name === null ? '' : String(r.name),
        count: toNumber(r.count),
      }))
      .sort((a, b) => b.count - a.count || (a.branches_id ?? Infinity) - (b.branches_id ?? Infinity));
  }

  if (can('MEMBER_PACKAGE_SEARCH')) {
    const endsUntil = addDays(today, ENDING_SOON_DAYS);
    const counts = await q
      .selectFrom('member_packages')
      .where((eb) => ofReachedMembers(eb, 'member_packages'))
      .select((eb) => [
        eb.fn
          .sum(
            eb
              .case()
              .when(
                eb.and([
                  eb('member_packages.endtime', '>=', today),
                  eb('member_packages.endtime', '<=', endsUntil),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('ending'),
        eb.fn
          .sum(eb.case().when('member_packages.payment_type', '=', 'unpaid').then(1).else(0).end())
          .as('unpaid'),
      ])
      .executeTakeFirstOrThrow();
    answer.cards.packagesEnding = { count: toNumber(counts.ending), from: today, until: endsUntil };
    answer.cards.unpaidPackages = toNumber(counts.unpaid);
    // Revenue: what was paid, by the month the package starts (an unpaid package is no revenue yet).
    const revenue = await q
      .selectFrom('member_packages')
      .where((eb) => ofReachedMembers(eb, 'member_packages'))
      .where('member_packages.starttime', '>=', `${months[0]}-01`)
      .where('member_packages.starttime', '<=', `${thisMonth}-31`)
      .where('member_packages.payment_type', '<>', 'unpaid')
      .select([
        month('member_packages.starttime').as('month'),
        'member_packages.payment_type as payment_type',
        (eb) => eb.fn.sum('member_packages.price').as('total'),
      ])
      .groupBy([month('member_packages.starttime'), 'member_packages.payment_type'])
      .execute();
    answer.charts.revenue = revenue
      .map((r) => ({
        month: String(r.month),
        payment_type: String(r.payment_type),
        total: toLira(toNumber(r.total)),
      }))
      .sort((a, b) => a.month.localeCompare(b.month) || a.payment_type.localeCompare(b.payment_type));
  }

  if (can('PAYMENTS_SEARCH')) {
    // The cash book's: what was taken since this month's first business day, less voids; and what is overdue —
    // the instalments (or balances) due before today and not paid (db/repositories/dues.ts).
    const collected = await q
      .selectFrom('payments')
      .where((eb) => ofReachedMembers(eb, 'payments'))
      .where('payments.paid_at', '>=', businessDayStart(`${thisMonth}-01`))
      .where('payments.voided_at', 'is', null)
      .select((eb) => eb.fn.sum('payments.amount').as('total'))
      .executeTakeFirstOrThrow();
    answer.cards.collected_this_month = toLira(toNumber(collected.total));
    const reach: Reach | undefined = membersReached && {
      columns: [],
      value: membersReached.value,
      via: { column: 'member_id', table: 'members', reach: membersReached },
    };
    const overdue = await dueTotals(db, { reach }, addDays(today, -1));
    answer.cards.overdue = { count: overdue.count, amount: toLira(overdue.amount) };
  }

  if (can('REPORTS_SEARCH')) {
    const row = await q
      .selectFrom('reports')
      .where((eb) => ofReachedMembers(eb, 'reports'))
      .where('reports.status', '=', 'pending')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    answer.cards.pendingReports = toNumber(row.count);
  }

  if (can('PERSONAL_TRAININGS_SEARCH')) {
    // Trainings follow their own reach rule: coached by the caller, or of a member assigned to them.
    const reach = trainingReach(principal);
    const row = await q
      .selectFrom('personal_trainings')
      .where((eb) => (reach ? reachCondition(db, eb, 'personal_trainings', reach) : eb.lit(true)))
      .select((eb) => [
        eb.fn
          .sum(eb.case().when('personal_trainings.sports_program_status', '=', 0).then(1).else(0).end())
          .as('sports'),
        eb.fn.sum(eb.case().when('personal_trainings.diet_status', '=', 0).then(1).else(0).end()).as('diet'),
      ])
      .executeTakeFirstOrThrow();
    answer.cards.trainingsAwaiting = { sports: toNumber(row.sports), diet: toNumber(row.diet) };
  }

  if (can('MEASUREMENTS_SEARCH')) {
    // Counted per day by the database (at most 7 × 12 rows), then summed into weeks from Monday.
    const first = addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS - 1));
    const days = await q
      .selectFrom('measurements')
      .where((eb) => ofReachedMembers(eb, 'measurements'))
      .where('measurements.date', '>=', first)
      .where('measurements.date', '<=', today)
      .select(['measurements.date as date', (eb) => eb.fn.countAll().as('count')])
      .groupBy('measurements.date')
      .execute();
    const weeks = new Map<string, number>();
    for (let i = 0; i < DASHBOARD_WEEKS; i++) weeks.set(addDays(first, 7 * i), 0);
    for (const day of days) {
      const week = mondayOf(String(day.date).slice(0, 10));
      weeks.set(week, (weeks.get(week) ?? 0) + toNumber(day.count));
    }
    answer.charts.measurementsPerWeek = [...weeks].map(([week, count]) => ({ week, count }));
  }
  return answer;
}
