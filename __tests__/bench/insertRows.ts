// A bench's generated rows written in one transaction, 500 to a statement (SQLite's and PostgreSQL's bound on
// parameters leave room for every table's columns at that size).
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export async function insertRows(
  db: Kysely<Database>,
  table: string,
  rows: object[],
  size = 500,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += size)
      await trx
        .insertInto(table as 'members')
        .values(rows.slice(i, i + size) as never)
        .execute();
  });
}
