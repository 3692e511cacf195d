// A stop that loses nothing (finding 5): the compiled server under load gets SIGTERM with 40 writes
// (role edits) in flight on kept-alive connections, 20 sent whole and 20 held half-way until the port is closed.
// /ready turns 503 at once, the server answers on for the drain delay, then refuses new connections, answers all
// 40 (200, `Connection: close`: no kept-alive connection holds the stop) and exits 0 within the grace — with its
// stdout read, with its stdout a full pipe nobody reads, and behind the shipped nginx and its kept-alive upstreams.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer, removeBuild, startCompiled, type CompiledProcess } from '../helpers/compiledServer';
import { load, probe, send, until, type Sent } from '../helpers/inFlight';
import { startNginx } from '../helpers/nginx';
import { copySqliteTemplate } from '../helpers/templates';
import { tempDir } from '../helpers/tempDir';
import { ADMIN_PASSWORD } from '../helpers/testApp';

const GRACE_SECONDS = 10;
const DELAY_SECONDS = 2;
const METRICS_TOKEN = 'metrics-token-0123456789';
const SIGN_IN = { username: 'admin', password: ADMIN_PASSWORD };

type Server = CompiledProcess & { baseUrl: string };
let build: string;
const servers: Server[] = [];

beforeAll(() => {
  build = buildServer();
});

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exit));
  for (const server of servers) server.child.stdout?.destroy();
  removeBuild(build);
});

async function start(options: { unreadStdout?: boolean } = {}): Promise<Server> {
  const env = {
    NODE_ENV: 'production',
    // The run's migrated database (the admin alone): a fresh one would spend seconds migrating.
    DATA_DIR: copySqliteTemplate('admin') ?? tempDir('gym-shutdown-'),
    ADMIN_PASSWORD: SIGN_IN.password,
    METRICS_TOKEN,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
    OIDC_ISSUER: '',
  };
  const server = await startCompiled(build, env, [], options);
  servers.push(server);
  return server;
}

async function signIn(baseUrl: string): Promise<string> {
  const answer = await send(`${baseUrl}/api/v1/authentications/users`, { body: SIGN_IN }).answer;
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

/** A metric of the server's own (Prometheus text), 0 when absent. */
async function metric(baseUrl: string, name: string): Promise<number> {
  const text = await (
    await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
}

/**
 * Loads `server` (reached through `via`), sends 40 role edits over 40 warmed kept-alive connections — every
 * other one held when `hold` — signals SIGTERM and follows the stop; answers what it saw.
 */
async function stopUnderLoad(server: Server, { via = server.baseUrl, hold = true } = {}) {
  const token = await signIn(via);
  const roles = await Promise.all(
    Array.from(
      { length: 40 },
      (_, i) =>
        send(`${via}/api/v1/roles`, { token, body: { name: `Vardiya ${i}`, status: 'active' } }).answer,
    ),
  );
  const ids = roles.map((answer) => (JSON.parse(answer.body) as { id: number }).id);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
  await Promise.all(ids.map(() => send(`${via}/health`, { agent }).answer));
  const background = load(via, token, ['/api/v1/users?start=0&count=50', '/api/v1/roles?start=0&count=50']);
  await until('the load runs', async () => background.outcomes.length >= 50);

  const inFlight: Sent[] = ids.map((id, i) =>
    send(`${via}/api/v1/roles/${id}`, {
      method: 'PUT',
      token,
      agent,
      body: { name: `Vardiya ${i} (düzenlendi)`, status: 'active', permissions: ['MEMBERS_SEARCH'] },
      hold: hold && i % 2 === 1,
    }),
  );
  await Promise.all(inFlight.map((request) => request.written));
  const signalled = Date.now();
  server.child.kill('SIGTERM');

  // A balancer polling /ready sees 503 while the node still answers, and stops sending.
  await until('/ready answers 503', async () => (await probe(server.baseUrl, '/ready')) === 503);
  const answeredWhileDraining = await probe(server.baseUrl, '/health');
  const loadOutcomes = await background.stop();
  const refused = await until(
    'new connections are refused',
    async () => (await probe(server.baseUrl, '/health')) === 'ECONNREFUSED',
  );
  for (const request of inFlight) request.finish();
  const answers = await Promise.all(
    inFlight.map((request) =>
      request.answer.then(
        (answer) => answer,
        (error: NodeJS.ErrnoException) => ({ status: error.code ?? String(error), connection: undefined }),
      ),
    ),
  );
  // A stop past the grace answers undefined here rather than running into the test's own limit.
  const overdue = new AbortController();
  const exit = await Promise.race([
    server.exit,
    sleep(GRACE_SECONDS * 1000 + 500, undefined, { signal: overdue.signal }).catch(() => undefined),
  ]);
  overdue.abort();
  agent.destroy();
  return { signalled, answeredWhileDraining, loadOutcomes, refused, answers, exit };
}

function expectNothingLost(seen: Awaited<ReturnType<typeof stopUnderLoad>>) {
  expect(seen.answeredWhileDraining).toBe(200);
  expect(seen.loadOutcomes.filter((outcome) => outcome !== 200)).toEqual([]);
  // It answered on for the drain delay before it closed the port.
  expect(seen.refused - seen.signalled).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
  expect(seen.answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
  // The held ones were answered after the port closed: each closes its kept-alive connection.
  const held = seen.answers.filter((_, i) => i % 2 === 1);
  expect(held.map((answer) => answer.connection)).toEqual(Array(20).fill('close'));
  expect(seen.exit?.code).toBe(0);
  expect(seen.exit!.at - seen.signalled).toBeLessThan(GRACE_SECONDS * 1000);
}

it('stops under load with 40 requests in flight: all answered 200, exit 0 within the grace', async () => {
  const server = await start();
  const seen = await stopUnderLoad(server);
  expectNothingLost(seen);
  const lines = server.stdout.filter((line) => line.trim() !== '').map((line) => JSON.parse(line));
  expect(lines.find((line) => line.msg === 'closed')).toBeDefined();
});

it('stops the same way when its stdout is a full pipe nobody reads', async () => {
  const server = await start({ unreadStdout: true });
  // Every request writes a log line: fill the pipe until the server holds lines it cannot write.
  const agent = new http.Agent({ keepAlive: true });
  await until('stdout is full', async () => {
    await Promise.all(Array.from({ length: 100 }, () => send(`${server.baseUrl}/health`, { agent }).answer));
    return (await metric(server.baseUrl, 'log_pending_bytes')) > 0;
  });
  agent.destroy();
  expectNothingLost(await stopUnderLoad(server));
});

it('behind the shipped nginx, its upstreams kept alive, loses none of the 40 and exits 0 in time', async () => {
  const server = await start();
  const nginx = await startNginx([server.baseUrl.replace('http://', '')]);
  try {
    // nginx reads a request's whole body before it passes it on: none is held, all reach the node whole.
    const seen = await stopUnderLoad(server, { via: nginx.baseUrl, hold: false });
    expect(seen.answeredWhileDraining).toBe(200);
    expect(seen.loadOutcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    expect(seen.answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(seen.exit?.code).toBe(0);
    expect(seen.exit!.at - seen.signalled).toBeLessThan(GRACE_SECONDS * 1000);
  } finally {
    await nginx.stop();
  }
});
