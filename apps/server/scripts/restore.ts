/**
 * npm run restore -- FILE [--force]
 * Restores a backup (npm run backup, an automatic one) into the configured
 * database, in one transaction. A database that holds data is replaced only
 * with --force. Exit codes: 0 restored, 1 refused or failed (nothing was
 * changed), 2 wrong usage, 3 a server is running on DATA_DIR (decision 0022).
 */
import { parseArgs } from 'node:util';
import { callerPath, openConfigured, runCommand, UsageError } from '../src/db/backup/cli.ts';
import { restoreDatabase } from '../src/db/backup/restore.ts';

const USAGE = 'npm run restore -- FILE [--force]';

await runCommand(USAGE, async (config) => {
  let values: { force?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean' } },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (positionals.length !== 1) throw new UsageError('Name one backup file.');
  const file = callerPath(positionals[0]!);
  const database = await openConfigured(config, 'restore');
  try {
    const started = performance.now();
    const summary = await restoreDatabase(database, file, { force: values.force === true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Restored ${summary.rows} rows in ${summary.tables} tables from ${file} ` +
        `(a backup of ${summary.header.createdAt}), in ${seconds} s.\n` +
        'Sign-ins are not part of a backup: everyone signs in again.',
    );
  } finally {
    await database.close();
  }
});
