import type { FastifyBaseLogger } from 'fastify';

/** New days reach every rule within the hour; each read also catches its user up first. */
export const CATCH_UP_EVERY_MS = 60 * 60 * 1000;
/** After a run that left work (a long downtime), the next starts this soon instead. */
export const CATCH_UP_AGAIN_MS = 500;

/**
 * Runs `run` in the background: once at start, then every hour, sooner while a
 * run reports more work. Start-up never waits for it, so the server answers
 * (health checks first of all) however far behind the rules are; `stop` waits
 * for a run under way, so the database is not closed beneath it.
 */
export function catchUpTimer(run: () => Promise<{ more: boolean }>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    current = run()
      .then(
        ({ more }) => more,
        (err: unknown) => {
          // Logged and tried again at the next hour: the occurrence key makes a retry safe.
          log.error({ err }, 'recurring catch-up failed');
          return false;
        },
      )
      .then((more) => {
        current = null;
        if (stopped) return;
        timer = setTimeout(tick, more ? CATCH_UP_AGAIN_MS : CATCH_UP_EVERY_MS);
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
