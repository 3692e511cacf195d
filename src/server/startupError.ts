// A server or command that cannot start says why in one line and exits 1: a wrong setting names its variable,
// an out-of-date schema says which command to run. Anything else is unexpected and keeps its stack. The line
// is JSON like every other when the output is not a terminal.
import { ConfigError } from './config';
import { SchemaOutOfDate } from './db/migrate';

export function fatal(error: unknown): never {
  const expected = error instanceof ConfigError || error instanceof SchemaOutOfDate;
  const message = error instanceof Error ? error.message : String(error);
  const stack = !expected && error instanceof Error ? error.stack : undefined;
  if (process.stderr.isTTY) process.stderr.write(`${stack ?? message}\n`);
  else
    process.stderr.write(
      `${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg: message, ...(stack ? { stack } : {}) })}\n`,
    );
  process.exit(1);
}
