// What one area of the server brings (ARCHITECTURE §2): the hooks of the tables it owns, routes beside the
// registry's, and plugins its hooks rely on. modules/index.ts lists them; app.ts composes them. A module never
// imports another module, and the machinery (http, auth, db, resources, media, mail) never imports a module.
import type { FastifyPluginAsync } from 'fastify';
import type { DemoSeed } from '../db/seed';
import type { EntityHooks } from '../resources/hooks';

export interface ServerModule {
  /** Hooks by the table they serve (the registry row's `entity`). */
  hooks?: Readonly<Record<string, EntityHooks>>;
  /** Routes under /api/v1 that are not a registry row's. */
  routes?: readonly FastifyPluginAsync[];
  /** Decorations the area's hooks use, registered before any route. */
  plugins?: readonly FastifyPluginAsync[];
  /** The area's rows in the demo gym (SEED_DEMO), seeded in modules/index.ts order after the core demo. */
  demoSeed?: DemoSeed;
}
