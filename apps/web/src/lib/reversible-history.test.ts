import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  createReversibleHistory,
  HISTORY_LIMIT,
  StaleChange,
  type Revert,
} from './reversible-history.ts';

/** A counter the changes move, so every step's effect can be read back. */
function counter() {
  const box = { value: 0, log: [] as string[] };
  const add =
    (by: number): Revert =>
    async () => {
      box.value += by;
      box.log.push(`${by > 0 ? '+' : ''}${by}`);
      return add(-by);
    };
  return { box, add };
}

describe('the reversible history', () => {
  it('undoes the last change, redoes it, and keeps the original label both ways', async () => {
    const history = createReversibleHistory();
    const { box, add } = counter();
    box.value = 5; // the change itself already happened
    history.record({ label: 'Add 5', revert: add(-5) });
    expect(await history.undo()).toEqual({ status: 'done', label: 'Add 5' });
    expect(box.value).toBe(0);
    expect(history.getState().redo.map((c) => c.label)).toEqual(['Add 5']);
    expect(await history.redo()).toEqual({ status: 'done', label: 'Add 5' });
    expect(box.value).toBe(5);
    expect(await history.undo()).toEqual({ status: 'done', label: 'Add 5' });
    expect(box.log).toEqual(['-5', '+5', '-5']);
  });

  it('walks several changes back in reverse order, and a new change empties the redo list', async () => {
    const history = createReversibleHistory();
    const { box, add } = counter();
    history.record({ label: 'one', revert: add(-1) });
    history.record({ label: 'two', revert: add(-2) });
    await history.undo();
    expect(box.log).toEqual(['-2']);
    history.record({ label: 'three', revert: add(-3) });
    expect(history.getState().redo).toEqual([]);
    expect(await history.redo()).toEqual({ status: 'idle' });
    await history.undo();
    await history.undo();
    expect(box.log).toEqual(['-2', '-3', '-1']);
    expect(await history.undo()).toEqual({ status: 'idle' });
  });

  it('drops a stale change, and a 404 or 409 answer, with the reason', async () => {
    const history = createReversibleHistory();
    history.record({
      label: 'gone',
      revert: () => Promise.reject(new ApiError(404, { msg: 'Transaction not found' })),
    });
    history.record({
      label: 'moved on',
      revert: () => Promise.reject(new StaleChange('It changed.')),
    });
    expect(await history.undo()).toEqual({
      status: 'dropped',
      label: 'moved on',
      reason: 'It changed.',
    });
    expect(await history.undo()).toEqual({
      status: 'dropped',
      label: 'gone',
      reason: 'Transaction not found',
    });
    expect(history.getState()).toEqual({ undo: [], redo: [], running: false });
  });

  it('keeps a change that failed for a passing reason (offline, a 500) to be tried again', async () => {
    const history = createReversibleHistory();
    const { box, add } = counter();
    let offline = true;
    const flaky: Revert = () => (offline ? Promise.reject(new ApiError(0, null)) : add(-1)());
    history.record({ label: 'one', revert: flaky });
    expect(await history.undo()).toEqual({ status: 'failed', label: 'one' });
    expect(history.getState().undo).toHaveLength(1);
    offline = false;
    expect(await history.undo()).toEqual({ status: 'done', label: 'one' });
    expect(box.value).toBe(-1);
  });

  it('runs one step at a time: a second press while the first runs does nothing', async () => {
    const history = createReversibleHistory();
    const { box, add } = counter();
    let release = () => undefined as void;
    const slow: Revert = () =>
      new Promise((resolve) => {
        release = () => resolve(add(1));
      });
    history.record({ label: 'one', revert: add(-1) });
    history.record({ label: 'two', revert: slow });
    const first = history.undo();
    expect(history.getState().running).toBe(true);
    expect(await history.undo()).toEqual({ status: 'idle' });
    release();
    expect(await first).toEqual({ status: 'done', label: 'two' });
    expect(box.log).toEqual([]);
    expect(history.getState().undo.map((c) => c.label)).toEqual(['one']);
  });

  it('keeps only the newest changes and tells its listeners of every change', async () => {
    const history = createReversibleHistory();
    const { add } = counter();
    let told = 0;
    const stop = history.subscribe(() => (told += 1));
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1)
      history.record({ label: `c${i}`, revert: add(1) });
    expect(history.getState().undo).toHaveLength(HISTORY_LIMIT);
    expect(history.getState().undo[0]?.label).toBe('c5');
    expect(told).toBe(HISTORY_LIMIT + 5);
    stop();
    await history.undo();
    expect(told).toBe(HISTORY_LIMIT + 5);
  });
});
