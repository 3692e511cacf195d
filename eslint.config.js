// Lint: typescript-eslint, react-hooks, and import zones that keep imports flowing one way:
// shared → client/server (never back), components/lib → features (never back), features never import each other;
// on the server, machinery → modules (never back), modules never import each other, the machinery's layers import
// downward only; tools use both programs.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');

const fs = require('node:fs');
const path = require('node:path');

// One zone per feature folder, read from the disk: a new feature is covered without editing this file.
const featureZones = fs
  .readdirSync('./src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`],
    message: 'Features never import each other; the app composes them.',
  }));

// One zone per server module: a module never imports another (what they share is machinery).
const moduleZones = fs
  .readdirSync('./src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/server/modules/${name}`,
    from: './src/server/modules',
    except: [`./${name}`, './module.ts'],
    message: 'Server modules never import each other; app.ts composes them.',
  }));

// The server's machinery never imports a module: modules plug into it through modules/index.ts and app.ts.
const machineryZones = fs
  .readdirSync('./src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'modules')
  .map(({ name }) => ({
    target: `./src/server/${name}`,
    from: './src/server/modules',
    message: `server/${name}/ is machinery and never imports a module (imports flow one way).`,
  }));

// The machinery's layers, bottom to top: each imports only the layers below it (lib/ holds leaf helpers the seeds
// share with auth/; pdf/ is the PDF worker and what every render draws with, above the errors its 503 answers;
// maintenance/ is the CLI's backups, above the media they copy). A new folder takes its place
// here: linting stops until it does, so no folder goes unchecked.
const serverLayers = [
  'lib',
  'worker',
  'db',
  'mail',
  'http',
  'pdf',
  'history',
  'auth',
  'media',
  'resources',
  'maintenance',
  'openapi',
  'routes',
];
const unplaced = machineryZones
  .map(({ target }) => path.basename(target))
  .filter((name) => !serverLayers.includes(name));
if (unplaced.length > 0)
  throw new Error(
    `eslint.config.js: add src/server/${unplaced.join(', ')} to serverLayers, where it belongs`,
  );
const serverLayerZones = serverLayers.slice(0, -1).map((name, index) => ({
  target: `./src/server/${name}`,
  from: serverLayers.slice(index + 1).map((above) => `./src/server/${above}`),
  message: `server/${name}/ imports only the layers below it: ${serverLayers.join(' → ')} (bottom to top).`,
}));

// The layers below the app: none of them imports the app or a feature.
const layerZones = ['store', 'components', 'api', 'lib', 'shell'].map((layer) => ({
  target: `./src/client/${layer}`,
  from: ['./src/client/app', './src/client/features'],
  message: `${layer}/ never imports the app or features (imports flow one way).`,
}));

module.exports = tseslint.config(
  { ignores: ['dist/**', 'build/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/client', './src/server', './src/tools'],
              message: 'shared/ is imported by both programs and imports neither.',
            },
            { target: './src/server', from: './src/client', message: 'The server never imports the SPA.' },
            { target: './src/client', from: './src/server', message: 'The SPA never imports the server.' },
            {
              target: ['./src/client', './src/server'],
              from: './src/tools',
              message: 'tools/ (start, replay) use the programs; the programs never import tools.',
            },
            ...moduleZones,
            ...machineryZones,
            ...serverLayerZones,
            ...layerZones,
            ...featureZones,
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    // A module's hooks and routes reach the database through repositories (the module's own, or db/repositories).
    files: ['src/server/modules/*/{hooks,*Hooks,route,*Route}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto)$/]',
          message:
            "Hooks and routes query through a repository (the module's repository.ts or db/repositories).",
        },
      ],
    },
  },
  {
    // redux-mock-store is unmaintained: fenced in one test helper (thunk action sequences); real stores elsewhere.
    ignores: ['__tests__/client/helpers/thunkActions.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'redux-mock-store',
              message: 'Use recordingStore from __tests__/client/helpers/thunkActions.ts, or a real store.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to reach the store: the typed hooks of store/hooks.ts (which re-exports Provider and shallowEqual).
    // After the block above: this rule's paths replace its list for the SPA's files, so it repeats it.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'redux-mock-store',
              message: 'Tests only: see __tests__/client/helpers/thunkActions.ts.',
            },
            {
              name: 'react-redux',
              message:
                'Use the typed hooks of src/client/store/hooks.ts (useAppSelector, useAppDispatch, …).',
            },
          ],
        },
      ],
    },
  },
);
