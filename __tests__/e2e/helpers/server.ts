// Starts the product the way a new user does (`npm start` → scripts/start.mjs → the compiled server) on a fresh
// data folder and a free port, demo data in, with a known demo password.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_PASSWORD = 'e2e-Admin-Pass-1';
/** The demo staff's password (DEMO_PASSWORD): an install without it generates one into DATA_DIR/demo-password. */
export const DEMO_PASSWORD = 'demo1234';

/** Where globalSetup writes the products it started, one per jest worker. */
export const SERVERS_FILE = path.join(__dirname, '.servers.json');

export interface ProductAddress {
  baseUrl: string;
  dataDir: string;
}

/** The product this jest worker's tests use (workers are numbered from 1; in band there is one). */
export function workerProduct(): ProductAddress {
  const servers = JSON.parse(readFileSync(SERVERS_FILE, 'utf8')) as ProductAddress[];
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitFor200(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  msToFirst200: number;
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = path.resolve(__dirname, '..', '..', '..');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_PASSWORD,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // stopProduct's SIGTERM closes at once: no balancer to wait for.
      SHUTDOWN_DELAY_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const msToFirst200 = await waitFor200(`${baseUrl}/login`, 180_000);
  return { child, baseUrl, dataDir, msToFirst200 };
}

export async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
