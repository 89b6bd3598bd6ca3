import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (STYLE.md 'Data flows one way', decision 0018), as import-string
// patterns per directory: ESLint's own no-restricted-imports, no resolver needed.
const features = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const apiClientOnlyInEntities = {
  regex: '(^|/)lib/api-client(\\.ts)?$',
  message:
    'Only entities/ and lib/ talk to the API: fetch through an entities/<resource>/ hook or fetcher.',
};

const noOtherFeature = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${features.filter((f) => f !== feature).join('|')})(/|$)`,
  message:
    'Features do not import each other: move what both need to entities/, components/ or lib/.',
});

const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// The server's short-reads connection (decision 0012) is named in one module only.
const shortReadsModule = 'apps/server/src/db/short-reads.ts';
const noReadsHandle = {
  selector: "MemberExpression[property.name='reads']",
  message: `The short-reads connection is reached through ${shortReadsModule} (decision 0012).`,
};

// Files every tsconfig covers; the type-aware rules need a program for each file.
const typedFiles = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'apps/web/e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/data/**',
      'test-results/**',
      // Local, untracked measuring scripts (.gitignore).
      'bench/.scratch/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: typedFiles,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      // Fastify plugins, hooks and handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped answers on purpose (`inject().json()`, `response.json()` are
    // `any`) and assert their shape; typing each would only restate the assertion.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Vitest's and Playwright's fixtures hand out methods to call detached.
      '@typescript-eslint/unbound-method': 'off',
      // `(await res.json()) as Budget` reads better than `res.json<Budget>()` in a test.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Fakes stringify the URL the app passed (always a string) and build query strings.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: restrictImports(apiClientOnlyInEntities) },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(apiClientOnlyInEntities, noOtherFeature(feature)),
  })),
  {
    // A test may drive the client itself (the session provider's reaction to a 401).
    files: ['apps/web/src/app/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: restrictImports(),
  },
  {
    // Sign-in, registration, verification and reset run before there is a session and
    // cache nothing: they stay beside their pages (decision 0018).
    files: ['apps/web/src/features/auth/api/**/*.ts'],
    rules: restrictImports(noOtherFeature('auth')),
  },
  { files: ['apps/web/src/entities/**', 'apps/web/src/lib/**'], rules: restrictImports() },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [shortReadsModule],
    rules: { 'no-restricted-syntax': ['error', noReadsHandle] },
  },
);
