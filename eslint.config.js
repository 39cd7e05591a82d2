import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

/**
 * The layers and which way imports may go (README.md, Layout). Every import between the project's
 * folders is relative, so a pattern names the folder an import climbs into.
 * @param {string} folder
 * @param {string} message
 */
const into = (folder, message) => ({ regex: `^(\\.\\./)+${folder}(/|$)`, message });

const NODE_MODULES = {
  regex: `^(node:|(${builtinModules.join('|')})(/|$))`,
  message: 'Node modules are for server/ only: this code runs in the browser.',
};
const NO_SRC = into('src', 'src/ is the browser app: share code through resources/ instead.');
const NO_SERVER = into(
  'server',
  'server/ is the reference server: share code through resources/contracts instead.',
);
const NO_TESTS = into('tests', 'tests/ is not part of the product: the product never imports it.');
const NO_I18N = into('i18n', 'resources/ names message keys; the messages themselves stay in i18n/.');
const NO_APP = into('app', 'src/app/ assembles the others; providers, engine and features never import it.');
const NO_BOOT = into('boot', 'src/boot/ starts the app; providers, engine and features never import it.');

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature reaches another one only through its index.ts, the API it chose to publish. */
const otherFeatures = (/** @type {string} */ feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    regex: `^(\\.\\./)+${other}/(?!index$)`,
    message: `Import the ${other} feature through its index.ts (../${other}).`,
  }));

/**
 * @param {string[]} files
 * @param {{ regex: string; message: string }[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrictImports = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** Node's globals are typed in src/ too (papaparse's types pull them in), so lint keeps them out. */
const NODE_GLOBALS = [
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
  'setImmediate',
].map((name) => ({ name, message: 'A Node global: src/ runs in the browser.' }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'data',
      'node_modules',
      'test-results',
      'bench/results',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Every store call is async (server/db/database.ts): a query nobody awaits escapes its
    // transaction and its errors, so the server's code is linted with its types for that.
    files: ['server/**/*.ts', 'tests/server/**/*.ts'],
    languageOptions: { parserOptions: { project: ['./tsconfig.server.json', './tsconfig.tests.json'] } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // A promise returned un-awaited from a try (or a transaction's callback wrapped in one)
      // rejects after its catch and finally have run: the error escapes them.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['server/**', 'build/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  restrictImports(['build/**'], [NO_SRC, NO_SERVER, NO_TESTS]),
  { files: ['tests/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['src/**'], rules: { 'no-restricted-globals': ['error', ...NODE_GLOBALS] } },

  restrictImports(['resources/**'], [NODE_MODULES, NO_SRC, NO_SERVER, NO_TESTS, NO_I18N]),
  restrictImports(['i18n/**'], [NODE_MODULES, NO_SRC, NO_SERVER, NO_TESTS]),
  restrictImports(['server/**'], [NO_SRC, NO_TESTS]),
  // The benchmarks drive the browser and start the server with the browser tests' own helpers.
  restrictImports(['bench/**'], [NO_SRC]),
  restrictImports(['src/**'], [NODE_MODULES, NO_SERVER, NO_TESTS]),
  restrictImports(
    ['src/providers/**', 'src/engine/**'],
    [NODE_MODULES, NO_SERVER, NO_TESTS, NO_APP, NO_BOOT],
  ),
  ...FEATURES.map((feature) =>
    restrictImports(
      [`src/features/${feature}/**`],
      [NODE_MODULES, NO_SERVER, NO_TESTS, NO_APP, NO_BOOT, ...otherFeatures(feature)],
    ),
  ),
);
