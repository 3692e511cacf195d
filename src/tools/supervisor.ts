// Keeps one server process alive (issue 9: a crashed server must come back under `npm start`). Each death is
// logged with its exit code or signal; restarts back off exponentially, and too many deaths in a short time
// stop the supervisor (exit 1) instead of restarting in a tight loop. SIGINT/SIGTERM are passed to the child,
// which closes gracefully; the supervisor then exits with it.
import type { ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** Starts the server process. */
  start: () => ChildProcess;
  log?: (line: string) => void;
  /** First restart delay; doubles with each quick death (default 500 ms). */
  baseDelayMs?: number;
  /** Longest restart delay (default 15 s). */
  maxDelayMs?: number;
  /** More deaths than this within `windowMs` → give up (default 5 in 60 s). */
  maxRestarts?: number;
  windowMs?: number;
  /** Called once when the supervisor stops for good (default: process.exit). */
  exit?: (code: number) => void;
  /** Signals to forward to the child (default SIGINT and SIGTERM); tests pass none. */
  signals?: NodeJS.Signals[];
}

export interface Supervisor {
  /** The current child (replaced on each restart). */
  child(): ChildProcess;
  /** Stops supervising: signals the child and exits when it is gone. */
  stop(signal?: NodeJS.Signals): void;
}

export function supervise(options: SuperviseOptions): Supervisor {
  const log = options.log ?? ((line: string) => console.error(line));
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 15_000;
  const maxRestarts = options.maxRestarts ?? 5;
  const windowMs = options.windowMs ?? 60_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let deaths: number[] = [];
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: ChildProcess;

  const launch = () => {
    timer = undefined;
    current = options.start();
    current.once('exit', (code, signal) => {
      if (stopping) {
        exit(code ?? (signal ? 1 : 0));
        return;
      }
      if (code === 0) {
        log('[supervisor] server process exited normally (code 0); not restarting');
        exit(0);
        return;
      }
      const now = Date.now();
      deaths = [...deaths.filter((t) => now - t < windowMs), now];
      const cause = signal ? `signal ${signal}` : `exit code ${code}`;
      if (deaths.length > maxRestarts) {
        log(
          `[supervisor] server process died (${cause}); ${deaths.length} deaths within ${windowMs / 1000} s, giving up`,
        );
        exit(1);
        return;
      }
      const delay = Math.min(maxDelay, baseDelay * 2 ** (deaths.length - 1));
      log(`[supervisor] server process died (${cause}); restarting in ${delay} ms`);
      timer = setTimeout(launch, delay);
    });
  };

  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true;
    if (timer) {
      clearTimeout(timer);
      exit(0);
      return;
    }
    if (current.exitCode !== null || current.signalCode !== null) exit(current.exitCode ?? 0);
    else current.kill(signal);
  };

  for (const signal of options.signals ?? (['SIGINT', 'SIGTERM'] as NodeJS.Signals[]))
    process.on(signal, () => stop(signal));

  launch();
  return { child: () => current, stop };
}
