import { describe, expect, it, vi } from 'vitest';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { createBudgetWriteQueue, type BudgetOp } from './budget-write-queue.ts';

const budget = (version: number, amount = 100): Budget => ({
  _id: 'b1',
  month: '2026-03-01T00:00:00.000Z',
  categories: [
    { name: 'Rent', type: 'expense', budgetedAmount: amount, actualAmount: 0, sortOrder: 0 },
  ],
  totalBudgeted: amount,
  totalActual: 0,
  toBeBudgetedRollover: 0,
  version,
});

const setAmount = (amount: number, commit: BudgetOp['commit']): BudgetOp => ({
  apply: (b) => ({ ...b, categories: b.categories.map((c) => ({ ...c, budgetedAmount: amount })) }),
  commit,
});

function harness(initial: Budget) {
  let cached: Budget | null = initial;
  const onFailure = vi.fn();
  const queue = createBudgetWriteQueue(
    { read: () => cached, write: (b) => (cached = b) },
    onFailure,
  );
  return { queue, onFailure, shown: () => cached };
}

describe('budget write queue', () => {
  it('shows the change at once and keeps the server answer once saved', async () => {
    const { queue, shown } = harness(budget(1));
    const saved = queue.enqueue(setAmount(200, async (next) => ({ ...next, version: 2 })));
    expect(shown()?.categories[0]?.budgetedAmount).toBe(200);
    await expect(saved).resolves.toBe(true);
    expect(shown()?.version).toBe(2);
  });

  it('reverts a failed change', async () => {
    const { queue, shown, onFailure } = harness(budget(1));
    const saved = queue.enqueue(setAmount(200, () => Promise.reject(new Error('down'))));
    await expect(saved).resolves.toBe(false);
    expect(shown()?.categories[0]?.budgetedAmount).toBe(100);
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('sends each save on the version the previous save produced', async () => {
    const { queue, shown } = harness(budget(1));
    const sentVersions: number[] = [];
    const commit: BudgetOp['commit'] = async (next) => {
      sentVersions.push(next.version);
      return { ...next, version: next.version + 1 };
    };
    const first = queue.enqueue(setAmount(200, commit));
    const second = queue.enqueue(setAmount(300, commit));
    await Promise.all([first, second]);
    expect(sentVersions).toEqual([1, 2]);
    expect(shown()?.categories[0]?.budgetedAmount).toBe(300);
  });

  it('a failed save drops only its own change', async () => {
    const { queue, shown } = harness(budget(1));
    const failing = queue.enqueue(setAmount(200, () => Promise.reject(new Error('409'))));
    const later = queue.enqueue({
      apply: (b) => ({ ...b, toBeBudgetedRollover: 50 }),
      commit: async (next) => next,
    });
    await expect(failing).resolves.toBe(false);
    await expect(later).resolves.toBe(true);
    expect(shown()?.categories[0]?.budgetedAmount).toBe(100);
    expect(shown()?.toBeBudgetedRollover).toBe(50);
  });

  it('does nothing without a budget', async () => {
    const queue = createBudgetWriteQueue({ read: () => null, write: vi.fn() }, vi.fn());
    const commit = vi.fn();
    await expect(queue.enqueue(setAmount(1, commit))).resolves.toBe(false);
    expect(commit).not.toHaveBeenCalled();
  });
});
