import { targetId, type QueuedWrite } from './outbox-types.ts';

/** What sending one queued write came to. */
export type SendOutcome =
  | { kind: 'sent'; write: QueuedWrite; answer: unknown }
  /** The server refused it for a reason the person must see (a newer version, a deleted row). */
  | { kind: 'conflict'; message: string }
  /** No answer, or a server error: try again later, from this write on. */
  | { kind: 'later' };

export interface SyncSteps {
  send(write: QueuedWrite): Promise<SendOutcome>;
  sent(outcome: Extract<SendOutcome, { kind: 'sent' }>): Promise<void>;
  conflict(write: QueuedWrite, message: string): Promise<void>;
}

/**
 * Sends the queued writes in the order they were made, each once at a time. A write in
 * conflict waits for the person, and so do the later writes of the same transaction (an
 * edit after a refused edit would overwrite the question); other writes go on. No answer
 * stops the round: the rest keep their order for the next one. Answers how many were sent.
 */
export async function syncWrites(writes: readonly QueuedWrite[], steps: SyncSteps) {
  const held = new Set<string>();
  let sent = 0;
  for (const write of writes) {
    const target = targetId(write);
    if (write.conflict !== undefined) {
      if (target) held.add(target);
      continue;
    }
    if (target && held.has(target)) continue;
    const outcome = await steps.send(write);
    if (outcome.kind === 'later') return { sent, stopped: true };
    if (outcome.kind === 'conflict') {
      if (target) held.add(target);
      await steps.conflict(write, outcome.message);
      continue;
    }
    await steps.sent(outcome);
    sent += 1;
  }
  return { sent, stopped: false };
}
