import { describe, expect, it } from 'vitest';
import { possibleMatcher, type CandidateInput } from './possible-matches.ts';

const candidate = (id: string, date: string, amountCents: number): CandidateInput => ({
  id,
  date,
  description: `Typed ${id}`,
  amountCents,
  type: 'expense',
  category: 'Bills',
});

describe('possible matcher', () => {
  it('takes the nearest date within 3 days, of the same direction, each transaction once', () => {
    const match = possibleMatcher([
      candidate('far', '2026-03-01', 1549),
      candidate('near', '2026-03-04', 1549),
      { ...candidate('income', '2026-03-05', 1549), type: 'income' },
    ]);
    expect(match('2026-03-05', 1549, false)?.id).toBe('near');
    expect(match('2026-03-05', 1549, false)).toBeNull();
    expect(match('2026-03-05', 1549, true)?.id).toBe('income');
    expect(match('2026-03-01', 1549, false)?.id).toBe('far');
    expect(match('2026-03-05', 1550, false)).toBeNull();
  });

  it('matches 100,000 rows against 100,000 transactions of few amounts in linear time (a bucket of 50,000 is never scanned whole)', () => {
    const day = (n: number) =>
      new Date(Date.UTC(2020, 0, 1 + (n % 2000))).toISOString().slice(0, 10);
    const candidates = Array.from({ length: 100_000 }, (_, i) =>
      candidate(String(i), day(i), 100 + (i % 2)),
    );
    const started = performance.now();
    const match = possibleMatcher(candidates);
    let found = 0;
    for (let i = 0; i < 100_000; i += 1) if (match(day(i + 1), 100 + (i % 2), false)) found += 1;
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(found).toBeGreaterThan(90_000);
  });
});
