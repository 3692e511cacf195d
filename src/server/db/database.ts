// One Kysely instance per process: SQLite (embedded default) or PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use via search_path (tests isolate each file in its own schema). */
  pgSchema?: string;
  /** Told when an idle PostgreSQL connection fails (it is replaced; no request is affected). */
  onIdleError?: (error: Error) => void;
}

export type Dialect = 'sqlite' | 'postgres';

/** The embedded database's file in DATA_DIR. */
export const DATABASE_FILE = 'gym.sqlite';

/** The connections the process holds (the metrics' database pool): SQLite's one file is one connection. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  poolStats: () => PoolStats;
}

export function createDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle connection the server ends (a restart, a failover, an administrator) makes the pool emit 'error';
    // unheard, that event would end the process. The pool drops the connection and opens another when needed.
    pool.on('error', (error) => options.onIdleError?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const file = new SQLite(path.join(options.dataDir, DATABASE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable across application crashes and much faster than FULL.
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(file) }) }),
    dialect: 'sqlite',
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

/**
 * SQLite transactions begin IMMEDIATE: the file's write lock is taken before the transaction's first read, so a
 * transaction that reads and then writes (a payment's balance check and its receipt number, a freeze's overlap
 * check) decides on the database as it is, never on a snapshot another process has changed since. Within one
 * process Kysely's single connection already runs transactions one at a time; processes sharing the file (the
 * server beside a CLI command, a second server) wait for the lock up to busy_timeout instead of failing with
 * SQLITE_BUSY when a deferred transaction tries to upgrade its read.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Prepared statements kept per SQL text (values are parameters, so a route's queries repeat their text). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; parsing the same SQL again (the session check, the version read, a list
 * page) was a tenth of a cached list answer's time. Statements are reused, least recently used dropped past
 * STATEMENT_CACHE_SIZE. Safe because Kysely runs one query at a time on the one SQLite connection, and SQLite
 * re-prepares a statement by itself when a migration changes the schema.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = file.prepare(text);
        statements.set(text, statement);
      }
      return statement as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}
