// Lint: typescript-eslint, react-hooks, and import zones that keep imports flowing one way:
// shared → client/server (never back), components/lib → features (never back), features never import each other.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');

const featureZones = ['members', 'users', 'roles', 'articles', 'branches', 'support'].map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: 'Features never import each other; the app (routes) composes them.',
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
            { target: './src/shared', from: ['./src/client', './src/server', './src/tools'], message: 'shared/ is imported by both programs and imports neither.' },
            { target: './src/server', from: './src/client', message: 'The server never imports the SPA.' },
            { target: './src/client', from: './src/server', message: 'The SPA never imports the server.' },
            { target: './src/client/components', from: './src/client/features', message: 'Generic components never import features.' },
            { target: './src/client/store', from: './src/client/features', message: 'The store factory never imports features.' },
            { target: './src/client/api', from: './src/client/features', message: 'The API layer never imports features.' },
            ...featureZones,
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
);
