import type { Kysely } from 'kysely';
import { takeTurn } from '../repositories/records';
import { countUsers, findUserByUsername } from '../repositories/users';
import type { Database } from '../schema';
import { seedAdmin, type AdminSeedOptions } from './admin';
import { seedDemo, DEMO_MANAGER } from './demo';
import { initialPassword } from './initialPassword';

/** Rows one area adds to the demo gym, once the core demo (roles, staff, branches, members, articles) is in. */
export type DemoSeed = (db: Kysely<Database>) => Promise<void>;
/** Rows every database needs (reference data such as the food table): loaded when missing, else a no-op. */
export type ReferenceSeed = (db: Kysely<Database>, announce: (line: string) => void) => Promise<void>;

export interface DemoOptions {
  dataDir: string;
  /** DEMO_PASSWORD; unset, one is generated into DATA_DIR/demo-password. */
  demoPassword?: string;
  /** The areas' demo seeds (modules' `demoSeed`), run in this order after the core demo. */
  demoSeeds?: readonly DemoSeed[];
  /** The areas' reference seeds (modules' `referenceSeed`), run on every seed, before anything else. */
  referenceSeeds?: readonly ReferenceSeed[];
  announce: (line: string) => void;
}

export interface SeedOptions extends AdminSeedOptions, DemoOptions {
  seedDemo: boolean;
}

/**
 * Loads missing reference data, then seeds only an empty database, in one transaction; returns whether it seeded
 * users. Nodes starting at once on one PostgreSQL database take turns: the first seeds, the others then find its
 * rows and leave them.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await takeTurn(trx, 'seed');
    await loadReferenceData(trx, options);
    if ((await countUsers(trx)) > 0) return false;
    await seedAdmin(trx, options);
    if (options.seedDemo) await addDemo(trx, options);
    return true;
  });
}

/** `npm run seed -- --demo`: the demo gym added to a database that has none yet; false when it has one. */
export async function seedDemoGym(db: Kysely<Database>, options: DemoOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await takeTurn(trx, 'seed');
    await loadReferenceData(trx, options);
    if (await findUserByUsername(trx, DEMO_MANAGER)) return false;
    await addDemo(trx, options);
    return true;
  });
}

async function loadReferenceData(db: Kysely<Database>, options: DemoOptions): Promise<void> {
  for (const load of options.referenceSeeds ?? []) await load(db, options.announce);
}

async function addDemo(db: Kysely<Database>, options: DemoOptions): Promise<void> {
  const { password, file } = initialPassword(options.dataDir, 'demo-password', options.demoPassword);
  await seedDemo(db, password);
  for (const seedArea of options.demoSeeds ?? []) await seedArea(db);
  if (file) options.announce(`Demo staff accounts (manager, coach, …): their password is in ${file}`);
}
