// The bounded worker: a task that never ends is cut off at its time limit while the main thread's
// event loop stays free, one that eats memory is stopped at its heap limit, and the next call gets a fresh worker.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { boundedWorker, WorkerUnavailable } from '../../../src/server/worker/boundedWorker';

const TASKS = path.join(__dirname, 'tasks.fixture');
const limits = { timeoutMs: 1500, memoryMb: 64 };

describe('bounded worker', () => {
  it('runs a task in a worker thread and answers its result; an error in the task is the call’s error', async () => {
    const echo = boundedWorker<{ text: string }, { text: string }>(TASKS, 'echo', limits);
    const failing = boundedWorker(TASKS, 'fail', limits);
    try {
      await expect(echo.run({ text: 'çağrı' })).resolves.toEqual({ text: 'ÇAĞRI' });
      await expect(echo.run({ text: 'again' })).resolves.toEqual({ text: 'AGAIN' });
      await expect(failing.run({})).rejects.toThrow('bad input');
    } finally {
      await echo.close();
      await failing.close();
    }
  });

  it('cuts a stalled task off at its time limit without blocking the event loop, then starts afresh', async () => {
    const spin = boundedWorker(TASKS, 'spin', { ...limits, timeoutMs: 600 });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    try {
      // Warm the worker's start-up (loading TypeScript) out of the measured window.
      await expect(spin.run({})).rejects.toEqual(new WorkerUnavailable('timeout'));
      delay.enable();
      const started = Date.now();
      // Meanwhile the main thread keeps answering: a timer every 20 ms fires on time.
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 20);
      const outcome = await spin.run({}).catch((error: unknown) => error);
      clearInterval(ticker);
      delay.disable();
      expect(outcome).toEqual(new WorkerUnavailable('timeout'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      expect(ticks).toBeGreaterThanOrEqual(15);
      // The loop's worst delay stays far below the stalled task's time (it would be ≥ 600 ms inline).
      expect(delay.max / 1e6).toBeLessThan(200);
    } finally {
      await spin.close();
    }
  });

  it('keeps the worker warm between calls and ends it once idle for idleMs (its memory given back)', async () => {
    const worker = boundedWorker<object, number>(TASKS, 'thread', { ...limits, idleMs: 400 });
    try {
      const first = await worker.run({});
      await new Promise((r) => setTimeout(r, 100));
      expect(await worker.run({})).toBe(first);
      await new Promise((r) => setTimeout(r, 800));
      expect(await worker.run({})).not.toBe(first);
    } finally {
      await worker.close();
    }
  });

  it('stops a task that exceeds its heap limit, and fails every call the worker held', async () => {
    const hog = boundedWorker(TASKS, 'hog', { timeoutMs: 20_000, memoryMb: 32 });
    try {
      const results = await Promise.allSettled([hog.run({}), hog.run({})]);
      expect(results).toEqual([
        { status: 'rejected', reason: new WorkerUnavailable('memory') },
        { status: 'rejected', reason: new WorkerUnavailable('memory') },
      ]);
    } finally {
      await hog.close();
    }
  });
});
