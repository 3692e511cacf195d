// Where the server's log lines go: stdout, never waited for. pino's default writes synchronously, so a log
// consumer that stopped reading blocked the event loop (the shutdown's grace timer too) for as long as the pipe
// stayed full. process.stdout on a pipe or socket writes through the event loop instead: what the pipe does not
// take now waits in memory, bounded — past MAX_PENDING_BYTES a line is dropped and counted, and the first line
// stdout takes again is preceded by one saying how many. (pino.destination({ sync: false }) is no answer: its
// writes wait in libuv's thread pool, and a write blocked there holds the process at exit.) A file or a terminal
// stays synchronous, as Node writes them.
import type { Writable } from 'node:stream';

export const MAX_PENDING_BYTES = 4 * 1024 * 1024;

export interface LogDestination {
  write(line: string): void;
  /** What stdout has not taken yet (a full pipe). */
  readonly pendingBytes: number;
  /** Lines dropped since start because too much was pending, or the reader was gone. */
  readonly dropped: number;
  /** Resolves once everything pending is written, or after `ms` — it never waits longer. */
  flush(ms: number): Promise<void>;
}

export function logDestination(out: Writable, maxPending = MAX_PENDING_BYTES): LogDestination {
  let dropped = 0;
  let unreported = 0;
  let gone = false;
  // EPIPE: nobody will ever read again. Lines are dropped rather than the error crashing the server.
  out.on('error', () => (gone = true));
  const notice = () => {
    const counted = { level: 40, time: Date.now(), pid: process.pid, dropped: unreported };
    unreported = 0;
    return `${JSON.stringify({ ...counted, msg: 'log lines dropped: stdout did not take them' })}\n`;
  };
  return {
    write(line) {
      if (gone || out.writableLength + line.length > maxPending) {
        dropped += 1;
        unreported += 1;
        return;
      }
      // The first line stdout takes again is preceded by how many were lost.
      out.write(unreported > 0 ? notice() + line : line);
    },
    get pendingBytes() {
      return out.writableLength;
    },
    get dropped() {
      return dropped;
    },
    async flush(ms) {
      const until = Date.now() + ms;
      while (out.writableLength > 0 && !gone && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

let shared: LogDestination | undefined;

/** The one destination over process.stdout, shared by every server the process builds. */
export const stdoutLog = (): LogDestination => (shared ??= logDestination(process.stdout));
