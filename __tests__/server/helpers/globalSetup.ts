// Once per `jest` run, before any worker starts: the migrated and seeded templates every test app copies
// (templates.ts). Their places reach the workers through environment variables.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { testConfig } from './testApp';
import { adminQuery, databaseUrl, removeDir, templateEnv } from './templates';

async function migrateAndSeed(dataDir: string, url?: string): Promise<void> {
  const app = await buildApp({ env: {}, announce: () => undefined, config: testConfig(dataDir, url) });
  await app.close();
}

export default async function globalSetup(): Promise<void> {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'gym-template-'));
  await migrateAndSeed(sqliteDir);
  process.env[templateEnv.sqliteDir] = sqliteDir;
  if (!process.env.TEST_DATABASE_URL) return;
  const name = `gym_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-template-'));
  await migrateAndSeed(pgDataDir, databaseUrl(name));
  removeDir(pgDataDir);
  process.env[templateEnv.pgDatabase] = name;
}
