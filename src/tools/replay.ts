// `npm run replay -- <log.json> [--until n] [--path a.b.c] [--expect state.json] [--actions] [--emit-test file]`
// (see replayer/args.ts for the full usage). Exit 0 done, 1 state differs from --expect, 2 unusable input.
import { runReplay } from './replayer/run';

const code = runReplay(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  cwd: process.cwd(),
});
process.exitCode = code;
