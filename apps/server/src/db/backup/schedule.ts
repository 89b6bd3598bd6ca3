import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../database.ts';
import { dumpDatabase } from './dump.ts';
import { backupFileName, listBackups, pruneBackups } from './retention.ts';

export interface BackupSettings {
  enabled: boolean;
  dir: string;
  intervalMs: number;
  keepDaily: number;
  keepWeekly: number;
}

/** On by default for the embedded database, off on DATABASE_URL (the operator backs that up). */
export function backupSettings(config: Config): BackupSettings {
  return {
    enabled: config.BACKUP_ENABLED ?? !config.DATABASE_URL,
    dir: config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'),
    intervalMs: config.BACKUP_INTERVAL_HOURS * 3_600_000,
    keepDaily: config.BACKUP_KEEP_DAILY,
    keepWeekly: config.BACKUP_KEEP_WEEKLY,
  };
}

interface Log {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface AutomaticBackupOptions extends Omit<BackupSettings, 'enabled'> {
  database: Pick<Database, 'db' | 'kind'>;
  log: Log;
  /** The first backup waits this long after start, so a start is never slowed by one. */
  startDelayMs?: number;
}

/** Timers are re-armed at least this often, so a laptop's sleep or a clock change is caught up. */
const MAX_WAIT_MS = 60 * 60_000;
/** After a failed backup, the next try waits this long (the error is in the log). */
const RETRY_MS = 60 * 60_000;

/**
 * Backs the database up into `dir` whenever its newest backup is `intervalMs`
 * old (at once when there is none, after the start delay), then prunes old
 * ones (retention.ts). A machine that was off at the usual time gets its
 * backup soon after it starts. stop() abandons a backup under way (nothing is
 * written) and resolves once it has stopped.
 */
export function startAutomaticBackups(options: AutomaticBackupOptions): { stop(): Promise<void> } {
  const { database, dir, intervalMs, keepDaily, keepWeekly, log } = options;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let notBefore = Date.now() + (options.startDelayMs ?? 10 * 60_000);

  const dueAt = () => (listBackups(dir)[0]?.at.getTime() ?? 0) + intervalMs;

  const schedule = () => {
    if (abort.signal.aborted) return;
    const wait = Math.max(dueAt(), notBefore) - Date.now();
    timer = setTimeout(tick, Math.min(Math.max(wait, 0), MAX_WAIT_MS));
    timer.unref();
  };

  const backUp = async () => {
    // Backups hold password hashes: only the server's user reads them.
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, backupFileName(new Date()));
    const started = performance.now();
    try {
      const summary = await dumpDatabase(database, file, { signal: abort.signal });
      const removed = pruneBackups(dir, keepDaily, keepWeekly);
      log.info(
        {
          file,
          rows: summary.rows,
          bytes: summary.bytes,
          ms: Math.round(performance.now() - started),
          removed,
        },
        'automatic backup written',
      );
    } catch (err) {
      if (abort.signal.aborted) return;
      notBefore = Date.now() + RETRY_MS;
      log.error({ err, file }, 'automatic backup failed; trying again in an hour');
    }
  };

  function tick() {
    if (Date.now() < Math.max(dueAt(), notBefore)) return schedule();
    running = backUp().finally(() => {
      running = undefined;
      schedule();
    });
  }

  log.info(
    { dir, everyHours: intervalMs / 3_600_000, keepDaily, keepWeekly },
    'automatic backups on',
  );
  schedule();
  return {
    stop: async () => {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
