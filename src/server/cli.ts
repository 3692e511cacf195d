// The server's commands, run on compiled JavaScript (`npm run <command>` → scripts/start.mjs → here):
//   serve              the HTTP server (what `npm start` runs)
//   migrate            applies pending migrations, seeds an empty database (the admin; demo data outside
//                      production or with SEED_DEMO=true), and exits; safe to run twice or on several nodes at once
//   seed [--demo]      seeds an empty database as migrate does; --demo adds the demo gym to one that lacks it
//   backup <file>      a consistent copy of the embedded SQLite database (and media) while the server runs
//   restore <file>     puts a backup into an empty DATA_DIR
//   media:migrate --to s3|local   copies the uploads from the local folder into the bucket (or back)
//   foods:import <source> [--write <file>]   puts a USDA SR release into the foods table (or, with --write,
//                      into a table file such as the one the product ships)
//   reminders [--at <ISO time>]   one reminders run at that moment (now by default): what is due that day is
//                      queued into the outbox once; the running servers send it
import type { Kysely } from 'kysely';
import { loadConfig, type Config } from './config';
import { backupDatabase, restoreDatabase } from './maintenance/backup';
import { createDatabase } from './db/database';
import { migrateToLatest, pendingMigrations, SchemaOutOfDate } from './db/migrate';
import type { Database } from './db/schema';
import { seed, seedDemoGym } from './db/seed';
import { commandLogger } from './http/requestLog';
import { copyMedia } from './media/migrateMedia';
import { mediaDir } from './media/storage';
import { localStore } from './media/store/localStore';
import { serve } from './main';
import { progressBar } from './progressBar';
import { moduleCommands, moduleSeeds } from './modules';
import { fatal } from './startupError';

async function withDatabase<T>(config: Config, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

/** As withDatabase, refusing a database whose schema is not current (run `npm run migrate` first). */
function withCurrentDatabase(config: Config, run: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  return withDatabase(config, async (db) => {
    const pending = await pendingMigrations(db);
    if (pending.length) throw new SchemaOutOfDate(pending);
    await run(db);
  });
}

function fileArgument(args: string[], command: string): string {
  const file = args.find((arg) => !arg.startsWith('-'));
  if (!file) throw new Error(`usage: npm run ${command} -- <file>`);
  return file;
}

export async function runCommand(command: string, args: string[]): Promise<void> {
  if (command === 'serve') return serve();
  const config = loadConfig();
  const log = commandLogger(config);
  const announce = (line: string) => log.info(line);
  const seedOptions = { ...config, ...moduleSeeds(), announce };

  switch (command) {
    case 'migrate':
      return withDatabase(config, async (db) => {
        const applied = await migrateToLatest(db);
        const seeded = await seed(db, seedOptions);
        log.info({ applied, seeded }, applied.length ? 'migrated' : 'the schema was current already');
      });
    case 'seed':
      return withCurrentDatabase(config, async (db) => {
        if (args.includes('--demo')) {
          const added = await seedDemoGym(db, seedOptions);
          log.info(added ? 'demo gym added' : 'the demo gym is there already (user manager exists)');
        } else {
          const seeded = await seed(db, seedOptions);
          log.info(seeded ? 'seeded an empty database' : 'the database has users already: nothing seeded');
        }
      });
    case 'backup': {
      if (config.databaseUrl)
        throw new Error('backup copies the embedded database; on PostgreSQL use pg_dump');
      const result = await backupDatabase(config.dataDir, fileArgument(args, 'backup'));
      log.info(result, 'backup written');
      return;
    }
    case 'restore': {
      if (config.databaseUrl)
        throw new Error('restore is for the embedded database; on PostgreSQL use pg_restore');
      const file = fileArgument(args, 'restore');
      log.info({ file, ...restoreDatabase(config.dataDir, file) }, 'backup restored');
      return;
    }
    case 'media:migrate': {
      const to = args[args.indexOf('--to') + 1];
      if (!args.includes('--to') || (to !== 's3' && to !== 'local'))
        throw new Error('usage: npm run media:migrate -- --to s3|local');
      if (!config.s3) throw new Error('set MEDIA_STORE=s3 and the S3_* variables of the bucket first');
      const local = localStore(mediaDir(config.dataDir));
      const bucket = (await import('./media/store/s3Store')).s3Store(config.s3);
      const [from, into] = to === 's3' ? [local, bucket] : [bucket, local];
      const bar = progressBar((text) => process.stderr.write(text), Boolean(process.stderr.isTTY));
      log.info({ to, ...(await copyMedia(from, into, bar)) }, 'media copied');
      return;
    }
    default: {
      const areaCommand = moduleCommands()[command];
      if (areaCommand)
        return areaCommand(args, { log, config, withDatabase: (run) => withCurrentDatabase(config, run) });
      throw new Error(
        `unknown command '${command}': serve, migrate, seed [--demo], backup <file>, restore <file>, media:migrate --to s3|local, foods:import <source> [--write <file>]`,
      );
    }
  }
}

/** `cli.js <command> [args]`: runs one command; a failure to start is one line and exit 1. */
export function runCli(argv: string[]): void {
  const [command = 'serve', ...args] = argv;
  runCommand(command, args).catch(fatal);
}

if (require.main === module) runCli(process.argv.slice(2));
