import type { Endpoint } from '@elevate/shared/contract/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { backgroundTimer } from '../../lib/background-timer.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';
import { createBackground } from '../auth/deps.ts';
import { systemResolve } from './webhook-address.ts';
import { webhookDispatcher } from './webhook-dispatcher.ts';
import { budgetExceededEvents, eventsOfWrite, recurringDueEvents } from './webhook-events.ts';
import { queueEvents, queueWriteEvents, type QueuedEvent } from './webhook-queue.ts';
import { pruneDeliveries } from './webhook-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called once a ledger write answered 2xx (beside recordLedgerWrite): queues the
     * events it is for the ledger's webhooks, after the answer went out.
     */
    queueLedgerWebhooks: (request: FastifyRequest, endpoint: Endpoint, payload: unknown) => void;
    webhooks: {
      queue(events: QueuedEvent[]): Promise<string[]>;
      /** Looks for due deliveries now. */
      wake(): void;
      /** Resolves once every event of the writes answered so far is queued (for tests). */
      queued(): Promise<void>;
      /** Queues today's recurring.due events now (the hourly run, for tests). */
      queueRecurringDue(now?: Date): Promise<void>;
    };
  }
}

const HOUR = 60 * 60_000;

/** Webhooks' deliveries (decision 0060): the queue, the sender and their timers. */
export const webhookDelivery = fp(async (app: FastifyInstance) => {
  const { db, log, config } = app;
  const background = createBackground(log);
  const dispatcher = webhookDispatcher({
    db,
    log,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    resolve: systemResolve,
    retryBaseMs: config.WEBHOOK_RETRY_MS,
  });
  // The events of the writes answered in one event-loop turn go in as one statement,
  // one batch at a time so a ledger's events keep the order its writes were answered in.
  const batch = writeBatcher(
    async (items: QueuedEvent[][]) => {
      const outcome = await queueWriteEvents(db, items.flat());
      return items.map(() => outcome);
    },
    (item: QueuedEvent[]) => queueWriteEvents(db, item),
    { maxBatch: 200, maxInFlight: 1 },
  );
  const queueRecurringDue = async (now = new Date()) => {
    if ((await queueEvents(db, await recurringDueEvents(db, now))).length > 0) dispatcher.wake();
  };
  const hourly = backgroundTimer(
    async () => {
      await queueRecurringDue();
      await pruneDeliveries(db);
    },
    () => HOUR,
    (err) => log.error({ err }, 'webhook timer failed'),
  );

  app.decorate('webhooks', {
    queue: (events: QueuedEvent[]) => queueEvents(db, events),
    wake: () => dispatcher.wake(),
    queued: () => background.drain(),
    queueRecurringDue,
  });
  app.decorate(
    'queueLedgerWebhooks',
    (request: FastifyRequest, endpoint: Endpoint, answer: unknown) => {
      const { events, months } = eventsOfWrite(
        endpoint,
        request.params,
        answer,
        new Date(),
        request.monthStartDay,
      );
      if (events.length === 0) return;
      const { ledgerId } = request;
      background.run('webhook events', async () => {
        const outcome = await batch(events.map((e) => ({ ledgerId, ...e })));
        let queued = outcome.queued;
        // Only a ledger with a webhook listening to budget.exceeded reads its budgets.
        if (months.length > 0 && outcome.budgetLedgers.has(ledgerId)) {
          const exceeded = await queueEvents(db, await budgetExceededEvents(db, ledgerId, months));
          queued ||= exceeded.length > 0;
        }
        if (queued) dispatcher.wake();
      });
    },
  );
  app.addHook('onReady', async () => {
    dispatcher.start();
    hourly.start();
  });
  app.addHook('onClose', async () => {
    await background.drain();
    await hourly.stop();
    await dispatcher.stop();
  });
});
