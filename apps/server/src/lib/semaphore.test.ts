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

describe('semaphore with a wait limit', () => {
  it('gives null to a caller that waited too long, and its place to the next', async () => {
    const sem = semaphore(1);
    const held = await sem.acquire();
    expect(await sem.acquire(5)).toBeNull();
    const later = sem.acquire(1_000);
    held();
    const release = await later;
    expect(typeof release).toBe('function');
    release?.();
    expect(typeof (await sem.acquire(0))).toBe('function');
  });
});
