import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProduct } from './server';

export default async function globalSetup(): Promise<void> {
  const server = await startProduct();
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server.child;
  writeFileSync(
    path.join(__dirname, '.server.json'),
    JSON.stringify({ baseUrl: server.baseUrl, dataDir: server.dataDir }),
  );
}
