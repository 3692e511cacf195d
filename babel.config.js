// One Babel config for webpack (browser) and jest (node): TypeScript is stripped, never type-checked here (`npm run typecheck` does that).
const fs = require('node:fs');
const path = require('node:path');

// Tests only: `import { Button } from 'antd'` becomes `import Button from 'antd/lib/button'` (the same object:
// antd's index re-exports each component's default), and `import { PlusOutlined } from '@ant-design/icons'`
// becomes `import PlusOutlined from '@ant-design/icons/lib/icons/PlusOutlined'`. Jest runs CommonJS without
// tree shaking and loads every module afresh in each test file: the two indexes alone load all of antd's
// ~70 components and ~800 icons (about 2 s per test file). webpack tree-shakes the ES builds and needs none of this.
function antdEntries() {
  const dir = path.dirname(require.resolve('antd/package.json'));
  const index = fs.readFileSync(path.join(dir, 'lib/index.js'), 'utf8');
  const files = new Map(
    [...index.matchAll(/var (_\w+) = _interopRequireDefault\(require\("\.\/([\w-]+)"\)\)/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const entries = new Map();
  for (const [, name, variable] of index.matchAll(
    /exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g,
  )) {
    if (files.has(variable)) entries.set(name, `antd/lib/${files.get(variable)}`);
  }
  return entries;
}

function iconEntry(name) {
  const dir = path.dirname(require.resolve('@ant-design/icons/package.json'));
  return /^[A-Z]\w+$/.test(name) && fs.existsSync(path.join(dir, 'lib/icons', `${name}.js`))
    ? `@ant-design/icons/lib/icons/${name}`
    : undefined;
}

function splitLibraryImports({ types: t }) {
  let antd;
  const entryOf = {
    antd: (name) => (antd ??= antdEntries()).get(name),
    '@ant-design/icons': iconEntry,
  };
  return {
    name: 'split-library-imports',
    visitor: {
      ImportDeclaration(importPath) {
        const entry = entryOf[importPath.node.source.value];
        if (!entry || importPath.node.importKind === 'type') return;
        const kept = [];
        const split = [];
        for (const specifier of importPath.node.specifiers) {
          const file =
            t.isImportSpecifier(specifier) &&
            specifier.importKind !== 'type' &&
            entry(specifier.imported.name ?? specifier.imported.value);
          if (file)
            split.push(
              t.importDeclaration(
                [t.importDefaultSpecifier(t.identifier(specifier.local.name))],
                t.stringLiteral(file),
              ),
            );
          else kept.push(specifier);
        }
        if (split.length === 0) return;
        if (kept.length === 0) {
          importPath.replaceWithMultiple(split);
        } else {
          importPath.node.specifiers = kept;
          importPath.insertAfter(split);
        }
      },
    },
  };
}

module.exports = (api) => {
  const isTest = api.env('test');
  const versions = isTest
    ? { antd: require('antd/package.json').version, icons: require('@ant-design/icons/package.json').version }
    : {};
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    // The versions are options only so that babel-jest's cache key changes when either package does.
    plugins: isTest ? [[splitLibraryImports, versions]] : [],
  };
};
