import { objectId } from '@elevate/shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { orderedIds } from './ordered-ids.ts';

describe('the ordered transaction ids of a batch (an import preview, a restore)', () => {
  it('are UUIDv7 with the staging time, increasing in file order across chunks, all distinct', () => {
    const baseMs = Date.UTC(2026, 10, 26, 12, 0, 0);
    const ids = [...orderedIds(baseMs, 0, 10_000), ...orderedIds(baseMs, 10_000, 10_000)];
    expect(new Set(ids).size).toBe(20_000);
    expect([...ids].sort()).toEqual(ids);
    for (const id of [ids[0]!, ids[4_095]!, ids[4_096]!, ids.at(-1)!]) {
      expect(objectId.safeParse(id).success).toBe(true);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
    }
    const ms = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms(ids[0]!)).toBe(baseMs);
    expect(ms(ids[4_096]!)).toBe(baseMs + 1);
    expect(ms(ids.at(-1)!)).toBe(baseMs + Math.floor(19_999 / 4096));
  });

  it('differ between two batches made in the same millisecond', () => {
    const [a] = orderedIds(1_000, 0, 1);
    const [b] = orderedIds(1_000, 0, 1);
    expect(a).not.toBe(b);
  });
});
