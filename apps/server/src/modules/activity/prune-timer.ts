import type { FastifyBaseLogger } from 'fastify';
import { backgroundTimer } from '../../lib/background-timer.ts';

/** Entries expire by the day: an hourly pass keeps the log within a day of its limit. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Pruning in the background, once at start and then hourly. Several processes
 * pruning at once only delete the same rows.
 */
export function pruneTimer(run: () => Promise<number>, log: FastifyBaseLogger) {
  return backgroundTimer(
    run,
    () => PRUNE_EVERY_MS,
    (err) => log.error({ err }, 'activity pruning failed'),
  );
}
