// What /login's first load is made of, as webpack bundles it: every module reached by static imports from the
// entry (main.tsx) and from the login page's chunk — dynamic import() starts another chunk and is not followed;
// build-time file discovery (require.context, import.meta.webpackContext) is, in its synchronous mode. The list
// is a snapshot: an import that grows the first load shows up in review (`npm run bench bundle` weighs it). The
// feature folders' area.tsx files stand in it as one line, checked apart, so a new area changes no snapshot.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../i18n';
import { FIRST_PART_FILES } from '../../../i18n/catalogueParts';

const ROOT = path.resolve(__dirname, '../../..');
const ENTRIES = ['src/client/main.tsx', 'src/client/features/session/LoginPage.tsx'];
// As webpack.config.js resolves them: a '.web.ts' twin first.
const EXTENSIONS = ['.web.ts', '.tsx', '.ts', '.js', '.json'];

function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  for (const ext of EXTENSIONS) {
    const index = path.join(base, `index${ext}`);
    if (existsSync(index)) return index;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Files matched by a synchronous build-time context: directory, recursive, pattern. */
function contextFiles(from: string, call: ts.CallExpression): string[] {
  const [dirArg, second, third, fourth] = call.arguments;
  if (!dirArg || !ts.isStringLiteral(dirArg)) throw new Error(`unreadable context in ${from}`);
  let recursive = true;
  let pattern: RegExp | undefined;
  let lazy = false;
  if (second && ts.isObjectLiteralExpression(second)) {
    for (const prop of second.properties) {
      if (!ts.isPropertyAssignment(prop)) continue;
      const name = prop.name.getText();
      if (name === 'recursive') recursive = prop.initializer.kind === ts.SyntaxKind.TrueKeyword;
      if (name === 'regExp') pattern = eval(prop.initializer.getText()) as RegExp;
      if (name === 'mode') lazy = !/'sync'/.test(prop.initializer.getText());
    }
  } else {
    recursive = second?.kind !== ts.SyntaxKind.FalseKeyword;
    pattern = third ? (eval(third.getText()) as RegExp) : undefined;
    lazy = fourth !== undefined && !/'sync'/.test(fourth.getText());
  }
  if (lazy) return [];
  const dir = path.resolve(path.dirname(from), dirArg.text);
  const walk = (sub: string): string[] =>
    readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${sub}/${entry.name}`;
      if (entry.isDirectory()) return recursive ? walk(relative) : [];
      return !pattern || pattern.test(relative) ? [path.join(dir, relative)] : [];
    });
  return walk('.');
}

/** Static imports of one file: modules Babel keeps (type-only imports and exports are erased). */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const files: string[] = [];
  const packages: string[] = [];
  if (file.endsWith('.json') || file.endsWith('.css')) return { files, packages };
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const add = (specifier: string) => {
    if (specifier.startsWith('.')) files.push(resolveFile(file, specifier));
    else packages.push(packageOf(specifier));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) add(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) add(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (callee === 'require.context' || callee === 'import.meta.webpackContext')
        files.push(...contextFiles(file, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { files, packages };
}

function firstLoad(): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = ENTRIES.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const found = importsOf(file);
    queue.push(...found.files);
    for (const name of found.packages) packages.add(name);
  }
  return [
    ...[...seen].map((file) => path.relative(ROOT, file).split(path.sep).join('/')).sort(),
    ...[...packages].sort().map((name) => `package ${name}`),
  ];
}

/** A feature folder's area.tsx (routes and menu entries; its screens load lazily), session's aside. */
const AREA_FILE = /^src\/client\/features\/(?!session\/)[^/]+\/area\.tsx$/;

it('lists every module of the first load (a change here is a change to what /login downloads)', () => {
  // Every feature's area.tsx is in it, by discovery (the next test): they stand as one line, so a new area
  // leaves the snapshot as it is — whatever an area.tsx imports beyond the shell still shows here by name.
  const modules = firstLoad();
  const collapsed = modules.filter((m) => !AREA_FILE.test(m));
  collapsed.splice(
    collapsed.findIndex((m) => m > 'src/client/features/'),
    0,
    'src/client/features/<every area>/area.tsx',
  );
  expect(collapsed).toMatchSnapshot();
});

it("holds each feature folder's area.tsx, and only what the shell gives them", () => {
  const folders = readdirSync(path.join(ROOT, 'src/client/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'session')
    .filter((entry) => existsSync(path.join(ROOT, 'src/client/features', entry.name, 'area.tsx')))
    .map((entry) => `src/client/features/${entry.name}/area.tsx`);
  const areas = firstLoad().filter((m) => AREA_FILE.test(m));
  expect(areas).toEqual(folders.sort());
  // An area's static imports are the shell's area helpers: its screens, icons and labels load with them later.
  for (const area of areas) {
    const { files, packages } = importsOf(path.join(ROOT, area));
    const beyondShell = files
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !file.startsWith('src/client/shell/'));
    expect({ area, packages, files: beyondShell }).toEqual({ area, packages: [], files: [] });
  }
});

it('keeps antd, RTK Query, the editor, the charts and the other languages out of the first load', () => {
  const modules = firstLoad();
  const offenders = modules.filter((m) =>
    /^package (antd|@ant-design\/|react-quill|quill|recharts|oidc-client-ts|dompurify|dayjs|formik|yup)|query\/react|^i18n\/(en|ar)\/|^i18n\/tr\/screens|store\/(entities|lookupsApi)\.ts|shared\/(resources|schemas)/.test(
      m,
    ),
  );
  expect(offenders).toEqual([]);
});

it("splits every language's files into the two parts the SPA loads, the first part as catalogueParts names it", () => {
  const source = readFileSync(path.join(ROOT, 'i18n/catalogue.web.ts'), 'utf8');
  const first = `(${FIRST_PART_FILES.join('|')})`;
  const patterns = [...source.matchAll(/regExp: \/(.+)\/,?/g)].map((m) => new RegExp(m[1]!));
  expect(patterns).toHaveLength(6); // tr first (bundled), tr rest; en and ar first and rest
  expect(source.match(/\(generic\|session\|shell\)/g)).toHaveLength(6);
  expect(source).toContain(first);
  const [firstPattern, restPattern] = [patterns[0]!, patterns[1]!];
  for (const lang of LANGUAGES) {
    const files = readdirSync(path.join(ROOT, 'i18n', lang)).filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const name = `./${file}`;
      // Exactly one part holds each file; the first part is exactly the named files.
      expect([file, firstPattern.test(name), restPattern.test(name)]).toEqual([
        file,
        FIRST_PART_FILES.includes(file.replace('.json', '') as (typeof FIRST_PART_FILES)[number]),
        !FIRST_PART_FILES.includes(file.replace('.json', '') as (typeof FIRST_PART_FILES)[number]),
      ]);
    }
  }
  expect(DEFAULT_LANGUAGE).toBe('tr'); // the bundled first part is 'tr' in catalogue.web.ts
});
