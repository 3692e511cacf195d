// GET members with 100,000 rows (page of 25, sorted by name, filtered by a name search) under 50 concurrent
// connections: the product's API, a bare Fastify route (the ceiling) and json-server, side by side in one run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/helpers/server';
import { SEARCH } from './members';

const ROOT = path.resolve(__dirname, '..', '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function startChild(script: string, env: Record<string, string>) {
  const port = await freePort();
  // `--import tsx` keeps it one process, so killing it leaves no orphan behind.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'servers', script)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGKILL') };
}

async function load(url: string, headers: Record<string, string> = {}) {
  // json-server needs seconds per request under this load: a long timeout lets it answer instead of erroring.
  const options = { url, connections: CONNECTIONS, headers, timeout: 60 };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, duration: DURATION_S });
  if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.total / DURATION_S, p99: r.latency.p99, errors: r.errors + r.timeouts };
}

export async function benchApi(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-'));
  const product = await startChild('product.ts', {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-Admin-1',
    DATABASE_URL: '',
  });
  let ours;
  try {
    const login = await fetch(`http://127.0.0.1:${product.port}/api/v1/authentications/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-Admin-1' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const query = `start=0&count=25&sort=name&sort_by=ASC&name=${SEARCH}`;
    ours = await load(`http://127.0.0.1:${product.port}/api/v1/members?${query}`, {
      authorization: `Bearer ${access_token}`,
    });
  } finally {
    product.stop();
  }
  const bare = await startChild('bare.ts', {});
  const ceiling = await load(`http://127.0.0.1:${bare.port}/api/v1/members`).finally(bare.stop);
  const js = await startChild('jsonServer.ts', {});
  const mock = await load(
    `http://127.0.0.1:${js.port}/members?name_like=${SEARCH}&_sort=name&_order=asc&_start=0&_limit=25`,
  ).finally(js.stop);

  const fmt = (x: { rps: number; p99: number; errors: number }) =>
    `${x.rps.toFixed(1)} req/s, p99 ${x.p99} ms${x.errors ? `, ${x.errors} timeouts/errors` : ''}`;
  return {
    [`product GET members (100k rows, ${CONNECTIONS} connections, ${DURATION_S} s)`]: fmt(ours),
    'bare Fastify route (ceiling)': fmt(ceiling),
    'json-server 0.17 (same records)': fmt(mock),
    'product / bare': `${((100 * ours.rps) / ceiling.rps).toFixed(0)} %`,
    'product / json-server': `${(ours.rps / mock.rps).toFixed(1)} x`,
  };
}
