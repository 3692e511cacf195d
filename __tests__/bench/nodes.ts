// Throughput of a mixed load through nginx (the shipped deploy/nginx/gym.conf) with one API node and with two, in
// the same run, alternating: PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), media in s3rver, compiled nodes.
// The load: a members page with a name search, a member, the branches list, and a role created (1 in 4).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { buildServer, removeBuild, startCompiled } from '../server/helpers/compiledServer';
import { startNginx } from '../server/helpers/nginx';
import { startS3 } from '../server/helpers/s3';
import { adminQuery, databaseUrl, dropPgDatabase } from '../server/helpers/templates';

const ROUNDS = 3;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const figure = (xs: number[]) =>
  `${median(xs).toFixed(0)} req/s (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;

export async function benchNodes(): Promise<Record<string, string>> {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return { skipped: 'set BENCH_DATABASE_URL (PostgreSQL)' };
  const build = buildServer();
  const database = `gym_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${database}"`);
  const s3 = await startS3();
  // Each node's own folder, removed at the end.
  const dataDirs: string[] = [];
  const dataDir = () => {
    dataDirs.push(mkdtempSync(path.join(os.tmpdir(), 'gym-bench-node-')));
    return dataDirs.at(-1)!;
  };
  const env = () => ({
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DEMO_PASSWORD: 'bench-demo-1',
    DATA_DIR: dataDir(),
    DATABASE_URL: databaseUrl(database),
    MIGRATE_ON_START: 'true',
    JWT_SECRET: 'bench-nodes-secret-0123456789-abcdefghijklmn',
    ADMIN_PASSWORD: 'bench-Admin-1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    MEDIA_STORE: 's3',
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    // The load signs in once; the limits are not what is measured.
    LOGIN_ADDRESS_MAX_FAILURES: '1000',
  });
  const first = await startCompiled(build, env());
  const second = await startCompiled(build, env());
  const nodes = [first, second].map((node) => node.baseUrl.replace('http://', ''));
  const results: Record<'one' | 'two', number[]> = { one: [], two: [] };
  try {
    const login = await fetch(`${first.baseUrl}/api/v1/authentications/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-Admin-1' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    let n = 0;
    const requests: Request[] = [
      { method: 'GET', path: '/api/v1/members?start=0&count=25&sort=name&sort_by=ASC&name=ay' },
      { method: 'GET', path: '/api/v1/members/7' },
      { method: 'GET', path: '/api/v1/branches?start=0&count=25' },
      {
        method: 'POST',
        path: '/api/v1/roles',
        setupRequest: (request: Request) => ({
          ...request,
          body: JSON.stringify({ name: `Bench ${process.pid}-${++n}`, status: 'active', permissions: [] }),
        }),
      },
    ];
    for (let round = 0; round < ROUNDS; round++) {
      for (const topology of ['one', 'two'] as const) {
        const nginx = await startNginx(topology === 'one' ? nodes.slice(0, 1) : nodes);
        try {
          const options = { url: nginx.baseUrl, connections: CONNECTIONS, headers, requests, timeout: 30 };
          await autocannon({ ...options, duration: 1 }); // warm-up
          const r = await autocannon({ ...options, duration: DURATION_S });
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(`${topology}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          results[topology].push(r.requests.total / DURATION_S);
        } finally {
          await nginx.stop();
        }
      }
    }
  } finally {
    for (const node of [first, second]) node.child.kill('SIGKILL');
    await Promise.all([first.exit, second.exit]);
    await s3.close();
    removeBuild(build);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropPgDatabase(database);
  }
  return {
    [`mixed load through nginx, one node (${CONNECTIONS} connections, ${DURATION_S} s × ${ROUNDS})`]: figure(
      results.one,
    ),
    [`mixed load through nginx, two nodes (same run, alternating)`]: figure(results.two),
  };
}
