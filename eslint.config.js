// One lint for the whole workspace; it runs inside `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// Feature boundaries of the web app (bulletproof-react): a feature never imports another
// feature, shared code (components, hooks, lib) imports no feature, and only `app` composes
// features. One zone per feature folder, read from the tree so a new feature is covered at once.
const webSrc = join(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webImportZones = [
  ...webFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in src/app, or move the shared piece to src/components, src/hooks or src/lib.',
  })),
  ...['components', 'hooks', 'lib'].map((shared) => ({
    target: `./${shared}`,
    from: ['./features', './app'],
    message: 'Shared code does not depend on features or on the app.',
  })),
  { target: './features', from: './app', message: 'Features do not import the app; the app composes them.' },
];

// Layers of the server (routes -> domain -> db): a route validates, asks one domain function and
// answers; only the domain reaches the database (the Drizzle schema and client, drizzle-orm's SQL
// builders, the database drivers). The domain knows nothing of HTTP composition: no route, plugin or app.
const serverSrc = join(import.meta.dirname, 'apps/server/src');
const routesZone = { target: './routes', from: './db', message: 'A route does not reach the database: call a function of src/domain, which takes `app.db`.' };
const domainZone = {
  target: './domain',
  from: ['./routes', './plugins', './app.ts', './server.ts'],
  message: 'The domain does not import routes, plugins or the app: they call it.',
};
const databasePackages = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/server/dist-test*/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      // Scratch output at any depth, such as apps/web/.tmp/first-paint (the web build's server render).
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves extensionless TypeScript imports, without which no-cycle sees no edges.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webImportZones }],
    },
  },
  {
    // Route budgets (decision 017, session 22): date-fns' format and parse bring its English locale
    // and every token's formatter or parser to the screens; names are the interface's (i18n/format.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              importNames: ['format', 'parse'],
              message: 'Write digits with lightFormat and read ISO dates with parseISO; words come from i18n/format.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: serverSrc, zones: [routesZone, domainZone] }] },
  },
  {
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: databasePackages, message: 'A route does not build SQL: call a function of src/domain.' }] }],
    },
  },
  {
    // Route tests may reach the database: they arrange and check the stored rows themselves (on a
    // real migrated database, never a mocked one), which is not a route doing so.
    files: ['apps/server/src/routes/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: serverSrc, zones: [domainZone] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
