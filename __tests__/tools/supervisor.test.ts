// `npm start`'s supervisor: a dead server process is logged and restarted with a back-off, and rapid deaths stop it.
import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { supervise } from '../../src/tools/supervisor';

const dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
const script = (name: string, body: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
};

function run(file: string, options: { maxRestarts?: number } = {}) {
  const lines: string[] = [];
  let starts = 0;
  const done = new Promise<number>((resolve) => {
    const supervisor = supervise({
      start: () => {
        starts += 1;
        return fork(file, [], { execArgv: [], stdio: 'ignore' });
      },
      log: (line) => lines.push(line),
      baseDelayMs: 20,
      maxDelayMs: 80,
      maxRestarts: options.maxRestarts ?? 3,
      windowMs: 60_000,
      signals: [],
      exit: resolve,
    });
    void supervisor;
  });
  return { lines, starts: () => starts, done };
}

describe('supervisor', () => {
  it('restarts a crashing server with a growing delay, logs each death, then gives up', async () => {
    const { lines, starts, done } = run(script('crash.js', 'process.exit(3);'));
    expect(await done).toBe(1);
    expect(starts()).toBe(4);
    expect(lines).toEqual([
      '[supervisor] server process died (exit code 3); restarting in 20 ms',
      '[supervisor] server process died (exit code 3); restarting in 40 ms',
      '[supervisor] server process died (exit code 3); restarting in 80 ms',
      '[supervisor] server process died (exit code 3); 4 deaths within 60 s, giving up',
    ]);
  });

  it('logs a death by signal (kill -9) and brings the server back', async () => {
    const marker = path.join(dir, 'started-twice');
    // First run: kill itself with SIGKILL; second run: record it and exit normally.
    const file = script(
      'killed.js',
      `const fs = require('fs');
       if (fs.existsSync(${JSON.stringify(marker)} + '.1')) { fs.writeFileSync(${JSON.stringify(marker)}, 'yes'); process.exit(0); }
       fs.writeFileSync(${JSON.stringify(marker)} + '.1', '');
       process.kill(process.pid, 'SIGKILL');`,
    );
    const { lines, starts, done } = run(file);
    expect(await done).toBe(0);
    expect(starts()).toBe(2);
    expect(lines[0]).toBe('[supervisor] server process died (signal SIGKILL); restarting in 20 ms');
    expect(require('node:fs').readFileSync(marker, 'utf8')).toBe('yes');
  });

  it('stops with the server when asked to (SIGTERM is passed on)', async () => {
    const file = script(
      'server.js',
      `process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);`,
    );
    let stop: (() => void) | undefined;
    const done = new Promise<number>((resolve) => {
      const supervisor = supervise({
        start: () => fork(file, [], { execArgv: [], stdio: 'ignore' }),
        log: () => undefined,
        signals: [],
        exit: resolve,
      });
      stop = () => supervisor.stop('SIGTERM');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop?.();
    expect(await done).toBe(0);
  });
});
