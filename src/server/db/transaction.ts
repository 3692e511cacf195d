// Work that must commit as one: inside the caller's transaction when there is one (an operation runs in the
// transaction that also writes its history entry), else in a new one.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
