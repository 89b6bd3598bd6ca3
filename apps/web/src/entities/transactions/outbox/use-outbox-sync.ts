import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { getCacheOwner } from '../../../lib/storage.ts';
import { invalidateAfter } from '../../invalidation.ts';
import {
  loadOutbox,
  markConflict,
  outboxSnapshot,
  removeWrite,
  subscribeToOutbox,
} from './outbox.ts';
import { sendQueuedWrite } from './outbox-send.ts';
import { syncWrites, type SendOutcome } from './outbox-sync.ts';

/** While writes wait, the queue is tried this often besides when the browser says it is online. */
const RETRY_MS = 30_000;

function refreshAfter(queryClient: QueryClient, outcome: Extract<SendOutcome, { kind: 'sent' }>) {
  const { write } = outcome;
  // Without a readable answer, the row as it was written says which months it touched.
  const answer = outcome.answer as Transaction | null;
  if (write.kind === 'create') {
    return invalidateAfter(queryClient, {
      kind: 'transactionCreated',
      transaction: answer ?? (write.body as unknown as Transaction),
    });
  }
  if (write.kind === 'update') {
    return invalidateAfter(queryClient, {
      kind: 'transactionUpdated',
      before: write.transaction,
      after: answer ?? { ...write.transaction, ...write.changes },
    });
  }
  return invalidateAfter(queryClient, {
    kind: 'transactionDeleted',
    transaction: write.transaction,
  });
}

/**
 * Sends the signed-in user's queued writes (decision 0062): at start, when the browser is
 * back online, whenever one is queued or released from a conflict, and every half minute
 * while any wait. One round at a time, in order; each sent write leaves the queue and
 * refreshes what it touched.
 */
export function useOutboxSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let running = false;
    let again = false;
    let stopped = false;
    const run = async () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        const writes = await loadOutbox(getCacheOwner() ?? userId);
        await syncWrites(writes, {
          send: sendQueuedWrite,
          sent: async (outcome) => {
            await removeWrite(outcome.write.key);
            void refreshAfter(queryClient, outcome);
          },
          conflict: async (write, message) => void (await markConflict(write.key, message)),
        });
      } catch {
        // The queue could not be read or written: the next round tries again.
      } finally {
        running = false;
        if (again && !stopped) {
          again = false;
          void run();
        }
      }
    };
    void run();
    const online = () => void run();
    window.addEventListener('online', online);
    const timer = setInterval(() => {
      if (outboxSnapshot().some((w) => w.conflict === undefined)) void run();
    }, RETRY_MS);
    // A new write, or one released from its conflict, is sent now if the way is open; a
    // round's own reading of the queue changes nothing here, so it starts no other round.
    const waitingNow = () =>
      outboxSnapshot()
        .filter((w) => w.conflict === undefined)
        .map((w) => `${w.key}:${w.force ? 'force' : ''}`);
    let known = new Set(waitingNow());
    const unsubscribe = subscribeToOutbox(() => {
      const waiting = waitingNow();
      if (waiting.some((entry) => !known.has(entry))) void run();
      known = new Set(waiting);
    });
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      clearInterval(timer);
      unsubscribe();
    };
  }, [queryClient, userId]);
}
