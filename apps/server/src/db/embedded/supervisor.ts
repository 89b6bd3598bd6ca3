import type { DatabaseLog } from './database-log.ts';
import type { Postmaster } from './postmaster.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Between attempts to start again: quick at first, then every 30 s. */
const BACKOFF_MS = [200, 500, 1_000, 2_000, 5_000, 10_000, 30_000];
const backoff = (attempt: number) => BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;

/**
 * Backends of a postmaster that was killed outlive it by a moment and keep its
 * shared memory: a new postmaster refuses until they are gone. Worth a retry.
 */
function isTransient(err: unknown): boolean {
  return /shared memory block|lock file .* already exists/.test(String(err));
}

/**
 * Starts the postmaster, and starts it again whenever it stops without being
 * asked (killed, crashed): the server keeps running and /api/health answers
 * 503 meanwhile; postgres.js opens connections afresh on the next query.
 * `stop` stops whichever postmaster exists, one still starting included.
 */
export async function supervise(
  spawn: () => Postmaster,
  log: DatabaseLog,
): Promise<{ stop(): Promise<void> }> {
  let stopping = false;
  let current: Postmaster | undefined;
  let timer: NodeJS.Timeout | undefined;

  const launch = async () => {
    const postmaster = spawn();
    current = postmaster;
    await postmaster.ready;
    return postmaster;
  };

  const watch = (postmaster: Postmaster) => {
    void postmaster.exited.then(() => {
      if (stopping || current !== postmaster) return;
      log.error(
        `The database server (pid ${postmaster.pid}) stopped unexpectedly: starting it again.`,
      );
      void restart(0);
    });
  };

  const restart = async (attempt: number) => {
    if (stopping) return;
    try {
      const postmaster = await launch();
      if (stopping) return;
      log.info(`The database server is running again (pid ${postmaster.pid}).`);
      watch(postmaster);
    } catch (err) {
      if (stopping) return;
      if (!isTransient(err))
        log.error(`The database server could not be started again: ${String(err)}`);
      timer = setTimeout(() => void restart(attempt + 1), backoff(attempt));
    }
  };

  for (let attempt = 0; ; attempt++) {
    try {
      watch(await launch());
      break;
    } catch (err) {
      if (attempt >= 8 || !isTransient(err)) throw err;
      await sleep(backoff(attempt));
    }
  }
  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await current?.stop();
    },
  };
}
