// The reads and writes of membership freezes: a package's freezes, the one to end early, the package's end moved
// with them. The writes run in the operation's transaction, after `lockPackage` (a row lock on PostgreSQL; SQLite
// runs write transactions one at a time), so two freezes of one package cannot both pass the overlap check.
import type { Kysely } from 'kysely';
import type { PackageFreeze } from '../../../shared/schemas/memberPackages';
import { bumpVersion } from '../../db/repositories/tableVersions';
import type { Database } from '../../db/schema';
import { isoNow } from '../../db/time';

type Db = Kysely<Database>;

const freezeColumns = [
  'id',
  'member_package_id',
  'start_day',
  'end_day',
  'ended_early_on',
  'user_name',
  'created_at',
] as const;

export interface FreezeRow {
  id: number;
  member_package_id: number;
  start_day: string;
  end_day: string;
  ended_early_on: string | null;
  user_name: string;
  created_at: string;
}

/** A stored freeze as a package answers it. */
export const freezeOf = (row: FreezeRow): PackageFreeze => ({
  id: Number(row.id),
  from: row.start_day,
  to: row.end_day,
  ended_early_on: row.ended_early_on ?? null,
  user_name: row.user_name,
  created_at: row.created_at,
});

/** The freezes of these packages, oldest first (one query for a page of packages). */
export async function freezesOf(db: Db, packageIds: number[]): Promise<Map<number, PackageFreeze[]>> {
  const byPackage = new Map<number, PackageFreeze[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .selectFrom('package_freezes')
    .select(freezeColumns)
    .where('member_package_id', 'in', packageIds)
    .orderBy('start_day', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) {
    const id = Number(row.member_package_id);
    byPackage.set(id, [...(byPackage.get(id) ?? []), freezeOf(row)]);
  }
  return byPackage;
}

/**
 * Locks the package for the rest of the transaction and reads it as it is now: a PostgreSQL row lock by a write
 * (the same statement on SQLite, whose write transactions run one at a time).
 */
export async function lockPackage(db: Db, id: number) {
  await db.updateTable('member_packages').set({ updated_at: isoNow() }).where('id', '=', id).execute();
  return db
    .selectFrom('member_packages')
    .select(['id', 'member_id', 'starttime', 'endtime'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The package's end moved by `days` (negative: back). */
export async function moveEnd(db: Db, id: number, endtime: string): Promise<void> {
  await db.updateTable('member_packages').set({ endtime }).where('id', '=', id).execute();
  await bumpVersion(db, 'member_packages');
}

export const packageFreezeRows = (db: Db, packageId: number): Promise<FreezeRow[]> =>
  db
    .selectFrom('package_freezes')
    .select(freezeColumns)
    .where('member_package_id', '=', packageId)
    .orderBy('start_day', 'asc')
    .execute();

export async function insertFreeze(
  db: Db,
  values: {
    member_package_id: number;
    member_id: number;
    start_day: string;
    end_day: string;
    user_id: number;
    user_name: string;
  },
): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('package_freezes')
    .values({ ...values, ended_early_on: null, created_at: now, updated_at: now })
    .execute();
  await bumpVersion(db, 'package_freezes');
}

/** Ends a freeze the day before `day` (the day the member came back), or removes it (`to` null). */
export async function endFreeze(db: Db, id: number, to: string | null, day: string): Promise<void> {
  if (to === null) await db.deleteFrom('package_freezes').where('id', '=', id).execute();
  else
    await db
      .updateTable('package_freezes')
      .set({ end_day: to, ended_early_on: day, updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
  await bumpVersion(db, 'package_freezes');
}

/** The package's stored row (the operations' answer). */
export const packageRow = (db: Db, id: number) =>
  db.selectFrom('member_packages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
