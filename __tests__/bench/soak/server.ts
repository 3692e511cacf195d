// The soak's server: one child process on SQLite in a temp data folder of its own, either a compiled build
// (as deployed) or the sources through tsx, its output drained (not kept) so a full pipe never blocks it. Its
// environment is the Dockerfile's allocator setting, MALLOC_ARENA_MAX=2; SOAK_MALLOC_ARENA_MAX='' runs it with
// glibc's default (8 arenas per core), side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/helpers/server';
import { root } from '../../server/helpers/compiledServer';

export const ADMIN_PASSWORD = 'soak-Admin-Pass-1';
const METRICS_TOKEN = 'soak-metrics-0123456789';

export interface SoakServer {
  child: ChildProcess;
  baseUrl: string;
  /** Resident memory of the child now (VmRSS), in bytes; undefined once it is gone. */
  rss(): number | undefined;
  /** A gauge of GET /metrics (the list cache's bytes, the V8 heap's). */
  metric(name: string): Promise<number>;
  /** Kills the child and removes its data folder. */
  stop(): Promise<void>;
}

/** `build`: a folder made by scripts/build-server.mjs; undefined runs src/server/main.ts through tsx. */
/** `extraEnv`: more of the server's environment (a metrics token while investigating). */
export async function startSoakServer(
  build: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<SoakServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-soak-'));
  const port = await freePort();
  const entry = build
    ? [path.join(build, 'src', 'server', 'main.js')]
    : ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')];
  // SOAK_NODE_ARGS: flags for the server's node (a heap snapshot on a signal, a V8 limit tried side by side).
  const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const arenas = process.env.SOAK_MALLOC_ARENA_MAX ?? '2';
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    // Not the bench's environment: the server's own, as a deployment would set it.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'soak-demo-1',
      ADMIN_PASSWORD,
      JWT_SECRET: 'soak-secret-0123456789-abcdefghijklmnopqrst',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      ...(arenas && { MALLOC_ARENA_MAX: arenas }),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout!.resume();
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exit = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let exited = false;
  void exit.then(() => (exited = true));
  const stop = async () => {
    // A stop as a platform asks it (what the server made for itself goes too), killed if it lingers.
    if (!exited) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exit;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the server exited: ${stderr}`);
    }
    const ready = await fetch(`${baseUrl}/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error('the server was not ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const rss = () => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return kb === undefined ? undefined : Number(kb) * 1024;
    } catch {
      return undefined;
    }
  };
  const metric = async (name: string) => {
    const text = await (
      await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  };
  return { child, baseUrl, rss, metric, stop };
}
