// One product per jest worker, each on its own fresh data folder and port: the workers' test files never see
// each other's writes (a count, the admin's language), so end-to-end files run side by side.
import { writeFileSync } from 'node:fs';
import type { Config } from 'jest';
import { SERVERS_FILE, startProduct, type ProductAddress } from './server';

export default async function globalSetup(globalConfig: Config): Promise<void> {
  const count = Math.max(1, Number(globalConfig.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: count }, () => startProduct()));
  (globalThis as { __E2E_SERVERS__?: unknown }).__E2E_SERVERS__ = servers.map((server) => server.child);
  const addresses: ProductAddress[] = servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir }));
  writeFileSync(SERVERS_FILE, JSON.stringify(addresses));
}
