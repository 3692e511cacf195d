// Removes what globalSetup built, and the run's folder with every test's temporary files.
import { adminQuery, removeDir, templateEnv, type TemplateKind } from './templates';
import { RUN_DIR_ENV } from './tempDir';

export default async function globalTeardown(): Promise<void> {
  for (const kind of ['admin', 'demo'] as TemplateKind[]) {
    const sqliteDir = process.env[templateEnv(kind).sqliteDir];
    if (sqliteDir) removeDir(sqliteDir);
    const database = process.env[templateEnv(kind).pgDatabase];
    if (database) await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
  const runDir = process.env[RUN_DIR_ENV];
  if (runDir) removeDir(runDir);
}
