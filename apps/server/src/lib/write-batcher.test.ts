import { describe, expect, it } from 'vitest';
import { writeBatcher } from './write-batcher.ts';

/** A fake statement: records its batches, answers each item doubled, fails on a 13. */
function fakeStore(options = { maxBatch: 3, maxInFlight: 1 }) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const gates: (() => void)[] = [];
  let hold = false;
  const wait = () => (hold ? new Promise<void>((resolve) => gates.push(resolve)) : undefined);
  const write = writeBatcher<number, number>(
    async (items) => {
      batches.push(items);
      await wait();
      if (items.includes(13)) throw new Error('statement failed');
      return items.map((n) => n * 2);
    },
    async (item) => {
      singles.push(item);
      await wait();
      if (item === 13) throw new Error(`item ${item} refused`);
      return item * 2;
    },
    options,
  );
  return {
    write,
    batches,
    singles,
    holdBatches: () => (hold = true),
    release: () => {
      hold = false;
      gates.splice(0).forEach((open) => open());
    },
  };
}

describe('writeBatcher', () => {
  it('sends the calls of one turn as one batch and answers each its own output', async () => {
    const store = fakeStore({ maxBatch: 10, maxInFlight: 1 });
    const outputs = await Promise.all([1, 2, 3, 4].map(store.write));
    expect(outputs).toEqual([2, 4, 6, 8]);
    expect(store.batches).toEqual([[1, 2, 3, 4]]);
    expect(store.singles).toEqual([]);
  });

  it('sends a lone call on its own', async () => {
    const store = fakeStore();
    expect(await store.write(5)).toBe(10);
    expect(store.batches).toEqual([]);
    expect(store.singles).toEqual([5]);
  });

  it('splits at maxBatch and gathers what arrives while the batches in flight run', async () => {
    const store = fakeStore({ maxBatch: 3, maxInFlight: 1 });
    store.holdBatches();
    const first = [1, 2, 3, 4].map(store.write);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.batches).toEqual([[1, 2, 3]]);
    const later = [5, 6].map(store.write);
    await new Promise((resolve) => setImmediate(resolve));
    // One batch runs at a time: 4, 5 and 6 wait for it and then leave together.
    expect(store.batches).toEqual([[1, 2, 3]]);
    store.release();
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(store.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('runs up to maxInFlight batches at once', async () => {
    const store = fakeStore({ maxBatch: 2, maxInFlight: 2 });
    store.holdBatches();
    const all = [1, 2, 3, 4, 5, 6].map(store.write);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    store.release();
    expect(await Promise.all(all)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(store.batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('retries a failed batch item by item, so only the bad item fails', async () => {
    const store = fakeStore({ maxBatch: 10, maxInFlight: 1 });
    const results = await Promise.allSettled([12, 13, 14].map(store.write));
    expect(results).toEqual([
      { status: 'fulfilled', value: 24 },
      { status: 'rejected', reason: new Error('item 13 refused') },
      { status: 'fulfilled', value: 28 },
    ]);
    expect(store.batches).toEqual([[12, 13, 14]]);
    expect(store.singles).toEqual([12, 13, 14]);
    // The batcher keeps working after a failure.
    expect(await Promise.all([1, 2].map(store.write))).toEqual([2, 4]);
  });
});
