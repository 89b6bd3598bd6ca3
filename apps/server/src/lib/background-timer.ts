/**
 * Runs `run` in the background: once at `start`, then again after the delay
 * `next` picks from its outcome (null when it failed; the failure goes to
 * `failed` first). Start-up never waits for it; `stop` waits for a run under
 * way, so the database is not closed beneath it.
 */
export function backgroundTimer<T>(
  run: () => Promise<T>,
  next: (outcome: T | null) => number,
  failed: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    current = run()
      .then(
        (outcome) => outcome,
        (err: unknown) => {
          failed(err);
          return null;
        },
      )
      .then((outcome) => {
        current = null;
        if (stopped) return;
        timer = setTimeout(tick, next(outcome));
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
