// Once per `jest` run, before any worker starts: the migrated and seeded templates every test app copies
// (templates.ts), in the run's folder for temporary files (tempDir.ts). Their places reach the workers through
// environment variables.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { testConfig } from './testApp';
import { adminQuery, databaseUrl, removeDir, templateEnv, type TemplateKind } from './templates';
import { RUN_DIR_ENV, tempDir } from './tempDir';

/** As createTestApp seeds: the demo gym with its food table, or the admin alone without reference data. */
async function migrateAndSeed(kind: TemplateKind, dataDir: string, url?: string): Promise<void> {
  const demo = kind === 'demo';
  const app = await buildApp({
    env: {},
    announce: () => undefined,
    referenceData: demo,
    config: testConfig(dataDir, url, { seedDemo: demo }),
  });
  await app.close();
}

async function buildTemplates(kind: TemplateKind): Promise<void> {
  const sqliteDir = tempDir('gym-template-');
  await migrateAndSeed(kind, sqliteDir);
  process.env[templateEnv(kind).sqliteDir] = sqliteDir;
  if (!process.env.TEST_DATABASE_URL) return;
  const name = `gym_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const pgDataDir = tempDir('gym-template-');
  await migrateAndSeed(kind, pgDataDir, databaseUrl(name));
  removeDir(pgDataDir);
  process.env[templateEnv(kind).pgDatabase] = name;
}

export default async function globalSetup(): Promise<void> {
  process.env[RUN_DIR_ENV] = mkdtempSync(path.join(os.tmpdir(), 'gym-tests-'));
  await buildTemplates('admin');
  await buildTemplates('demo');
}
