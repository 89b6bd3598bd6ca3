import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import { openDatabase } from '../client.ts';
import type { Database } from '../database.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { DatabaseStartError } from '../embedded/errors.ts';
import { BackupError } from './format.ts';
import { listBackups } from './retention.ts';
import { backupSettings } from './schedule.ts';

/** Exit codes of `npm run backup` and `npm run restore` (README, decision 0022). */
export const EXIT = { ok: 0, failed: 1, usage: 2, inUse: 3 } as const;

/** Thrown for a wrong command line: the message and the usage line are printed. */
export class UsageError extends Error {}

/** Raised when the data directory belongs to a running server; the message says what to do. */
class InUseError extends Error {}

/** npm runs root scripts in the repository; a path given on the command line means the caller's directory. */
export const callerPath = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function age(at: Date): string {
  const hours = (Date.now() - at.getTime()) / 3_600_000;
  return hours < 1 ? 'less than an hour ago' : `${Math.round(hours)} h ago`;
}

/**
 * The configured database, as the server opens it. The embedded database
 * belongs to one process: while a server runs on DATA_DIR this says so and
 * what to do instead (`doing` names the command's purpose).
 */
export async function openConfigured(
  config: Config,
  doing: 'backup' | 'restore',
): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      engine: config.EMBEDDED_ENGINE,
      embeddedUser: config.EMBEDDED_POSTGRES_USER,
      poolSize: 2,
      // The engine's start-up chatter stays out of the command's output.
      log: { info: () => {}, warn: (m) => console.warn(m), error: (m) => console.error(m) },
    });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const settings = backupSettings(config);
    const newest = listBackups(settings.dir)[0];
    const lines = [
      `Elevate is running on ${config.DATA_DIR}: ${err.message}`,
      'The embedded database belongs to that server while it runs.',
    ];
    if (doing === 'backup') {
      if (settings.enabled) {
        lines.push(
          newest
            ? `Its newest automatic backup is ${path.join(settings.dir, newest.name)} (${age(newest.at)}).`
            : `It backs up by itself into ${settings.dir}.`,
        );
      }
      lines.push('To take a backup now: stop the server, run npm run backup, start it again.');
    } else {
      lines.push('Stop the server, run npm run restore again, then start the server.');
    }
    throw new InUseError(lines.join('\n'));
  }
}

/** Runs a command's body and turns every failure into a message and an exit code, never a stack. */
export async function runCommand(usage: string, body: (config: Config) => Promise<void>) {
  let code: number = EXIT.ok;
  try {
    await body(loadConfig());
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\nUsage: ${usage}`);
      code = EXIT.usage;
    } else if (err instanceof InUseError) {
      console.error(err.message);
      code = EXIT.inUse;
    } else if (
      err instanceof BackupError ||
      err instanceof ConfigError ||
      err instanceof DatabaseStartError
    ) {
      console.error(err.message);
      code = EXIT.failed;
    } else {
      console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
      code = EXIT.failed;
    }
  }
  process.exit(code);
}
