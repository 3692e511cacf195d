// Removes what globalSetup built.
import { adminQuery, removeDir, templateEnv, type TemplateKind } from './templates';

export default async function globalTeardown(): Promise<void> {
  for (const kind of ['admin', 'demo'] as TemplateKind[]) {
    const sqliteDir = process.env[templateEnv(kind).sqliteDir];
    if (sqliteDir) removeDir(sqliteDir);
    const database = process.env[templateEnv(kind).pgDatabase];
    if (database) await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}
