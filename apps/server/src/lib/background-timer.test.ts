import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundTimer } from './background-timer.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('backgroundTimer', () => {
  it('runs at start, then after the delay its outcome picks; a failure is reported and retried', async () => {
    vi.useFakeTimers();
    const outcomes = [true, false, new Error('down'), false];
    const failures: unknown[] = [];
    const run = vi.fn(async () => {
      const next = outcomes.shift();
      if (next instanceof Error) throw next;
      return next ?? false;
    });
    const timer = backgroundTimer(
      run,
      (more) => (more ? 10 : more === null ? 50 : 1000),
      (err) => failures.push(err),
    );
    timer.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    expect(failures).toEqual([new Error('down')]);
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(4);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('stop waits for a run under way and schedules nothing after it', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<boolean>((resolve) => (finish = () => resolve(true))));
    const timer = backgroundTimer(
      run,
      () => 1,
      () => {},
    );
    timer.start();
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
