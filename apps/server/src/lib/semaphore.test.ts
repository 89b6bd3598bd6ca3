import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore.ts';

describe('semaphore', () => {
  it('lets at most the given number hold it and hands slots on in arrival order', async () => {
    const sem = semaphore(2);
    const order: string[] = [];
    const first = await sem.acquire();
    const second = await sem.acquire();
    const third = sem.acquire().then((release) => (order.push('third'), release));
    const fourth = sem.acquire().then((release) => (order.push('fourth'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    first();
    first(); // a second release of the same slot frees nothing more
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    const again = await Promise.race([sem.acquire(), new Promise((r) => setTimeout(r, 10))]);
    expect(typeof again).toBe('function');
  });
});
