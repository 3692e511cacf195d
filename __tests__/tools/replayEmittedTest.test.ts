// --emit-test end to end: the test the replayer writes is loaded here and must pass.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runReplay } from '../../src/tools/replayer/run';
import { tempDir } from '../server/helpers/tempDir';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURE = path.join(ROOT, '__tests__', 'fixtures', 'actionLog', 'devtools-export.json');
const dir = tempDir('gym-emit-');
const io = { out: () => undefined, err: () => undefined, cwd: ROOT };

// Written while jest collects this file, so the emitted `test(...)` registers as one of its tests.
const emitted = path.join(dir, 'qa-bug.test.ts');
if (runReplay([FIXTURE, '--path', 'settings.values', '--emit-test', emitted], io) !== 0)
  throw new Error('emit failed');

describe('a test emitted by --emit-test', () => {
  require(emitted);
});

describe('an emitted test asserting the --expect state', () => {
  it('asserts the expected state, not the replayed one', () => {
    const expectFile = path.join(dir, 'expected.json');
    writeFileSync(expectFile, JSON.stringify(3));
    const file = path.join(dir, 'with-expect.test.ts');
    const code = runReplay(
      [FIXTURE, '--path', 'settings.shortcuts.length', '--expect', expectFile, '--emit-test', file],
      io,
    );
    expect(code).toBe(1); // the log leads to 2 shortcuts: QA expected 3, so the emitted test documents the bug
    expect(readFileSync(file, 'utf8')).toContain('const EXPECTED: unknown = 3;');
  });
});
