import { activityApi } from '@elevate/shared/contract/activity';
import type { Endpoint } from '@elevate/shared/contract/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { shortReads } from '../../db/short-reads.ts';
import { notFound } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { LEDGER_NOT_FOUND } from '../../plugins/ledger-access.ts';
import { createBackground } from '../auth/deps.ts';
import { findMembership } from '../ledgers/membership.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import {
  listActivity,
  pruneActivity,
  recordActivities,
  recordActivity,
  type ActivityInput,
} from './activity-service.ts';
import { describeWrite, writesNothing } from './describe-write.ts';
import { pruneTimer } from './prune-timer.ts';

/**
 * The activity log (decision 0049): each successful ledger write is written to
 * it after the answer went out, in the background (a failure is logged, never
 * the request's), and told to the ledger's live streams; every member reads it.
 * Registered after liveRoutes (it publishes there) and before the data routes.
 */
export const activityRoutes = fp(async (app: FastifyInstance) => {
  const background = createBackground(app.log);
  const prune = pruneTimer(() => pruneActivity(app.db), app.log);
  // The entries of the writes answered in one event-loop turn go in as one statement and
  // one commit, which does not wait for the disk (decision 0050): the log must not cost
  // each write a synced commit of its own.
  const record = writeBatcher(
    (events: ActivityInput[]) => recordActivities(app.db, events, { diskWait: false }),
    (event: ActivityInput) => recordActivity(app.db, event, { diskWait: false }),
    { maxBatch: 500, maxInFlight: 2 },
  );
  app.addHook('onReady', async () => prune.start());
  app.addHook('onClose', async () => {
    await prune.stop();
    await background.drain();
  });

  app.decorate('ledgerWritesLogged', () => background.drain());
  app.decorate(
    'recordLedgerWrite',
    (request: FastifyRequest, _reply: unknown, endpoint: Endpoint, answer: unknown) => {
      const { ledgerId, userId } = request;
      if (writesNothing({ body: request.body })) return;
      const write = describeWrite({
        endpoint,
        params: request.params,
        query: request.query,
        body: request.body,
        answer,
      });
      if (!write) {
        app.log.warn({ path: endpoint.path }, 'ledger write the activity log does not know');
        return;
      }
      background.run('ledger activity', async () => {
        let actorName: string | null = null;
        try {
          ({ actorName } = await record({ ledgerId, actorId: userId, ...write }));
        } finally {
          // Told even when the log's row failed: the change itself happened.
          await app.ledgerEvents.publish({
            ledgerId,
            resource: write.entity,
            ids: write.entityId ? [write.entityId] : [],
            actorId: userId,
            actorName,
          });
        }
      });
    },
  );

  const on = contractRoutes(app);
  on(activityApi.list, async (request) => {
    const { id } = request.params;
    const reads = shortReads(app);
    if ((await findMembership(reads, id, request.userId)) === null) {
      throw notFound(LEDGER_NOT_FOUND);
    }
    return { events: await listActivity(reads, id.toLowerCase(), request.query) };
  });
});
