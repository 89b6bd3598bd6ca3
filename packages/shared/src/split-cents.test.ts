import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { splitCents } from './split-cents.ts';

describe('splitCents', () => {
  it('always adds up to the amount exactly, every part above 0, signed as the amount', () => {
    const random = createRandom(7);
    for (let round = 0; round < 2000; round += 1) {
      const count = random.int(2, 6);
      // Percents of two decimals adding up to exactly 100.
      const cuts = Array.from({ length: count - 1 }, () => random.int(1, 9999)).sort(
        (a, b) => a - b,
      );
      const edges = [0, ...cuts, 10000];
      const percents = edges.slice(1).map((edge, i) => (edge - (edges[i] ?? 0)) / 100);
      if (percents.some((p) => p <= 0)) continue;
      const total = random.int(1, 10_000_000) * (random.chance(0.3) ? -1 : 1);
      const parts = splitCents(
        { by: 'percent', parts: percents.map((percent, i) => ({ category: `c${i}`, percent })) },
        total,
      );
      if (parts === null) {
        // Only when some share is below a cent.
        expect(percents.some((p) => (Math.abs(total) * p) / 100 < 1)).toBe(true);
        continue;
      }
      expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(total);
      for (const part of parts) expect(Math.sign(part.amountCents)).toBe(Math.sign(total));
      // Each share within a cent of its exact value.
      parts.forEach((part, i) =>
        expect(
          Math.abs(Math.abs(part.amountCents) - (Math.abs(total) * percents[i]!) / 100),
        ).toBeLessThan(1),
      );
    }
  });

  it('by amount: fixed parts first, the last takes the rest; over the amount or a 0 part is no split', () => {
    const pension = {
      by: 'amount',
      parts: [{ category: 'Pension', amount: 250, notes: '5%' }, { category: 'Salary' }],
    } as const;
    expect(splitCents(pension, 500000)).toEqual([
      { category: 'Pension', amountCents: 25000, notes: '5%' },
      { category: 'Salary', amountCents: 475000, notes: null },
    ]);
    expect(splitCents(pension, 25000)).toBeNull();
    expect(splitCents(pension, 20000)).toBeNull();
    const both = {
      by: 'amount',
      parts: [
        { category: 'A', amount: 1 },
        { category: 'B', amount: 2 },
      ],
    } as const;
    expect(splitCents(both, 300)?.map((p) => p.amountCents)).toEqual([100, 200]);
    expect(splitCents(both, 301)).toBeNull();
  });
});
