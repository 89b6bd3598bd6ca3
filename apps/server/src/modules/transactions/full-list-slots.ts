import { userSlots, type UserSlots } from '../../lib/user-slots.ts';

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

export type FullListSlots = UserSlots;

/** The slots of one process: per user one, in all FULL_LIST_SLOTS. */
export const fullListSlots = (waitMs: number): FullListSlots =>
  userSlots(FULL_LIST_SLOTS, waitMs, { inProgress: FULL_LIST_IN_PROGRESS, busy: FULL_LIST_BUSY });

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
