import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment. Each one fails a
// test that prints console.error or an unexpected console.warn (the web's setup.ts loads it too).
const failOnConsole = new URL('./packages/shared/src/test/fail-on-console.ts', import.meta.url)
  .pathname;

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which on the 2-core CI machine
    // means one worker; that process only waits while the workers run, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          setupFiles: [failOnConsole],
        },
      },
      {
        // The repository's own checks (scripts/), such as the import-cycle checker of lint.
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          setupFiles: [failOnConsole],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Files that need several processes on one PostgreSQL run only when TEST_DATABASE_URL
          // names one (CI); files that start the server as other users only as root (CI runs
          // as root).
          exclude: [
            ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
            ...(process.getuid?.() === 0 ? [] : ['src/**/*.root.test.ts']),
          ],
          setupFiles: [failOnConsole],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
