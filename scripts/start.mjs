// `npm start` (and `npm run migrate | seed | backup | restore`): the newcomer's one command. It builds what is
// missing or older than its sources — the SPA (webpack) and the server (scripts/build-server.mjs) — then runs the
// compiled command in this process: plain `node` on JavaScript, no TypeScript loader. Where the build tools are
// not installed (a production install, `npm ci --omit=dev`) it runs what was built, or says to build first.
// SKIP_BUILD=1 never builds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// better-sqlite3 13 (the embedded database) needs Node 22 or newer: on Node 20 it crashes instead of saying so.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`Node.js 22 or newer is needed (24 LTS recommended); this is ${process.version}.`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const newerThan = (file, sources) =>
  Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > builtAt(file);
const installed = (pkg) => {
  try {
    require.resolve(pkg);
    return true;
  } catch {
    return false;
  }
};

const steps = [
  {
    what: 'the SPA (webpack, production)',
    built: path.join(root, 'dist', '.built'),
    sources: ['src/client', 'src/shared', 'i18n', 'assets', 'webpack.config.js', 'package-lock.json'],
    tool: 'webpack-cli',
    run: () => [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
  },
  {
    what: 'the server',
    built: path.join(root, 'build', 'src', 'server', 'cli.js'),
    sources: ['src/server', 'src/shared', 'i18n', 'scripts/build-server.mjs', 'package-lock.json'],
    tool: 'esbuild',
    run: () => [path.join(root, 'scripts', 'build-server.mjs')],
  },
];

const [command = 'serve', ...args] = process.argv.slice(2);
for (const step of steps) {
  // Only serving needs the SPA; the commands need the server alone.
  if (command !== 'serve' && step.tool === 'webpack-cli') continue;
  const missing = !existsSync(step.built);
  if (process.env.SKIP_BUILD === '1' || !installed(step.tool)) {
    if (missing) {
      console.error(
        `${step.what} is not built: run \`npm run build\` where the dev dependencies are installed`,
      );
      process.exit(1);
    }
    continue;
  }
  if (missing || newerThan(step.built, step.sources)) {
    console.error(`Building ${step.what}…`);
    execFileSync(process.execPath, step.run(), { cwd: root, stdio: 'inherit' });
  }
}

require(path.join(root, 'build', 'src', 'server', 'cli.js')).runCli([command, ...args]);
