// The server as a deployment runs it: compiled by scripts/build-server.mjs (into a folder of the test's own,
// inside the project so node_modules resolves) and started with plain `node`, its output captured line by line.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/helpers/server';

export const root = path.resolve(__dirname, '..', '..', '..');

/** Compiles the server into `.tmp/build-<random>`; returns the folder. */
export function buildServer(): string {
  const out = path.join(root, '.tmp', `build-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), '--out', out], {
    cwd: root,
    stdio: 'ignore',
  });
  return out;
}

export const removeBuild = (out: string) => rmSync(out, { recursive: true, force: true });

export interface CompiledProcess {
  child: ChildProcess;
  /** Every stdout line so far (none when stdout is left unread). */
  stdout: string[];
  stderr: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface RunOptions {
  args?: string[];
  nodeArgs?: string[];
  /** stdout stays a pipe nobody reads: once it is full, every write to it would block. */
  unreadStdout?: boolean;
}

/** Runs `node [nodeArgs] <build>/src/server/<entry>.js [args]` with `env` over a minimal environment. */
export function runCompiled(
  build: string,
  entry: 'main' | 'cli',
  env: Record<string, string>,
  options: RunOptions = {},
): CompiledProcess {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(build, 'src', 'server', `${entry}.js`), ...(options.args ?? [])],
    // Not the test's environment: no NODE_OPTIONS or loader a jest worker may carry.
    { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const collect = (stream: NodeJS.ReadableStream, into: string[]) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      into.push(...lines);
    });
    stream.on('end', () => rest && into.push(rest));
  };
  const stdout: string[] = [];
  const stderr: string[] = [];
  if (!options.unreadStdout) collect(child.stdout!, stdout);
  collect(child.stderr!, stderr);
  // 'close' waits for stdout's end, which an unread pipe never reaches.
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once(options.unreadStdout ? 'exit' : 'close', (code, signal) =>
      resolve({ code, signal, at: Date.now() }),
    ),
  );
  return { child, stdout, stderr, exit };
}

/** Starts the compiled server on a free port; resolves once GET /ready answers 200. */
export async function startCompiled(
  build: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  options: Pick<RunOptions, 'unreadStdout'> = {},
): Promise<CompiledProcess & { baseUrl: string }> {
  const port = await freePort();
  const running = runCompiled(
    build,
    'main',
    { HOST: '127.0.0.1', PORT: String(port), ...env },
    { nodeArgs, ...options },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let exited = false;
  void running.exit.then(() => (exited = true));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server exited: ${running.stderr.join('\n')}`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).status === 200) return { ...running, baseUrl };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error('the compiled server was not ready within 30 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}
