// `npm start`: build the SPA when dist/ is missing or older than the sources, then run the server (which
// migrates, seeds on an empty database and serves dist/ and /api/v1 on one port) as a child process under a
// supervisor that restarts it when it dies (supervisor.ts).
import { execFileSync, fork } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { supervise } from './supervisor';

const root = path.resolve(__dirname, '..', '..');
const builtIndex = path.join(root, 'dist', 'index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const m = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

function needsBuild(): boolean {
  if (process.env.SKIP_BUILD === '1') return false;
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['src/client', 'src/shared', 'i18n', 'assets'].map((d) => newestMtime(path.join(root, d)));
  return Math.max(...sources, statSync(path.join(root, 'webpack.config.js')).mtimeMs) > built;
}

if (needsBuild()) {
  console.log('Building the SPA (webpack, production)…');
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
}

// fork() reuses this process's execArgv, so the child runs TypeScript through tsx like this script does.
const serverMain = path.join(root, 'src', 'server', 'main.ts');
supervise({ start: () => fork(serverMain, process.argv.slice(2), { stdio: 'inherit' }) });
