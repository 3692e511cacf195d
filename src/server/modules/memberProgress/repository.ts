// Reads and writes behind the member file's progress: children replaced in their record's transaction (bulk
// inserts), children of a page of records in one query each, and the measurement figures of the dashboard and
// the histogram (one member, or the latest measurement of every member the caller reaches).
import type { Kysely } from 'kysely';
import type { MeasurementField } from '../../../shared/bodyMetrics';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import type { Reach, Row } from '../../db/repositories/records';
import { bumpVersion } from '../../db/repositories/tableVersions';

// Child tables are named by the hooks, never by input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** Inserts many rows in a few statements (SQLite's 999-variable limit respected), stamped now. */
export async function insertMany(db: Kysely<Database>, table: string, rows: readonly Row[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const now = isoNow();
  const columns = Object.keys(rows[0]!).length + 2;
  const chunk = Math.max(1, Math.floor(900 / columns));
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows.slice(i, i + chunk).map((r) => ({ ...r, created_at: now, updated_at: now }));
    out.push(...((await loose(db).insertInto(table).values(values).returningAll().execute()) as Row[]));
  }
  await bumpVersion(db, table);
  return out;
}

/** Removes the children of `parentId` (by `column`) and bumps the table's version. */
export async function deleteChildren(db: Kysely<Database>, table: string, column: string, parentId: number) {
  await loose(db).deleteFrom(table).where(column, '=', parentId).execute();
  await bumpVersion(db, table);
}

/** The children of a page of records, in their order (by `order` then id). */
export async function childrenOf(
  db: Kysely<Database>,
  table: string,
  column: string,
  parentIds: readonly number[],
  order: string,
): Promise<Row[]> {
  if (parentIds.length === 0) return [];
  return (await loose(db)
    .selectFrom(table)
    .selectAll()
    .where(column, 'in', [...parentIds])
    .orderBy(order, 'asc')
    .orderBy('id', 'asc')
    .execute()) as Row[];
}

/** Names of users by id (the program's coach). */
export async function userNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'lastname'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((u) => [u.id, `${u.name} ${u.lastname ?? ''}`.trim()]));
}

export async function memberFigures(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'height', 'birthdate', 'target_daily_calorie'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** A member's measurements, oldest first. */
export async function measurementsOf(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('measurements')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** One field of a member's measurements (not null), oldest first. */
export async function fieldOfMember(db: Kysely<Database>, memberId: number, field: MeasurementField) {
  const rows = await db
    .selectFrom('measurements')
    .select(`${field} as value`)
    .where('member_id', '=', memberId)
    .where(field, 'is not', null)
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => Number(r.value));
}

/**
 * One field of each reachable member's latest measurement (by date, then id): the comparison population. The
 * members' reach (their coach or nutritionist) narrows it for staff without MEMBERS_REACH_ALL.
 */
export async function latestFieldOfMembers(
  db: Kysely<Database>,
  field: MeasurementField,
  memberReach: Reach | undefined,
): Promise<number[]> {
  let latest = db
    .selectFrom('measurements')
    .select((eb) => [
      'member_id',
      eb.ref(field).as('value'),
      eb.fn
        .agg<number>('row_number')
        .over((o) => o.partitionBy('member_id').orderBy('date', 'desc').orderBy('id', 'desc'))
        .as('rank'),
    ])
    .where(field, 'is not', null);
  if (memberReach) {
    const { columns, value } = memberReach;
    latest = latest.where('member_id', 'in', (eb) =>
      eb
        .selectFrom('members')
        .select('id')
        .where((w) => w.or(columns.map((c) => w(c as 'coach_id', '=', value)))),
    );
  }
  const rows = await db.selectFrom(latest.as('latest')).select('value').where('rank', '=', 1).execute();
  return rows.map((r) => Number(r.value));
}

/** The foods and portions a diary names, with what the totals need (a page: one query per table). */
export async function foodsAndPortions(db: Kysely<Database>, foodIds: number[], portionIds: number[]) {
  const [foods, portions] = await Promise.all([
    foodIds.length ? db.selectFrom('foods').selectAll().where('id', 'in', foodIds).execute() : [],
    portionIds.length
      ? db.selectFrom('food_portions').selectAll().where('id', 'in', portionIds).execute()
      : [],
  ]);
  return { foods, portions };
}

/** The members' daily calorie targets, by id. */
export async function calorieTargets(db: Kysely<Database>, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('members')
    .select(['id', 'target_daily_calorie'])
    .where('id', 'in', memberIds)
    .execute();
}

/** Whether a day belongs to one of the member's programs (a workout may follow only the member's own). */
export async function isMemberProgramDay(db: Kysely<Database>, dayId: number, memberId: number) {
  const day = await db
    .selectFrom('training_program_days')
    .innerJoin('training_programs', 'training_programs.id', 'training_program_days.program_id')
    .select('training_program_days.id')
    .where('training_program_days.id', '=', dayId)
    .where('training_programs.member_id', '=', memberId)
    .executeTakeFirst();
  return day !== undefined;
}

/** A course package with its days and their moves, in order (a program is copied from it). */
export async function coursePackageWithDays(db: Kysely<Database>, packageId: number) {
  const pkg = await db
    .selectFrom('course_packages')
    .select(['id', 'package_name'])
    .where('id', '=', packageId)
    .executeTakeFirst();
  if (!pkg) return undefined;
  const [days, moves] = await Promise.all([
    db
      .selectFrom('package_days')
      .selectAll()
      .where('package_id', '=', packageId)
      .orderBy('day_number', 'asc')
      .execute(),
    db
      .selectFrom('package_day_moves')
      .selectAll()
      .where('package_id', '=', packageId)
      .orderBy('id', 'asc')
      .execute(),
  ]);
  return { pkg, days, moves };
}
