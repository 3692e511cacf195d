// Command line of `npm run replay -- <log.json> [options]`.

export interface ReplayArgs {
  file: string;
  until?: number;
  path?: string;
  expect?: string;
  actions: boolean;
  emitTest?: string;
  help: boolean;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run replay -- <log.json> [options]

Rebuilds the state of an action log (the product's 'Download action log' file, or a Redux DevTools export)
by running its actions through the real root reducer, and prints it as JSON.

Options:
  --until <n>         stop after action n (1-based; 0 = the recorded start state)
  --path <a.b.c>      print only that part of the state
  --expect <file>     compare with the JSON state in <file>: exit 1 and print the differences when they differ
  --actions           list the actions (index, time, type) instead of printing the state
  --emit-test <file>  write a jest regression test replaying the log and asserting the state
                      (the --expect state when given, else the replayed one)
  --help              show this text

Exit codes: 0 done, 1 state differs from --expect, 2 usage error or unreadable / unknown log file.`;

const VALUE_OPTIONS = new Set(['--until', '--path', '--expect', '--emit-test']);

export function parseArgs(argv: readonly string[]): ReplayArgs {
  const args: Partial<ReplayArgs> & { actions: boolean; help: boolean } = { actions: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--actions') args.actions = true;
    else if (VALUE_OPTIONS.has(arg)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      i += 1;
      if (arg === '--until') {
        if (!/^\d+$/.test(value)) throw new UsageError(`--until needs a whole number ≥ 0, got "${value}"`);
        args.until = Number(value);
      } else if (arg === '--path') args.path = value;
      else if (arg === '--expect') args.expect = value;
      else args.emitTest = value;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else if (args.file === undefined) args.file = arg;
    else throw new UsageError(`one log file at a time (got "${args.file}" and "${arg}")`);
  }
  if (args.file === undefined && !args.help) throw new UsageError('name the log file to replay');
  return { ...args, file: args.file ?? '' };
}
