import type { Kysely } from 'kysely';
import { countUsers } from '../repositories/users';
import type { Database } from '../schema';
import { seedAdmin, type AdminSeedOptions } from './admin';
import { seedDemo } from './demo';

/** Rows one area adds to the demo gym, once the core demo (roles, staff, branches, members, articles) is in. */
export type DemoSeed = (db: Kysely<Database>) => Promise<void>;

export interface SeedOptions extends AdminSeedOptions {
  seedDemo: boolean;
  /** The areas' demo seeds (modules' `demoSeed`), run in this order after the core demo. */
  demoSeeds?: readonly DemoSeed[];
}

/** Seeds only an empty database, in one transaction; returns whether it did. */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction().execute(async (trx) => {
    await seedAdmin(trx, options);
    if (!options.seedDemo) return;
    await seedDemo(trx);
    for (const seedArea of options.demoSeeds ?? []) await seedArea(trx);
  });
  return true;
}
