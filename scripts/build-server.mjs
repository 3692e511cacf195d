// `npm run build:server`: compiles the server to plain CommonJS in build/, file by file (not bundled: the
// migrations, the translations and the PDF worker are found by path at run time, so the tree is kept as it is in
// the sources). The server then runs as `node build/src/server/main.js`, with no TypeScript loader.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--out <dir>` (tests build a copy of their own); it must sit inside the project so node_modules is found.
const outArg = process.argv.indexOf('--out');
const out = outArg === -1 ? path.join(root, 'build') : path.resolve(process.argv[outArg + 1]);

/** Every .ts file (declarations excepted) under `dir`. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

rmSync(out, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: ['src/server', 'src/shared', 'i18n'].flatMap((dir) =>
    sources(path.join(root, dir)).filter((file) => !file.endsWith('catalogue.web.ts')),
  ),
  outdir: out,
  outbase: root,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // `await import('./s3Store')` (modules loaded only when used) becomes require(): Node's own import() of a
  // file-by-file CommonJS tree would find no './s3Store' without its extension.
  supported: { 'dynamic-import': false },
  sourcemap: 'linked',
  logLevel: 'warning',
});

// What the compiled files read by path: the translations, the demo photos, the food table, and the version.
for (const lang of readdirSync(path.join(root, 'i18n'), { withFileTypes: true })) {
  if (lang.isDirectory())
    cpSync(path.join(root, 'i18n', lang.name), path.join(out, 'i18n', lang.name), { recursive: true });
}
for (const data of ['src/server/db/seed/demo-media', 'src/server/modules/foods/data/usda-sr24.json.gz'])
  cpSync(path.join(root, data), path.join(out, data), { recursive: true });
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify({ name: pkg.name, version: pkg.version, private: true, type: 'commonjs' }, null, 2)}\n`,
);
console.log(`server compiled to ${path.relative(root, out)}/ in ${Date.now() - started} ms`);
