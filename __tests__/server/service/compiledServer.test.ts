// The server as a gym deploys it: compiled JavaScript under plain `node`, NODE_ENV=production on a
// fresh data folder. Only the admin is created, its password in a 0600 file and never in the log; every log
// line is JSON without secrets; health, readiness and metrics answer; SIGTERM stops it with exit 0 (a stop under
// load: shutdown.test.ts).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildServer,
  removeBuild,
  runCompiled,
  startCompiled,
  type CompiledProcess,
} from '../helpers/compiledServer';
import { tempDir } from '../helpers/tempDir';

const METRICS_TOKEN = 'metrics-token-0123456789';
let build: string;
let dataDir: string;
let loadedFile: string;
let server: CompiledProcess & { baseUrl: string };
let adminPassword: string;

beforeAll(async () => {
  build = buildServer();
  dataDir = tempDir('gym-compiled-');
  // Preloaded into the server: at exit it writes every module the process loaded, to look for a TS loader.
  const probe = path.join(dataDir, 'probe.js');
  loadedFile = path.join(dataDir, 'loaded.json');
  writeFileSync(
    probe,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loadedFile)}, ` +
      `JSON.stringify({ modules: Object.keys(require.cache), execArgv: process.execArgv })));`,
  );
  server = await startCompiled(
    build,
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      METRICS_TOKEN,
      SHUTDOWN_GRACE_SECONDS: '8',
      SHUTDOWN_DELAY_SECONDS: '0',
      OIDC_ISSUER: '',
    },
    ['--require', probe],
  );
  adminPassword = readFileSync(path.join(dataDir, 'initial-admin-password'), 'utf8').trim();
});

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  removeBuild(build);
});

const api = async (method: string, url: string, body?: unknown, token?: string) => {
  const response = await fetch(`${server.baseUrl}/api/v1/${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
};

const signIn = async (username: string, password: string) =>
  api('POST', 'authentications/users', { username, password });

it('creates only the admin on a fresh production start, its password in a 0600 file the log only names', async () => {
  const file = path.join(dataDir, 'initial-admin-password');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const admin = await signIn('admin', adminPassword);
  expect(admin.status).toBe(200);
  const users = await api('GET', 'users?start=0&count=50', undefined, admin.body.access_token);
  expect(users.body.map((u: { username: string }) => u.username)).toEqual(['admin']);
  expect((await signIn('manager', 'demo1234')).status).toBe(401);
  const announced = server.stdout.find((line) => line.includes('initial-admin-password'));
  expect(announced).toContain(file);
  expect(server.stdout.join('\n')).not.toContain(adminPassword);
});

it('answers health and readiness as JSON, and metrics only with the token', async () => {
  const health = await fetch(`${server.baseUrl}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const ready = await fetch(`${server.baseUrl}/ready`);
  expect(await ready.json()).toEqual({ status: 'ready' });

  expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer nope' } });
  expect(wrong.status).toBe(401);
  const metrics = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(metrics.status).toBe(200);
  expect(metrics.headers.get('content-type')).toContain('text/plain');
  const text = await metrics.text();
  expect(text).toMatch(
    /http_requests_total\{method="POST",route="\/api\/v1\/authentications\/users",status="200"\} \d+/,
  );
  expect(text).toContain('http_request_duration_seconds_bucket');
  for (const name of [
    'nodejs_eventloop_lag_seconds',
    'nodejs_heap_size_used_bytes',
    'process_resident_memory_bytes',
    'db_pool_connections',
    'list_cache_hits',
    'mail_outbox_pending 0',
  ])
    expect([name, text.includes(name)]).toEqual([name, true]);
});

it('writes every log line as JSON, one per request with its id, and no password, token or authorization', async () => {
  const token = (await signIn('admin', adminPassword)).body.access_token as string;
  expect((await signIn('admin', 'Wrong-password-1')).status).toBe(401);
  const role = await api(
    'POST',
    'roles',
    { name: 'Satış', status: 'active', permissions: ['MEMBERS_SEARCH'] },
    token,
  );
  const created = await api(
    'POST',
    'users',
    {
      username: 'satis1',
      password: 'First-pass-123',
      password_again: 'First-pass-123',
      name: 'Ayşe',
      lastname: 'Kaya',
      email: 'satis1@example.com',
      phone: '(555) 111 22 33',
      title: 'Satış',
      type: 'sales',
      status: 'active',
      roles_id: role.body.id,
      branches_id: -1,
    },
    token,
  );
  expect(created.status).toBe(201);
  const reset = await api('POST', `users/${created.body.id}/_resetPassword`, {}, token);
  expect(reset.status).toBe(200);
  const oneTime = reset.body.password as string;
  const answered = await fetch(`${server.baseUrl}/health`, { headers: { 'x-request-id': 'lb-check-42' } });
  expect(answered.headers.get('x-request-id')).toBe('lb-check-42');
  await new Promise((r) => setTimeout(r, 200)); // the last lines reach the pipe

  const lines = server.stdout.filter((line) => line.trim() !== '');
  const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requests = parsed.filter((line) => line.msg === 'request');
  expect(requests.find((line) => line.reqId === 'lb-check-42')).toMatchObject({
    path: '/health',
    status: 200,
  });
  const signIns = requests.filter((line) => line.route === '/api/v1/authentications/users');
  expect(signIns.map((line) => line.status)).toEqual(expect.arrayContaining([200, 401]));
  for (const line of requests) expect(typeof line.reqId).toBe('string');
  // One line per request: no request id appears on two request lines.
  const ids = requests.map((line) => line.reqId);
  expect(new Set(ids).size).toBe(ids.length);
  const all = lines.join('\n');
  for (const secret of [adminPassword, 'Wrong-password-1', 'First-pass-123', oneTime, token, 'Bearer'])
    expect([secret.slice(0, 12), all.includes(secret)]).toEqual([secret.slice(0, 12), false]);
  expect(server.stderr.filter((line) => line.trim() !== '')).toEqual([]);
});

it('ran on compiled JavaScript: no TypeScript loader or TypeScript file in the process', async () => {
  server.child.kill('SIGTERM');
  expect((await server.exit).code).toBe(0);
  const { modules, execArgv } = JSON.parse(readFileSync(loadedFile, 'utf8')) as {
    modules: string[];
    execArgv: string[];
  };
  expect(modules.length).toBeGreaterThan(100);
  expect(
    modules.filter((file) => /node_modules\/(tsx|ts-node|esbuild|@esbuild|@swc|typescript)\//.test(file)),
  ).toEqual([]);
  expect(modules.filter((file) => /\.[cm]?tsx?$/.test(file))).toEqual([]);
  expect(execArgv.filter((arg) => /tsx|ts-node|loader|import/.test(arg))).toEqual([]);
});

it('stops at start with one line naming a wrong setting', async () => {
  const wrong = runCompiled(build, 'main', { DATA_DIR: dataDir, PORT: 'eighty' });
  const { code } = await wrong.exit;
  expect(code).toBe(1);
  const lines = wrong.stderr.filter((line) => line.trim() !== '');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { msg: string; stack?: string };
  expect(line.msg).toBe("PORT must be a positive integer, got 'eighty'");
  expect(line.stack).toBeUndefined();
});
