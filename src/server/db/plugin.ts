// Opens the database, migrates and seeds it before the app is ready, and closes it with the app.
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import fp from 'fastify-plugin';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seed, type DemoSeed } from './seed';

export interface DbPluginOptions {
  pgSchema?: string;
  announce?: (line: string) => void;
  /** Migrations beside the folder's (tests define entities of their own). */
  migrations?: Record<string, Migration>;
  /** The areas' demo seeds, in order (app.ts passes the modules'). */
  demoSeeds?: readonly DemoSeed[];
}

export default fp<DbPluginOptions>(async function dbPlugin(app: FastifyInstance, options) {
  const config = app.appConfig;
  const { db, dialect } = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: options.pgSchema,
    onIdleError: (error) => app.log.warn({ err: error.message }, 'idle database connection lost'),
  });
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db, options.migrations, dialect === 'postgres' ? options.pgSchema : undefined);
  await seed(db, {
    dataDir: config.dataDir,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    demoSeeds: options.demoSeeds,
    announce: options.announce ?? ((line) => app.log.warn(line)),
  });
});
