// One Kysely instance per process: SQLite (embedded default) or PostgreSQL when DATABASE_URL is set.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use via search_path (tests isolate each file in its own schema). */
  pgSchema?: string;
}

export type Dialect = 'sqlite' | 'postgres';

export function createDatabase(options: DatabaseOptions): { db: Kysely<Database>; dialect: Dialect } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = new SQLite(path.join(options.dataDir, 'gym.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  // WAL makes NORMAL durable across application crashes and much faster than FULL.
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}
