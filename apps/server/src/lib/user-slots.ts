import { serviceUnavailable, tooManyRequests } from './errors.ts';
import { semaphore } from './semaphore.ts';

export interface UserSlots {
  /**
   * A slot for `userId`, or a 429 (`inProgress`) while that user holds one (one
   * account cannot hold every slot) and a 503 (`busy`) when no slot frees up
   * within the wait limit (nobody queues forever). The release function may be
   * called any number of times.
   */
  take(userId: string): Promise<() => void>;
}

/** `size` slots of one process for heavy work, one at a time per user. */
export function userSlots(
  size: number,
  waitMs: number,
  messages: { inProgress: string; busy: string },
): UserSlots {
  const slots = semaphore(size);
  const holding = new Set<string>();
  return {
    async take(userId) {
      if (holding.has(userId)) throw tooManyRequests(messages.inProgress);
      holding.add(userId);
      const release = await slots.acquire(waitMs);
      if (!release) {
        holding.delete(userId);
        throw serviceUnavailable(messages.busy);
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        holding.delete(userId);
        release();
      };
    },
  };
}
