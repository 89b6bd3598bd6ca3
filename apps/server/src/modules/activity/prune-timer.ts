import type { FastifyBaseLogger } from 'fastify';

/** Entries expire by the day: an hourly pass keeps the log within a day of its limit. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `run` in the background once at start, then hourly. Start-up never waits
 * for it; `stop` waits for a pass under way, so the database is not closed
 * beneath it. Several processes pruning at once only delete the same rows.
 */
export function pruneTimer(run: () => Promise<number>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    current = run()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'activity pruning failed'),
      )
      .then(() => {
        current = null;
        if (stopped) return;
        timer = setTimeout(tick, PRUNE_EVERY_MS);
        timer.unref();
      });
  };
  return {
    start: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
