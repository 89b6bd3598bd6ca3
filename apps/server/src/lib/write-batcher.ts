export interface BatcherOptions {
  /** Most items in one batch. */
  maxBatch: number;
  /** Most batches running at once; further items wait and leave together. */
  maxInFlight: number;
}

/**
 * Gathers the calls made in one event-loop turn, and those made while
 * `maxInFlight` batches are already running, into one call of `runMany`
 * (decision 0031): many requests' writes become one statement, one trigger
 * run and one commit. `runMany` answers one output per item, in item order.
 * A batch of one, and every item of a batch that failed, goes through
 * `runOne`, so an item's error reaches its own caller only.
 */
export function writeBatcher<I, O>(
  runMany: (items: I[]) => Promise<O[]>,
  runOne: (item: I) => Promise<O>,
  { maxBatch, maxInFlight }: BatcherOptions,
) {
  type Waiting = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settleOne = (w: Waiting) => runOne(w.item).then(w.resolve, w.reject);

  async function run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return settleOne(batch[0] as Waiting);
    let outputs: O[];
    try {
      outputs = await runMany(batch.map((w) => w.item));
    } catch {
      // Nothing of a failed statement was written: each item again alone.
      await Promise.all(batch.map(settleOne));
      return;
    }
    batch.forEach((w, i) => w.resolve(outputs[i] as O));
  }

  function drain(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      inFlight += 1;
      void run(queue.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        drain();
      });
    }
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    });
}
