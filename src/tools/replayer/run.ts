// The replayer: reads a log, rebuilds its state through the real root reducer, then prints, lists, compares
// or emits a regression test. Returns the exit code, so tests drive it without spawning a process.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rootReducer } from '../../client/store';
// Every entity slice injected, so a log replays into the whole state.
import '../../client/store/lazySlices';
import { diffStates } from '../../client/store/actionLog/diff';
import {
  ActionLogFormatError,
  parseActionLog,
  type ParsedActionLog,
} from '../../client/store/actionLog/parseLog';
import { clampUntil, getPath, replayLog } from '../../client/store/actionLog/replay';
import { parseArgs, USAGE, UsageError, type ReplayArgs } from './args';
import { renderRegressionTest } from './emitTest';

export interface ReplayIo {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
}

export const EXIT = { ok: 0, differs: 1, unusable: 2 } as const;

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** A failure the user can fix (bad option, unreadable file): message on stderr, exit 2. */
class Unusable extends Error {}

function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Unusable(
      `cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

function readLog(file: string): ParsedActionLog {
  try {
    return parseActionLog(readText(file, 'the log file'));
  } catch (error) {
    if (error instanceof ActionLogFormatError)
      throw new Unusable(`${file} is not a usable action log: ${error.message}`);
    throw error;
  }
}

/** State as it would be written to JSON: what --expect files and emitted tests compare against. */
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));
const show = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value));

function listActions(log: ParsedActionLog, until: number): string {
  const width = String(until).length;
  const lines = log.actions.slice(0, until).map((action, i) => {
    const time = log.times[i];
    return `${String(i + 1).padStart(width)}  ${time === null ? '-'.padEnd(24) : new Date(time).toISOString()}  ${action.type}`;
  });
  return lines.join('\n');
}

function compare(actual: unknown, expectFile: string, io: ReplayIo): number {
  let expected: unknown;
  try {
    expected = JSON.parse(readText(expectFile, 'the expected state'));
  } catch (error) {
    if (error instanceof Unusable) throw error;
    throw new Unusable(`${expectFile} is not valid JSON`);
  }
  const changes = diffStates(expected, actual, 200);
  if (changes.length === 0) {
    io.out(`OK: the replayed state matches ${expectFile}`);
    return EXIT.ok;
  }
  io.err(
    `The replayed state differs from ${expectFile} at ${changes.length === 200 ? 'at least 200' : changes.length} path(s):`,
  );
  for (const c of changes)
    io.err(`  ${c.path || '(root)'}\n    expected: ${show(c.before)}\n    actual:   ${show(c.after)}`);
  return EXIT.differs;
}

function run(args: ReplayArgs, io: ReplayIo): number {
  const resolve = (file: string) => path.resolve(io.cwd, file);
  const log = readLog(resolve(args.file));
  const until = clampUntil(log, args.until);
  if (args.until !== undefined && args.until > log.actions.length) {
    io.err(`note: the log has ${log.actions.length} actions; replaying all of them`);
  }
  if (args.actions) {
    io.out(listActions(log, until));
    return EXIT.ok;
  }
  const state = asJson(getPath(replayLog(rootReducer, log, until), args.path));
  if (state === undefined) throw new Unusable(`the replayed state has nothing at path "${args.path}"`);

  let code: number = EXIT.ok;
  if (args.expect) code = compare(state, resolve(args.expect), io);
  else io.out(JSON.stringify(state, null, 2));

  if (args.emitTest) {
    const expected = args.expect ? JSON.parse(readText(resolve(args.expect), 'the expected state')) : state;
    const testFile = resolve(args.emitTest);
    const source = renderRegressionTest({
      testFile,
      logFile: resolve(args.file),
      repoRoot: REPO_ROOT,
      until: args.until === undefined ? undefined : until,
      statePath: args.path,
      expected,
      generatedAt: new Date(),
    });
    try {
      writeFileSync(testFile, source);
    } catch (error) {
      throw new Unusable(
        `cannot write ${testFile}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    io.err(`wrote regression test ${testFile}`);
  }
  return code;
}

export function runReplay(argv: readonly string[], io: ReplayIo): number {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    return run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`replay: ${error.message}\n\n${USAGE}`);
      return EXIT.unusable;
    }
    if (error instanceof Unusable) {
      io.err(`replay: ${error.message}`);
      return EXIT.unusable;
    }
    throw error;
  }
}
