import type { FastifyBaseLogger } from 'fastify';
import { backgroundTimer } from '../../lib/background-timer.ts';

/** New days reach every rule within the hour; each read also catches its ledger up first. */
export const CATCH_UP_EVERY_MS = 60 * 60 * 1000;
/** After a run that left work (a long downtime), the next starts this soon instead. */
export const CATCH_UP_AGAIN_MS = 500;

/**
 * The catch-up in the background: once at start, then every hour, sooner while a
 * run reports more work, so the server answers (health checks first of all)
 * however far behind the rules are.
 */
export function catchUpTimer(run: () => Promise<{ more: boolean }>, log: FastifyBaseLogger) {
  return backgroundTimer(
    run,
    (outcome) => (outcome?.more ? CATCH_UP_AGAIN_MS : CATCH_UP_EVERY_MS),
    // Logged and tried again at the next hour: the occurrence key makes a retry safe.
    (err) => log.error({ err }, 'recurring catch-up failed'),
  );
}
