import { claimDue, scheduleRetry, takeOverdue } from './outbox.ts';
import { deliverContactMessage, type ContactDeps } from './service.ts';

const BATCH = 10;

export interface OutboxWorker {
  /** Stops polling and waits for the mail in flight; claimed messages not yet tried are let go. */
  stop(): Promise<void>;
}

/**
 * Every `retryBaseMs` (and once at start, for what a stopped process left behind):
 * report messages undelivered for an hour, then send what is due, a batch at a time.
 * Any number of processes may run this on one database (decision 0040).
 */
export function startOutboxWorker(deps: ContactDeps): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const reportOverdue = async () => {
    for (const message of await takeOverdue(deps.db)) {
      deps.log.error(
        {
          contactMessageId: message.id,
          attempts: message.attempts,
          createdAt: message.createdAt.toISOString(),
        },
        'support message undelivered for over an hour',
      );
    }
  };

  const sendDue = async () => {
    for (;;) {
      const batch = await claimDue(deps.db, BATCH);
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          // Another process may take these at once instead of after the lease.
          for (const rest of batch.slice(index)) await scheduleRetry(deps.db, rest.id, 0);
          return;
        }
        await deliverContactMessage(deps, message);
      }
      if (batch.length < BATCH) return;
    }
  };

  const tick = async () => {
    try {
      await reportOverdue();
      await sendDue();
    } catch (err) {
      deps.log.error({ err }, 'support outbox pass failed; the next one retries');
    }
    if (!stopped) timer = setTimeout(run, deps.retryBaseMs);
  };
  const run = () => {
    running = tick();
  };

  run();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
