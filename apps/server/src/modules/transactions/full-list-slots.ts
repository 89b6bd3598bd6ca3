import { serviceUnavailable, tooManyRequests } from '../../lib/errors.ts';
import { semaphore } from '../../lib/semaphore.ts';

export const FULL_LIST_IN_PROGRESS =
  'A full list is already downloading for this account. Please try again when it has finished.';
export const FULL_LIST_BUSY = 'The server is busy sending other lists. Please try again later.';

/**
 * Full lists streamed at once per process. The work is CPU-bound on the
 * database and here, so more at once only adds memory: each holds up to two
 * batches (one sent, one asked for ahead), its JSON and compression state,
 * and 50 at once took the server past 600 MB.
 */
export const FULL_LIST_SLOTS = 4;

export interface FullListSlots {
  /**
   * A slot for `userId`'s full list, or a 429 while that user has one
   * streaming (one account cannot hold every slot) and a 503 when no slot
   * frees up within the wait limit (nobody queues forever). The release
   * function may be called any number of times.
   */
  take(userId: string): Promise<() => void>;
}

/** The slots of one process: per user one, in all FULL_LIST_SLOTS. */
export function fullListSlots(waitMs: number): FullListSlots {
  const slots = semaphore(FULL_LIST_SLOTS);
  const streaming = new Set<string>();
  return {
    async take(userId) {
      if (streaming.has(userId)) throw tooManyRequests(FULL_LIST_IN_PROGRESS);
      streaming.add(userId);
      const release = await slots.acquire(waitMs);
      if (!release) {
        streaming.delete(userId);
        throw serviceUnavailable(FULL_LIST_BUSY);
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        streaming.delete(userId);
        release();
      };
    },
  };
}

/** What a full list may hold: a slot of the process's few, and the client's attention. */
export interface FullListLimits {
  slots: FullListSlots;
  /** A list whose client has not asked for more for this long is ended. */
  stallMs: number;
}

/**
 * The chunks of `source`, ending the stream (`stall`) when the client has
 * not asked for the next chunk within `stallMs` of the last one. The clock
 * runs only while a chunk waits to be taken, never while the database
 * works: a stalled or crawling reader is what it catches.
 */
export async function* untilStalled(
  source: AsyncGenerator<string>,
  stallMs: number,
  stall: () => void,
) {
  let timer: NodeJS.Timeout | undefined;
  try {
    for await (const chunk of source) {
      timer = setTimeout(stall, stallMs);
      yield chunk;
      clearTimeout(timer);
    }
  } finally {
    clearTimeout(timer);
  }
}
