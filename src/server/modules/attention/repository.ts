// The attention list's queries: one per kind, each within the caller's reach of members, newest concern first,
// at most ATTENTION_ITEMS_PER_KIND rows plus the kind's whole count.
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  ATTENTION_ITEMS_PER_KIND,
  LESSONS_LOW,
  NO_VISIT_DAYS,
  REMINDER_FAILED_DAYS,
} from '../../../shared/attention';
import { addDays } from '../../../shared/dashboard';
import { packagesDue } from '../../db/repositories/dues';
import { reachCondition, type Reach } from '../../db/repositories/records';
import type { Database } from '../../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;
type Rows = Record<string, unknown>[];

export interface Scope {
  db: Kysely<Database>;
  today: string;
  /** The members the caller reaches (undefined: all). */
  members: Reach | undefined;
  callerId: number;
}

/** `table`'s rows of reached members (by its member_id, or members itself). */
function reached(scope: Scope, eb: Eb, table: string): Expression<SqlBool> {
  if (!scope.members) return eb.lit(true);
  if (table === 'members') return reachCondition(scope.db, eb, 'members', scope.members);
  return reachCondition(scope.db, eb, table, {
    columns: [],
    value: scope.members.value,
    via: { column: 'member_id', table: 'members', reach: scope.members },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Query = SelectQueryBuilder<any, any, any>;

async function page(query: Query, order: string[]) {
  const counted = (await query
    .clearSelect()
    .select((eb: Eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()) as { n: unknown } | undefined;
  let rows = query;
  // 'column desc' sorts newest first.
  for (const column of order) {
    const [name, direction] = column.split(' ');
    rows = rows.orderBy(name!, direction === 'desc' ? 'desc' : 'asc');
  }
  return {
    count: Number(counted?.n ?? 0),
    rows: (await rows.limit(ATTENTION_ITEMS_PER_KIND).execute()) as Rows,
  };
}

const packageColumns = [
  'member_packages.id as id',
  'member_packages.member_id as member_id',
  'members.name as member_name',
  'member_packages.endtime as endtime',
  'member_packages.lesson_count as lesson_count',
  'member_packages.used_lessons as used_lessons',
  'member_packages.price as price',
];

const packages = (scope: Scope) =>
  loose(scope.db)
    .selectFrom('member_packages')
    .innerJoin('members', 'members.id', 'member_packages.member_id')
    .where((eb: Eb) => reached(scope, eb, 'member_packages'))
    .select(packageColumns);

export const endingPackages = (scope: Scope, days: number) =>
  page(
    packages(scope)
      .where('member_packages.endtime', '>=', scope.today)
      .where('member_packages.endtime', '<=', addDays(scope.today, days)),
    ['member_packages.endtime', 'member_packages.id'],
  );

export const lowLessonPackages = (scope: Scope) =>
  page(
    packages(scope)
      .where('member_packages.starttime', '<=', scope.today)
      .where('member_packages.endtime', '>=', scope.today)
      .where(sql`member_packages.lesson_count - member_packages.used_lessons`, '<=', LESSONS_LOW),
    ['member_packages.endtime', 'member_packages.id'],
  );

/**
 * Packages with an overdue amount — parts (or a balance) due before today and not paid — the oldest due first: the
 * package with what is overdue (kuruş) and the day the oldest unpaid part was due.
 */
export async function overduePackages(scope: Scope) {
  const reach: Reach | undefined = scope.members && {
    columns: [],
    value: scope.members.value,
    via: { column: 'member_id', table: 'members', reach: scope.members },
  };
  const found = await packagesDue(scope.db, { reach }, addDays(scope.today, -1), ATTENTION_ITEMS_PER_KIND);
  const ids = found.rows.map((r) => r.member_package_id);
  const details =
    ids.length === 0
      ? []
      : ((await loose(scope.db)
          .selectFrom('member_packages')
          .innerJoin('members', 'members.id', 'member_packages.member_id')
          .where('member_packages.id', 'in', ids)
          .select(packageColumns)
          .execute()) as Rows);
  const byId = new Map(details.map((d) => [Number(d.id), d]));
  return {
    count: found.count,
    rows: found.rows.map((r) => ({
      ...byId.get(r.member_package_id),
      overdue: r.amount,
      due_date: r.due_date,
    })) as Rows,
  };
}

/** Members with a running package and no visit in NO_VISIT_DAYS (their last visit, if any). */
export function membersAway(scope: Scope) {
  const since = addDays(scope.today, -NO_VISIT_DAYS);
  const q = loose(scope.db)
    .selectFrom('members')
    .where((eb: Eb) => reached(scope, eb, 'members'))
    .where('members.status', '=', 'active')
    .where((eb: Eb) =>
      eb.exists(
        eb
          .selectFrom('member_packages as p')
          .select('p.id')
          .whereRef('p.member_id', '=', 'members.id')
          .where('p.starttime', '<=', scope.today)
          .where('p.endtime', '>=', scope.today)
          .whereRef('p.used_lessons', '<', 'p.lesson_count'),
      ),
    )
    .where((eb: Eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('checkins as c')
            .select('c.id')
            .whereRef('c.member_id', '=', 'members.id')
            .where('c.day', '>', since),
        ),
      ),
    )
    .select([
      'members.id as member_id',
      'members.name as member_name',
      (eb: Eb) =>
        eb
          .selectFrom('checkins as c')
          .select((inner: Eb) => inner.fn.max('c.day').as('last'))
          .whereRef('c.member_id', '=', 'members.id')
          .as('last_visit'),
    ]);
  return page(q, ['members.name', 'members.id']);
}

/** Reports waiting for approval that the caller did not write (nobody approves their own). */
export const pendingReports = (scope: Scope) =>
  page(
    loose(scope.db)
      .selectFrom('reports')
      .leftJoin('members', 'members.id', 'reports.member_id')
      .where((eb: Eb) => reached(scope, eb, 'reports'))
      .where('reports.status', '=', 'pending')
      .where('reports.author_id', '!=', scope.callerId)
      .select([
        'reports.id as id',
        'reports.member_id as member_id',
        'members.name as member_name',
        'reports.title as title',
        'reports.created_at as created_at',
      ]),
    ['reports.created_at', 'reports.id'],
  );

/** Running or coming personal trainings whose sports program or diet is not approved yet. */
export const unapprovedTrainings = (scope: Scope) =>
  page(
    loose(scope.db)
      .selectFrom('personal_trainings')
      .leftJoin('members', 'members.id', 'personal_trainings.member_id')
      .where((eb: Eb) => reached(scope, eb, 'personal_trainings'))
      .where('personal_trainings.end_date', '>=', scope.today)
      .where((eb: Eb) =>
        eb.or([
          eb('personal_trainings.sports_program_status', '=', 0),
          eb('personal_trainings.diet_status', '=', 0),
        ]),
      )
      .select([
        'personal_trainings.id as id',
        'personal_trainings.member_id as member_id',
        'members.name as member_name',
        'personal_trainings.start_date as start_date',
        'personal_trainings.sports_program_status as sports_program_status',
        'personal_trainings.diet_status as diet_status',
      ]),
    ['personal_trainings.start_date', 'personal_trainings.id'],
  );

/** Notifications whose mail failed for good. */
export const failedMail = (scope: Scope) =>
  page(
    loose(scope.db)
      .selectFrom('notifications')
      .innerJoin('outbox', 'outbox.id', 'notifications.outbox_id')
      .leftJoin('members', 'members.id', 'notifications.member_id')
      .where((eb: Eb) => reached(scope, eb, 'notifications'))
      .where('outbox.status', '=', 'failed')
      .select([
        'notifications.id as id',
        'notifications.member_id as member_id',
        'members.name as member_name',
        'notifications.title as title',
        'outbox.failed_at as failed_at',
      ]),
    ['outbox.failed_at', 'notifications.id'],
  );

/** Reminders whose message failed in the last REMINDER_FAILED_DAYS (a wrong address, a refused number). */
export const failedReminders = (scope: Scope) =>
  page(
    loose(scope.db)
      .selectFrom('reminder_deliveries')
      .innerJoin('reminder_rules', 'reminder_rules.id', 'reminder_deliveries.rule_id')
      .leftJoin('members', 'members.id', 'reminder_deliveries.member_id')
      .where((eb: Eb) => reached(scope, eb, 'reminder_deliveries'))
      .where('reminder_deliveries.status', '=', 'failed')
      .where('reminder_deliveries.day', '>=', addDays(scope.today, -REMINDER_FAILED_DAYS))
      .select([
        'reminder_deliveries.id as id',
        'reminder_deliveries.member_id as member_id',
        'members.name as member_name',
        'reminder_rules.name as rule_name',
        'reminder_deliveries.day as day',
        'reminder_deliveries.channel as channel',
        'reminder_deliveries.error as error',
      ]),
    ['reminder_deliveries.day desc', 'reminder_deliveries.id'],
  );
