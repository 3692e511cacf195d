// Time from `npm start` (SPA already built) to the first 200 from /login, on a fresh data folder (includes migrate + seed)
// and on an existing one.
import { startProduct, stopProduct } from '../e2e/helpers/server';

export async function benchStartup(): Promise<Record<string, string>> {
  const fresh = await startProduct({ SKIP_BUILD: '1' });
  await stopProduct(fresh.child);
  const again = await startProduct({ SKIP_BUILD: '1', DATA_DIR: fresh.dataDir });
  await stopProduct(again.child);
  return {
    'npm start → first 200 /login (fresh data folder, migrate + seed)': `${fresh.msToFirst200} ms`,
    'npm start → first 200 /login (existing data folder)': `${again.msToFirst200} ms`,
  };
}
