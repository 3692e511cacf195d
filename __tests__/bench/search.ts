// Search at scale: GET members with a distinct search on every request — a random 2–4 letter piece of a
// Turkish name typed plain, a random page and sort, so the page cache never answers — under 50 connections and
// on one connection, over 100,000 members on SQLite and PostgreSQL, beside a bare Fastify + better-sqlite3
// route running the old `LIKE '%…%'` scan on the same file. `BENCH_SEARCH_MILLION=1` adds 1,000,000 on SQLite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { FIRST_NAMES, LAST_NAMES } from '../../src/server/db/seed/turkishNames';
import { foldText } from '../../src/shared/search/fold';
import { freePort } from '../e2e/helpers/server';

const ROOT = path.resolve(__dirname, '..', '..');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function startChild(script: string, env: Record<string, string>) {
  const port = await freePort();
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

const WORDS = [...FIRST_NAMES, ...LAST_NAMES].map(foldText);
const SORTS = [
  'sort=name&sort_by=ASC',
  'sort=name&sort_by=DESC',
  'sort=id&sort_by=DESC',
  'sort=email&sort_by=ASC',
];

/** A fresh query every call: a 2–4 letter piece of a name, a page among the first five, a sort. */
function randomQuery(): string {
  const word = WORDS[Math.floor(Math.random() * WORDS.length)];
  const length = 2 + Math.floor(Math.random() * 3);
  const at = Math.floor(Math.random() * Math.max(1, word.length - length + 1));
  const term = word.slice(at, at + length);
  const start = 25 * Math.floor(Math.random() * 5);
  const sort = SORTS[Math.floor(Math.random() * SORTS.length)];
  return `/api/v1/members?start=${start}&count=25&${sort}&name=${encodeURIComponent(term)}`;
}

async function load(port: number, connections: number, token?: string) {
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    timeout: 60,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (req: autocannon.Request) => ({ ...req, path: randomQuery() }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const seconds = connections === 1 ? Math.min(DURATION_S, 5) : DURATION_S;
  const r = await autocannon({ ...options, duration: seconds });
  if (r.non2xx > 0) throw new Error(`${r.non2xx} non-2xx answers`);
  return { rps: r.requests.total / seconds, p50: r.latency.p50, p99: r.latency.p99 };
}

async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/authentications/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-Admin-1' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

type Figures = Awaited<ReturnType<typeof load>>;
const fmt = (x: Figures) => `${x.rps.toFixed(0)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms`;

async function product(env: Record<string, string>) {
  const child = await startChild('searchProduct.ts', { ADMIN_PASSWORD: 'bench-Admin-1', ...env });
  try {
    const token = await login(child.port);
    return { many: await load(child.port, CONNECTIONS, token), one: await load(child.port, 1, token) };
  } finally {
    child.stop();
  }
}

async function sqliteRun(members: number, out: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-search-'));
  try {
    const ours = await product({ DATA_DIR: dataDir, DATABASE_URL: '', MEMBERS: String(members) });
    const scanChild = await startChild('likeScan.ts', { DATA_DIR: dataDir });
    const scan = await load(scanChild.port, CONNECTIONS).finally(scanChild.stop);
    const label = `${members.toLocaleString('en')} members, SQLite`;
    out[`${label}, ${CONNECTIONS} connections`] = fmt(ours.many);
    out[`${label}, 1 connection`] = fmt(ours.one);
    out[`${label}, LIKE-scan baseline (bare route), ${CONNECTIONS} connections`] = fmt(scan);
    out[`${label}, product / baseline`] = `${(ours.many.rps / scan.rps).toFixed(1)} x`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(members: number, out: Record<string, string>) {
  if (!PG_URL) {
    out['PostgreSQL'] = 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)';
    return;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`create schema "${schema}"`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-search-'));
  try {
    const ours = await product({
      DATA_DIR: dataDir,
      DATABASE_URL: PG_URL,
      PG_SCHEMA: schema,
      // A schema of its own, empty: the server migrates it (off by default with DATABASE_URL).
      MIGRATE_ON_START: 'true',
      MEMBERS: String(members),
    });
    const label = `${members.toLocaleString('en')} members, PostgreSQL`;
    out[`${label}, ${CONNECTIONS} connections`] = fmt(ours.many);
    out[`${label}, 1 connection`] = fmt(ours.one);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await client.query(`drop schema "${schema}" cascade`);
    await client.end();
  }
}

export async function benchSearch(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await sqliteRun(100_000, out);
  await postgresRun(100_000, out);
  if (process.env.BENCH_SEARCH_MILLION) await sqliteRun(1_000_000, out);
  return out;
}
