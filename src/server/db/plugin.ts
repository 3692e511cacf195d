// Opens the database and closes it with the app. With MIGRATE_ON_START (the embedded default) it migrates and
// seeds an empty database first; otherwise (`npm run migrate` ran before) it only checks the schema is current.
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import fp from 'fastify-plugin';
import { createDatabase } from './database';
import { migrateToLatest, pendingMigrations, SchemaOutOfDate } from './migrate';
import { seed, type DemoSeed, type ReferenceSeed } from './seed';

export interface DbPluginOptions {
  pgSchema?: string;
  announce?: (line: string) => void;
  /** Migrations beside the folder's (tests define entities of their own). */
  migrations?: Record<string, Migration>;
  /** The areas' demo seeds, in order (app.ts passes the modules'). */
  demoSeeds?: readonly DemoSeed[];
  /** The areas' reference seeds (app.ts passes the modules'). */
  referenceSeeds?: readonly ReferenceSeed[];
}

export default fp<DbPluginOptions>(async function dbPlugin(app: FastifyInstance, options) {
  const config = app.appConfig;
  const { db, dialect, poolStats } = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: options.pgSchema,
    onIdleError: (error) => app.log.warn({ err: error.message }, 'idle database connection lost'),
  });
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('poolStats', poolStats);
  const schema = dialect === 'postgres' ? options.pgSchema : undefined;
  app.decorate('pendingMigrations', () => pendingMigrations(db, options.migrations, schema));
  app.addHook('onClose', async () => db.destroy());
  if (!config.migrateOnStart) {
    const pending = await pendingMigrations(db, options.migrations, schema);
    if (pending.length > 0) {
      await db.destroy();
      throw new SchemaOutOfDate(pending);
    }
    return;
  }
  await migrateToLatest(db, options.migrations, schema);
  await seed(db, {
    dataDir: config.dataDir,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    demoPassword: config.demoPassword,
    demoSeeds: options.demoSeeds,
    referenceSeeds: options.referenceSeeds,
    announce: options.announce ?? ((line) => app.log.info(line)),
  });
});
