import type { Kysely } from 'kysely';
import { countUsers } from '../repositories/users';
import type { Database } from '../schema';
import { seedAdmin, type AdminSeedOptions } from './admin';
import { seedDemo } from './demo';

export interface SeedOptions extends AdminSeedOptions {
  seedDemo: boolean;
}

/** Seeds only an empty database, in one transaction; returns whether it did. */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction().execute(async (trx) => {
    await seedAdmin(trx, options);
    if (options.seedDemo) await seedDemo(trx);
  });
  return true;
}
