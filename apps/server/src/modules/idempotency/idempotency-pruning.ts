import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundTimer } from '../../lib/background-timer.ts';
import { pruneIdempotencyKeys } from './idempotency-service.ts';

/** Keys live a day: an hourly pass keeps them within an hour of it (an expired one is never replayed). */
export const PRUNE_KEYS_EVERY_MS = 60 * 60 * 1000;

/**
 * Decision 0061: the idempotency keys older than a day are deleted in the background, once
 * at start and then hourly. Several processes pruning at once only delete the same rows.
 */
export const idempotencyPruning = fp(async (app: FastifyInstance) => {
  const prune = backgroundTimer(
    () => pruneIdempotencyKeys(app.db),
    () => PRUNE_KEYS_EVERY_MS,
    (err) => app.log.error({ err }, 'idempotency key pruning failed'),
  );
  app.addHook('onReady', async () => prune.start());
  app.addHook('onClose', async () => prune.stop());
});
