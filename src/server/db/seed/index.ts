import type { Kysely } from 'kysely';
import { countUsers } from '../repositories/users';
import type { Database } from '../schema';
import { seedAdmin, type AdminSeedOptions } from './admin';

export type SeedOptions = AdminSeedOptions;

/** Seeds only an empty database, in one transaction; returns whether it did. */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction().execute((trx) => seedAdmin(trx, options));
  return true;
}
