import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noUntranslatedText } from './scripts/eslint/no-untranslated-text.js';
import { untranslatedAreas } from './apps/web/untranslated-areas.js';

// Import boundaries (decisions 0018 and 0048: imports flow one way, app → features →
// entities/components → lib on the web, modules → db on the server), as import-string
// patterns per directory: ESLint's own no-restricted-imports, no resolver needed. Import
// cycles are found by scripts/check-import-cycles.ts, run first by `npm run lint`.
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

// Screens reach the app-wide contexts (session, notifications, colour mode) through lib/;
// app/ assembles the features, so a feature importing it would loop back.
const noApp = {
  regex: '^(\\.\\./)+app/',
  message: 'Features do not import app/: what a screen needs from the app lives in lib/.',
};

const noFeatures = {
  regex: '(^|/)features/',
  message: 'entities/, lib/ and components/ sit below the features: they never import one.',
};

const noAppFromBelow = {
  regex: '^(\\.\\./)+app/',
  message: 'entities/, lib/ and components/ sit below app/: move what both need to lib/.',
};

// The database layer is below the modules: it calls up only through callbacks a module
// registers (the session cache subscribing to the revocation listener).
const noModulesFromDb = {
  regex: '(^|/)modules/',
  message: 'db/ never imports modules/: have the module register a callback with db/.',
};

// Tests assemble the app (its providers, query client, route guards) around a screen.
const featureTests = (feature) => [
  `apps/web/src/features/${feature}/**/*.test.{ts,tsx}`,
  `apps/web/src/features/${feature}/test/**`,
];

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
  {
    // Visible text comes from the message catalogues (decision 0064).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**', ...untranslatedAreas],
    plugins: { elevate: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'elevate/no-untranslated-text': 'error' },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(apiClientOnlyInEntities, noOtherFeature(feature), noApp),
  })),
  ...features.map((feature) => ({
    files: featureTests(feature),
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
    rules: restrictImports(noOtherFeature('auth'), noApp),
  },
  {
    files: ['apps/web/src/entities/**', 'apps/web/src/lib/**'],
    rules: restrictImports(noFeatures, noAppFromBelow),
  },
  {
    files: ['apps/web/src/components/**'],
    rules: restrictImports(apiClientOnlyInEntities, noFeatures, noAppFromBelow),
  },
  {
    // A test may build the app's query client around what it renders.
    files: ['apps/web/src/{entities,lib,components}/**/*.test.{ts,tsx}'],
    rules: restrictImports(noFeatures),
  },
  {
    // Its tests may drive the whole app, modules included, to fill a database.
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['apps/server/src/db/**/*.test.ts', 'apps/server/src/db/**/test/**'],
    rules: restrictImports(noModulesFromDb),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [shortReadsModule],
    rules: { 'no-restricted-syntax': ['error', noReadsHandle] },
  },
);
