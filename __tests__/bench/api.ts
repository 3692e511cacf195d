// GET members with 100,000 rows (page of 25, sorted by name, filtered by a name search) under 50 concurrent
// connections: the product's API and a bare Fastify route (the ceiling) in alternating rounds, and json-server,
// in one run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../e2e/helpers/server';
import { SEARCH } from './members';

const ROOT = path.resolve(__dirname, '..', '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

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

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

/** One timed run of `DURATION_S` seconds at `CONNECTIONS` connections. */
async function run(url: string, headers: Record<string, string> = {}, duration = DURATION_S): Promise<Load> {
  // json-server needs seconds per request under this load: a long timeout lets it answer instead of erroring.
  const r = await autocannon({ url, connections: CONNECTIONS, headers, timeout: 60, duration });
  if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.total / duration, p99: r.latency.p99, errors: r.errors + r.timeouts };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[], digits = 0) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

/**
 * The product and the bare route both started and warmed, then measured in alternating rounds (product, bare,
 * product, …): a ratio is taken between runs of the same moment, never between a cold first run and a warm
 * one. Medians with min–max of the rounds. json-server after them, once: a leg that completes no request says so.
 */
export async function benchApi(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-'));
  const product = await startChild('product.ts', {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-Admin-1',
    DATABASE_URL: '',
  });
  const ours: Load[] = [];
  const ceiling: Load[] = [];
  try {
    const bare = await startChild('bare.ts', {});
    try {
      const login = await fetch(`http://127.0.0.1:${product.port}/api/v1/authentications/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'bench-Admin-1' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const query = `start=0&count=25&sort=name&sort_by=ASC&name=${SEARCH}`;
      const productUrl = `http://127.0.0.1:${product.port}/api/v1/members?${query}`;
      const headers = { authorization: `Bearer ${access_token}` };
      const bareUrl = `http://127.0.0.1:${bare.port}/api/v1/members`;
      await run(productUrl, headers, 2);
      await run(bareUrl, {}, 2);
      for (let round = 0; round < ROUNDS; round += 1) {
        ours.push(await run(productUrl, headers));
        ceiling.push(await run(bareUrl));
      }
    } finally {
      bare.stop();
    }
  } finally {
    product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const js = await startChild('jsonServer.ts', {});
  const mockUrl = `http://127.0.0.1:${js.port}/members?name_like=${SEARCH}&_sort=name&_order=asc&_start=0&_limit=25`;
  const mock = await run(mockUrl).finally(js.stop);

  const fmt = (runs: Load[]) =>
    `${spread(
      runs.map((r) => r.rps),
      1,
    )} req/s, p99 ${spread(runs.map((r) => r.p99))} ms` +
    (runs.some((r) => r.errors) ? `, ${runs.reduce((n, r) => n + r.errors, 0)} timeouts/errors` : '');
  const ratios = ours.map((r, i) => (100 * r.rps) / ceiling[i]!.rps);
  return {
    [`product GET members (100k rows, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s alternating)`]:
      fmt(ours),
    'bare Fastify route (ceiling), in the same rounds': fmt(ceiling),
    'product / bare, per round': `${spread(ratios)} %`,
    'json-server 0.17 (same records, once)':
      mock.rps > 0
        ? fmt([mock])
        : `completed no request in ${DURATION_S} s (${mock.errors} timeouts/errors): no ratio`,
    'product / json-server':
      mock.rps > 0 ? `${(median(ours.map((r) => r.rps)) / mock.rps).toFixed(1)} x` : '—',
  };
}
