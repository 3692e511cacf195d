// The replayer's options and exit codes, on the product's own logs and on files Redux DevTools writes.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeStore } from '../../src/client/store';
import { exportActionLog } from '../../src/client/store/actionLog/download';
import { settingsChanged, shortcutToggled } from '../../src/client/store/settings';
import { runReplay } from '../../src/tools/replayer/run';
import { tempDir } from '../server/helpers/tempDir';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'actionLog');
const fixture = (name: string) => path.join(FIXTURES, name);

function replay(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runReplay(argv, { out: (t) => out.push(t), err: (t) => err.push(t), cwd: ROOT });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dir = '';
let logFile = '';
let finalState: unknown;

beforeAll(() => {
  dir = tempDir('gym-replay-');
  const store = makeStore();
  store.dispatch(settingsChanged({ fontSize: 1.2 }));
  store.dispatch(shortcutToggled('members'));
  store.dispatch(settingsChanged({ colorScheme: 'mint' }));
  finalState = JSON.parse(JSON.stringify(store.getState()));
  logFile = path.join(dir, 'log.json');
  writeFileSync(logFile, JSON.stringify(exportActionLog(store, new Date('2026-11-21T10:00:00Z'))));
});

describe('npm run replay', () => {
  it('prints the final state of a product log', () => {
    const { code, out } = replay(logFile);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(finalState);
  });

  // Action 1 of a product log is the lookups API registering its middleware (with the store's first action).
  it('--until n stops after action n; 0 is the recorded start', () => {
    const one = JSON.parse(replay(logFile, '--until', '2', '--path', 'settings.values').out);
    expect(one).toMatchObject({ fontSize: 1.2, colorScheme: 'default' });
    expect(JSON.parse(replay(logFile, '--until', '0', '--path', 'settings.values.fontSize').out)).toBe(1);
    expect(
      JSON.parse(replay(logFile, '--until', '1', '--path', 'lookups.config.middlewareRegistered').out),
    ).toBe(true);
    expect(replay(logFile, '--until', '99').err).toMatch(/has 4 actions/);
  });

  it('--path prints one part of the state, and refuses a path that is not there', () => {
    expect(JSON.parse(replay(logFile, '--path', 'settings.shortcuts').out)).toEqual(['members']);
    const missing = replay(logFile, '--path', 'settings.nope.deeper');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/nothing at path "settings\.nope\.deeper"/);
  });

  it('--actions lists index, time and type', () => {
    const { code, out } = replay(logFile, '--actions');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^1 {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}lookups\/config\/middlewareRegistered$/);
    expect(lines[1]).toMatch(/^2 {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}settings\/changed$/);
    expect(lines[2]).toMatch(/settings\/shortcutToggled$/);
  });

  it('--expect exits 0 on the same state and 1 with a readable diff otherwise', () => {
    const same = path.join(dir, 'same.json');
    writeFileSync(same, JSON.stringify(finalState));
    expect(replay(logFile, '--expect', same)).toMatchObject({
      code: 0,
      out: expect.stringMatching(/matches/),
    });

    const other = path.join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ fontSize: 1.3, colorScheme: 'mint', extra: true }));
    const { code, err } = replay(logFile, '--path', 'settings.values', '--expect', other);
    expect(code).toBe(1);
    expect(err).toContain('fontSize\n    expected: 1.3\n    actual:   1.2');
    expect(err).toContain('extra\n    expected: true\n    actual:   (absent)');
    expect(err).toContain('layout\n    expected: (absent)\n    actual:   "layout1"');
  });

  it('reads a Redux DevTools export ({ payload, preloadedState } strings)', () => {
    // The fixture's state has session and settings only: slices it lacks start from their initial state.
    const expected = JSON.parse(readFileSync(fixture('devtools-export.expected.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const slice of ['session', 'settings']) {
      const part = path.join(dir, `${slice}.expected.json`);
      writeFileSync(part, JSON.stringify(expected[slice]));
      const { code, out } = replay(fixture('devtools-export.json'), '--path', slice, '--expect', part);
      expect({ slice, code, out }).toEqual({ slice, code: 0, out: expect.stringMatching(/matches/) });
    }
    expect(replay(fixture('devtools-export.json'), '--actions').out.split('\n')[0]).toBe(
      `1  ${'-'.padEnd(24)}  session/login/pending`,
    );
  });

  it("reads DevTools' lifted state, leaving out skipped actions and keeping timestamps", () => {
    const state = JSON.parse(replay(fixture('devtools-lifted.json'), '--path', 'settings').out);
    expect(state.shortcuts).toEqual(['members']); // action 4 (users shortcut) was skipped in the monitor
    expect(state.values).toMatchObject({ colorScheme: 'dark', fontSize: 1.2, language: 'en' });
    expect(replay(fixture('devtools-lifted.json'), '--actions').out.split('\n')).toEqual([
      '1  2026-11-21T19:40:01.000Z  session/login/pending',
      '2  2026-11-21T19:40:02.000Z  session/login/fulfilled',
      '3  2026-11-21T19:40:03.000Z  settings/changed',
      '4  2026-11-21T19:40:05.000Z  settings/changed',
    ]);
  });

  it.each([
    ['corrupt.json', /not a usable action log: The file is not valid JSON/],
    ['not-a-log.json', /neither a product action log nor a Redux DevTools export/],
  ])('exits 2 with a clear message on %s', (name, message) => {
    const { code, err, out } = replay(fixture(name));
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(out).toBe('');
  });

  it('exits 2 on a missing file, a missing argument and an unknown option', () => {
    expect(replay(path.join(dir, 'nope.json'))).toMatchObject({
      code: 2,
      err: expect.stringMatching(/cannot read the log file .*ENOENT/),
    });
    expect(replay()).toMatchObject({ code: 2, err: expect.stringMatching(/name the log file/) });
    expect(replay(logFile, '--frobnicate')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown option --frobnicate/),
    });
    expect(replay(logFile, '--until', 'two')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/whole number/),
    });
    expect(replay('--help')).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage: npm run replay/) });
  });

  it('runs as `npm run replay` (tsx) with the same exit codes', () => {
    const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const ok = spawnSync(
      process.execPath,
      [tsx, 'src/tools/replay.ts', logFile, '--path', 'settings.values.fontSize'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect({ status: ok.status, out: ok.stdout.trim() }).toEqual({ status: 0, out: '1.2' });
    const bad = spawnSync(process.execPath, [tsx, 'src/tools/replay.ts', fixture('corrupt.json')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/not a usable action log/);
  });

  it('--emit-test writes a test that replays the log and asserts the state', () => {
    const testFile = path.join(dir, 'bug-123.test.ts');
    const { code, err } = replay(logFile, '--path', 'settings.values', '--emit-test', testFile);
    expect(code).toBe(0);
    expect(err).toMatch(/wrote regression test/);
    const source = readFileSync(testFile, 'utf8');
    expect(source).toContain("from '../");
    expect(source).toContain('const STATE_PATH: string | undefined = "settings.values";');
    expect(source).toContain('"fontSize": 1.2');
  });
});
