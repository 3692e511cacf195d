// `npm run new:area -- <name>` writes an area that works as written. Run on a copy of the project (src, i18n,
// __tests__ and the configuration; node_modules linked), made while jest collects this file: the command writes no
// file of the project but the registry's index, and the area type-checks, lints, and passes its own tests and
// registry-wide tests. Steps of one story, each under the suite's 20 s: the type check of the generated files alone
// (a program rooted at them, parsed once, then checked in parts — the whole project's `tsc` takes a minute); ESLint
// on them; the area's server test and registry-wide server tests of the copy, loaded into this file (so they run on
// this run's databases: SQLite, and PostgreSQL when it is set; the copy's migration is applied to the templates'
// copies); the client tests in a jest of the copy's (jsdom). The copy is made again on every run in the same place
// outside the project (jest's and Babel's caches of its files stay warm); a lock keeps two runs apart.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
const digest = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');
/** One copy per checkout, outside it: jest's module map leaves the project's .tmp out, and this file loads from it. */
const COPY = path.join(os.tmpdir(), `gym-new-area-${digest(ROOT).slice(0, 8)}`);
const LOCK = `${COPY}.lock`;
const COPIED = [
  'src',
  'i18n',
  '__tests__',
  'package.json',
  'tsconfig.json',
  'babel.config.js',
  'jest.config.ts',
];
const COPIED_ALSO = ['eslint.config.js', '.prettierrc.json', '.prettierignore'];
/** Not needed to run the area's tests: the browser suites and the benches. */
const LEFT_OUT = ['e2e', 'bench'].map((folder) => path.join(ROOT, '__tests__', folder));

const NAME = 'lockers';
const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);
const CLI = [bin('tsx', 'dist/cli.mjs'), 'src/tools/newArea/cli.ts', NAME];

/** This run's mark in LOCK; a lock older than any run of this file was left behind by a run that ended. */
const OWNER = `${process.pid}-${Math.random().toString(16).slice(2)}`;
const STALE_MS = 5 * 60_000;

/** Holds LOCK for this run, waiting for another run 10 s at most (collection time: no test is running yet). */
function takeLock(): void {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'owner'), OWNER);
      return;
    } catch {
      const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > until) throw new Error(`another run of this test holds ${LOCK}`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
}

function releaseLock(): void {
  const owner = existsSync(path.join(LOCK, 'owner')) ? readFileSync(path.join(LOCK, 'owner'), 'utf8') : '';
  if (owner === OWNER) rmSync(LOCK, { recursive: true, force: true });
}

interface Generated {
  written: string[];
  edited: string[];
  migration: string;
}

/** The copy, made anew, and the area written into it by the command. */
function generate(): Generated {
  takeLock();
  for (const entry of [...COPIED, ...COPIED_ALSO]) {
    rmSync(path.join(COPY, entry), { recursive: true, force: true });
    cpSync(path.join(ROOT, entry), path.join(COPY, entry), {
      recursive: true,
      filter: (source) => !LEFT_OUT.some((skip) => source.startsWith(skip)),
    });
  }
  if (!existsSync(path.join(COPY, 'node_modules')))
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules'), 'dir');
  const out = execFileSync(process.execPath, CLI, { cwd: COPY, encoding: 'utf8' });
  const listed = (mark: string) =>
    [...out.matchAll(new RegExp(`^  \\${mark} (.+)$`, 'gm'))].map((match) => match[1]!);
  const migration = listed('+').find((file) => file.includes('/migrations/')) ?? '';
  return { written: listed('+'), edited: listed('~'), migration: path.basename(migration, '.ts') };
}

const generated = generate();
afterAll(releaseLock);

interface Run {
  code: number | null;
  out: string;
}

/** Runs `node <args>` in the copy (stopped before the test's limit, so a slow run reports its output). */
function node(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: COPY, env, maxBuffer: 16 * 1024 * 1024, timeout: 19_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}

/** Every file under `dir`, relative to it. */
function filesIn(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(sub, entry.name);
    return entry.isDirectory() ? filesIn(dir, relative) : [relative];
  });
}

it('writes the area and changes no file of the project but the registry index', async () => {
  expect(generated.edited).toEqual(['src/shared/resources/index.ts']);
  expect(generated.written).toEqual([
    'src/shared/resources/lockers.ts',
    'src/shared/schemas/lockers.ts',
    `src/server/db/migrations/${generated.migration}.ts`,
    'src/server/modules/lockers/index.ts',
    'src/server/modules/lockers/demoSeed.ts',
    'src/client/features/lockers/area.tsx',
    'src/client/features/lockers/types.ts',
    'src/client/features/lockers/LockersListPage.tsx',
    'src/client/features/lockers/LockerFormPage.tsx',
    'i18n/tr/lockers.json',
    'i18n/en/lockers.json',
    'i18n/ar/lockers.json',
    '__tests__/server/modules/lockers/lockers.test.ts',
    '__tests__/client/features/lockers/LockersPages.test.tsx',
  ]);
  // The migration sorts after every migration there is.
  const migrations = readdirSync(path.join(ROOT, 'src/server/db/migrations')).filter((f) =>
    /^\d{8}_/.test(f),
  );
  expect(migrations.filter((file) => file >= `${generated.migration}.ts`)).toEqual([]);

  // Every other file of the copy is the project's, byte for byte.
  const changed = COPIED.flatMap((entry) =>
    statSync(path.join(COPY, entry)).isDirectory()
      ? filesIn(path.join(COPY, entry)).map((file) => path.join(entry, file))
      : [entry],
  ).filter((file) => {
    const original = path.join(ROOT, file);
    return (
      !existsSync(original) || digest(readFileSync(original)) !== digest(readFileSync(path.join(COPY, file)))
    );
  });
  expect(changed.sort()).toEqual([...generated.written, ...generated.edited].sort());
  const index = readFileSync(path.join(COPY, 'src/shared/resources/index.ts'), 'utf8');
  expect(index).toContain("import { lockersRows } from './lockers';");
  expect(index).toContain('  ...lockersRows,\n} as const satisfies');

  // A name taken stops the command before it writes anything.
  const again = await node(CLI);
  expect(again.code).toBe(2);
  expect(again.out).toMatch(/'lockers' is taken: src\/shared\/resources\/lockers\.ts/);
});

let program: ts.Program;
const typed = () => [...generated.written, ...generated.edited].filter((file) => /\.tsx?$/.test(file));
const isClient = (file: string) => file.includes('/client/');

/** The generated files' type errors, from the program rooted at them (and the project's ambient declarations). */
function typeErrors(files: string[]): string[] {
  return files.flatMap((file) => {
    const source = program.getSourceFile(path.join(COPY, file));
    if (!source) return [`${file}: not in the program`];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (d) => {
        const line = d.start === undefined ? '' : source.getLineAndCharacterOfPosition(d.start).line + 1;
        return `${file}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      },
    );
  });
}

it('type-checks: the program of the generated files', () => {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(COPY, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  const ambient = config.fileNames.filter((file) => file.endsWith('.d.ts'));
  program = ts.createProgram([...typed().map((file) => path.join(COPY, file)), ...ambient], config.options);
  program.getTypeChecker(); // binds every file: the next steps check
  expect(program.getOptionsDiagnostics()).toEqual([]);
});

it('type-checks the generated shared files: the registry row, its schema, the index', () => {
  expect(typeErrors(typed().filter((file) => file.startsWith('src/shared/')))).toEqual([]);
});

it('type-checks the generated server files: the migration, the module, its test', () => {
  expect(typeErrors(typed().filter((file) => !isClient(file) && !file.startsWith('src/shared/')))).toEqual(
    [],
  );
});

it('type-checks the generated client files', () => {
  expect(typeErrors(typed().filter(isClient))).toEqual([]);
});

it('lints the generated files', async () => {
  const lint = await node([bin('eslint', 'bin/eslint.js'), '--max-warnings=0', ...typed()]);
  expect(lint.out.trim()).toBe('');
  expect(lint.code).toBe(0);
});

// The copy's server tests, loaded here: their hooks and tests join this file's.
describe('its generated server test', () => {
  require(path.join(COPY, `__tests__/server/modules/${NAME}/${NAME}.test.ts`));
});

// Registry-wide tests read every row, the new one with the others: a few of them here (all of them were run on a
// generated area when the generator was written; docs/adding-an-entity.md).
describe('registry-wide server tests with the area in the registry', () => {
  for (const file of ['server/db/derivedTables', 'shared/fieldLabels', 'shared/permissionCatalogue'])
    describe(file, () => {
      require(path.join(COPY, '__tests__', `${file}.test.ts`));
    });
});

/** A jest of the copy's for its client tests (jsdom), in the environment of a fresh run. */
async function clientTests(files: string[]): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const key of Object.keys(env))
    if (key === 'TEST_DATABASE_URL' || key.startsWith('GYM_TEST') || key.startsWith('JEST_')) delete env[key];
  const run = await node(
    [bin('jest', 'bin/jest.js'), '--ci', '--selectProjects', 'client', '--runTestsByPath', ...files],
    env,
  );
  const passed = `Test Suites: ${files.length} passed, ${files.length} total`;
  expect([run.code, run.out]).toEqual([0, expect.stringContaining(passed)]);
}

it('passes its generated client test', async () => {
  await clientTests([`__tests__/client/features/${NAME}/LockersPages.test.tsx`]);
});

it('passes registry-wide client tests with the area in the registry', async () => {
  await clientTests([
    '__tests__/client/app/screenPaths.test.ts',
    '__tests__/client/features/roles/permissionLabels.test.ts',
  ]);
});
