import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { backupSettings, startAutomaticBackups } from './db/backup/schedule.ts';
import { openDatabase, type DatabaseLog } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DatabaseStartError } from './db/embedded/errors.ts';

/** Shutdown is cut short after this long, whatever still runs (a hung database, a slow client). */
const SHUTDOWN_LIMIT_MS = 9_000;

async function main() {
  const config = loadConfig();
  // Until the app's logger exists, the database's messages go to the console.
  let log: DatabaseLog = {
    info: (msg) => console.info(msg),
    warn: (msg) => console.warn(msg),
    error: (msg) => console.error(msg),
  };
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    engine: config.EMBEDDED_ENGINE,
    embeddedUser: config.EMBEDDED_POSTGRES_USER,
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    log: {
      info: (msg) => log.info(msg),
      warn: (msg) => log.warn(msg),
      error: (msg) => log.error(msg),
    },
  });
  const app = await buildApp({ config, database });
  log = {
    info: (msg) => app.log.info(msg),
    warn: (msg) => app.log.warn(msg),
    error: (msg) => app.log.error(msg),
  };

  // Decision 0022: daily backups of the embedded database into DATA_DIR/backups.
  const backup = backupSettings(config);
  const backups = backup.enabled
    ? startAutomaticBackups({ ...backup, database, log: app.log })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await app.close();
      await backups?.stop();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    app.log.error({ err }, 'could not start listening');
    await backups?.stop();
    await database.close();
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof DatabaseStartError
  ) {
    console.error(err.message);
  } else {
    console.error('Elevate failed to start:', err);
  }
  process.exit(1);
});
