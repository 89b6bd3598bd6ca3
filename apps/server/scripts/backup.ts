/**
 * npm run backup [-- FILE|DIRECTORY]
 * Writes a backup of the configured database (the embedded one in DATA_DIR, or
 * DATABASE_URL) now: into BACKUP_DIR (default DATA_DIR/backups) under a
 * timestamped name, or to FILE. Exit codes: 0 written, 1 failed, 2 wrong
 * usage, 3 a server is running on DATA_DIR (decision 0022).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { callerPath, openConfigured, runCommand, UsageError } from '../src/db/backup/cli.ts';
import { dumpDatabase } from '../src/db/backup/dump.ts';
import { backupFileName } from '../src/db/backup/retention.ts';
import { backupSettings } from '../src/db/backup/schedule.ts';

const USAGE = 'npm run backup [-- FILE|DIRECTORY]';

await runCommand(USAGE, async (config) => {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (positionals.length > 1) throw new UsageError('Give at most one output file.');
  let file = path.join(backupSettings(config).dir, backupFileName(new Date()));
  if (positionals[0] !== undefined) {
    file = callerPath(positionals[0]);
    if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      file = path.join(file, backupFileName(new Date()));
    } else if (fs.existsSync(file)) {
      throw new UsageError(`${file} already exists: name a new file.`);
    }
  }
  // Backups hold password hashes: a new directory is the user's own.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = await openConfigured(config, 'backup');
  try {
    const started = performance.now();
    const summary = await dumpDatabase(database, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size = (summary.bytes / 1_048_576).toFixed(1);
    console.info(
      `Backup written: ${file}\n${summary.rows} rows in ${summary.tables} tables, ${size} MB, ` +
        `schema ${summary.header.schema.tag}, in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
});
