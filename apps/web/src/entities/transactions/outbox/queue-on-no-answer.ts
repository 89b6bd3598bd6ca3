import { isApiError } from '../../../lib/api-error.ts';
import { getSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { currentUserId, newKey, queueWrite } from './outbox.ts';
import type { QueuedWriteInput } from './outbox-types.ts';

/**
 * Runs a transaction write with an Idempotency-Key; when no answer comes (offline, or the
 * answer lost on the way), the same write, key and all, joins the queue and null is
 * answered: the person's change is kept, and sent once when the server can be reached.
 * Any answer from the server (a refusal too) goes to the caller as before.
 */
export async function queueOnNoAnswer<T>(
  write: QueuedWriteInput,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<T | null> {
  const key = newKey();
  try {
    return await call({ 'Idempotency-Key': key });
  } catch (error) {
    if (!isApiError(error) || error.status !== 0 || currentUserId() === null) throw error;
    await queueWrite(write, getSelectedLedgerId(), key);
    return null;
  }
}
