// Queries of the personal-training hooks: names for a page of trainings and messages, the next day number of
// a program, and the moves of a day (copy-day).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type NamedTable = 'members' | 'users' | 'personal_training_types';

/** Rows of `table` with these ids (id and the asked columns), by id. */
export async function rowsById<T extends NamedTable>(
  db: Kysely<Database>,
  table: T,
  ids: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (wanted.length === 0) return new Map();
  // The three tables share `id`; a loose select keeps this one query for all of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rows = (await (db as unknown as Kysely<any>)
    .selectFrom(table)
    .selectAll()
    .where('id', 'in', wanted)
    .execute()) as Record<string, unknown>[];
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** The last day number of a program plus one; 1 for a program without days. */
export async function nextDayNumber(db: Kysely<Database>, ptId: number): Promise<number> {
  const row = await db
    .selectFrom('personal_training_days')
    .select((eb) => eb.fn.max('day_num').as('last'))
    .where('pt_id', '=', ptId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export const findDay = (db: Kysely<Database>, id: number) =>
  db.selectFrom('personal_training_days').selectAll().where('id', '=', id).executeTakeFirst();

export async function dayNumberTaken(
  db: Kysely<Database>,
  ptId: number,
  dayNum: number,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('personal_training_days')
    .select('id')
    .where('pt_id', '=', ptId)
    .where('day_num', '=', dayNum);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const movesOfDay = (db: Kysely<Database>, dayId: number) =>
  db
    .selectFrom('personal_training_day_moves')
    .selectAll()
    .where('pt_day_id', '=', dayId)
    .orderBy('id', 'asc')
    .execute();
