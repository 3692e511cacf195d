// Removes what globalSetup built.
import { adminQuery, removeDir, templateEnv } from './templates';

export default async function globalTeardown(): Promise<void> {
  const sqliteDir = process.env[templateEnv.sqliteDir];
  if (sqliteDir) removeDir(sqliteDir);
  const database = process.env[templateEnv.pgDatabase];
  if (database) await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
