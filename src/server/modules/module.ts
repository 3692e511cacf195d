// What one area of the server brings (ARCHITECTURE §2): the hooks of the tables it owns, routes beside the
// registry's, and plugins its hooks rely on. modules/index.ts finds them by folder; app.ts composes them. A module never
// imports another module, and the machinery (http, auth, db, resources, media, mail) never imports a module.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { DemoSeed, ReferenceSeed } from '../db/seed';
import type { EntityHooks } from '../resources/hooks';

export interface ServerModule {
  /** Hooks by the table they serve (the registry row's `entity`). */
  hooks?: Readonly<Record<string, EntityHooks>>;
  /** Routes under /api/v1 that are not a registry row's. */
  routes?: readonly FastifyPluginAsync[];
  /** Decorations the area's hooks use, registered before any route. */
  plugins?: readonly FastifyPluginAsync[];
  /** The area's rows in the demo gym (SEED_DEMO), seeded after the core demo, in the order `seedAfter` allows. */
  demoSeed?: DemoSeed;
  /** The modules (folder names) whose demo rows this module's demo seed reads: it runs after theirs. */
  seedAfter?: readonly string[];
  /** Reference data every database needs (the food table), loaded by seed when it is missing. */
  referenceSeed?: ReferenceSeed;
  /** Commands of the area (`npm run <name> -- args`), run by cli.ts on the migrated database. */
  commands?: Readonly<Record<string, ModuleCommand>>;
}

export interface CommandContext {
  log: { info: (details: object, message: string) => void };
  /** The server's configuration (the gym's time zone and name…). */
  config: Config;
  /** Runs with the database open, once its schema is current. */
  withDatabase: (run: (db: Kysely<Database>) => Promise<void>) => Promise<void>;
}

export type ModuleCommand = (args: string[], context: CommandContext) => Promise<void>;
