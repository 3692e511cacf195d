// Lint: typescript-eslint, react-hooks, and import zones that keep imports flowing one way:
// shared → client/server (never back), components/lib → features (never back), features never import each other.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');

const fs = require('node:fs');

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

// The layers below the app: none of them imports the app or a feature.
const layerZones = ['store', 'components', 'api', 'lib', 'shell'].map((layer) => ({
  target: `./src/client/${layer}`,
  from: ['./src/client/app', './src/client/features'],
  message: `${layer}/ never imports the app or features (imports flow one way).`,
}));

module.exports = tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
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
            ...layerZones,
            ...featureZones,
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
);
