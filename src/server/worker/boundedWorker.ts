// CPU-heavy work (a diet list's PDF) runs in a worker thread with a time and a heap limit, so one pathological
// input answers an error instead of stalling every other request on the event loop. The worker is kept warm
// between calls (loading pdfkit and the fonts costs a few hundred ms) and stopped once idle for `idleMs`: a warm
// worker holds its own V8 heap (some 60 MB resident after a few PDFs), given back only when the thread ends
//. A call over its time, or a worker out of memory, terminates it and fails every call it held, and the
// next call starts a fresh one.
import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  /** Longest a call may take, from being handed to the worker. */
  timeoutMs: number;
  /** The worker's old-generation heap; beyond it the worker is stopped. */
  memoryMb: number;
  /** Its young generation: V8's default grows to 32 MB, which a render's short-lived objects do not need. */
  youngMb?: number;
  /** How long the worker stays warm after its last call (default: until closed). */
  idleMs?: number;
}

/** A call did not finish in time, or its worker ran out of memory or died. */
export class WorkerUnavailable extends Error {
  constructor(readonly reason: 'timeout' | 'memory' | 'exit') {
    super(`worker ${reason}`);
    this.name = 'WorkerUnavailable';
  }
}

// The worker requires the task's module by path. From TypeScript sources (tsx at run time, jest in tests) it
// registers tsx's require hook first; a compiled server hands it a .js path and needs nothing.
const BOOT = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.tsxApi) require(workerData.tsxApi).register();
const task = require(workerData.modulePath)[workerData.exportName];
parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, output: await task(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface BoundedWorker<I, O> {
  run(input: I): Promise<O>;
  /** Stops the worker (server shutdown); calls still pending fail. */
  close(): Promise<void>;
}

/**
 * A warm worker running `exportName` of the module at `modulePath` (an absolute path, with or without its
 * extension). `O` must survive structured cloning; a Buffer comes back as a Uint8Array.
 */
export function boundedWorker<I, O>(
  modulePath: string,
  exportName: string,
  limits: WorkerLimits,
): BoundedWorker<I, O> {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let idleTimer: NodeJS.Timeout | undefined;

  const failAll = (error: WorkerUnavailable) => {
    for (const call of pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    pending.clear();
  };
  const stop = (reason: WorkerUnavailable['reason']) => {
    const current = worker;
    worker = undefined;
    clearTimeout(idleTimer);
    failAll(new WorkerUnavailable(reason));
    return current ? current.terminate().then(() => undefined) : Promise.resolve();
  };

  /** Once the last call is answered, the worker ends after `idleMs` unless another call comes. */
  const settled = () => {
    if (pending.size > 0 || limits.idleMs === undefined) return;
    const idle = worker;
    idleTimer = setTimeout(() => {
      if (worker === idle && pending.size === 0) void stop('exit');
    }, limits.idleMs).unref();
  };

  const start = () => {
    const fromSource = /\.tsx?$/.test(__filename);
    const started = new Worker(BOOT, {
      eval: true,
      workerData: {
        modulePath,
        exportName,
        tsxApi: fromSource ? require.resolve('tsx/cjs/api') : undefined,
      },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        ...(limits.youngMb && { maxYoungGenerationSizeMb: limits.youngMb }),
      },
    });
    started.on('message', ({ id, output, error }: { id: number; output?: O; error?: string }) => {
      const call = pending.get(id);
      if (!call) return;
      pending.delete(id);
      clearTimeout(call.timer);
      if (error !== undefined) call.reject(new Error(error));
      else call.resolve(output);
      settled();
    });
    started.on('error', (error: NodeJS.ErrnoException) => {
      if (worker !== started) return;
      void stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'exit');
    });
    started.on('exit', () => {
      if (worker === started) void stop('exit');
    });
    // An idle warm worker must not keep the process (or a test run) alive.
    started.unref();
    return started;
  };

  return {
    run(input) {
      clearTimeout(idleTimer);
      worker ??= start();
      const id = nextId++;
      return new Promise<O>((resolve, reject) => {
        const timer = setTimeout(() => void stop('timeout'), limits.timeoutMs);
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
        worker!.postMessage({ id, input });
      });
    },
    close: () => stop('exit'),
  };
}
