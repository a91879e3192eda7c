import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_MODULES = './apps/server/src/modules';
const serverModules = readdirSync(new URL(SERVER_MODULES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A module's SQL is its own: another module goes through its service (or a small function it
// exports), so the rules and transactions around that SQL are never skipped.
const queriesStayInTheirModule = serverModules.map((name) => ({
  target: `${SERVER_MODULES}/${name}`,
  from: serverModules
    .filter((other) => other !== name)
    .map((other) => `${SERVER_MODULES}/${other}/queries.ts`),
  message:
    "Another module's queries.ts is private to it: call that module's service.ts (or a small public function it exports) instead, so its rules and transactions stay in one place.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    rules: {
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // expect.any() and friends are typed any on purpose.
    files: ['**/*.test.{ts,tsx}', 'apps/*/test/**', 'apps/web/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      // Our imports name TypeScript files without an extension. With the plugin's defaults
      // (.js only) none of them resolves, and an import that does not resolve escapes
      // no-cycle and no-restricted-paths.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Dependencies point one way: the contract imports neither app; ui/ and lib/ know no feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './apps' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/web/src/ui', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/i18n', from: './apps/web/src/features' },
            ...queriesStayInTheirModule,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    // Imported by the service worker (sw.js): Web Push's handlers.
    files: ['apps/web/public/push-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // A feature is used through its index.ts; its other files are its own business.
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/.+',
              message:
                "Import another feature through its index.ts ('../feature'), not its files: what it exports there is what it offers.",
            },
          ],
        },
      ],
    },
  },
);
