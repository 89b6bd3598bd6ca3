import type { Budget } from '@elevate/shared/schemas/budgets';
import type { Write } from '../../../entities/invalidation.ts';

/**
 * One change to a budget: `apply` is the optimistic edit shown at once,
 * `commit` saves it (given the budget with the edit applied, on the last
 * confirmed version) and may answer the server's budget.
 */
export type BudgetOp = {
  apply: (budget: Budget) => Budget;
  commit: (next: Budget) => Promise<Budget | void>;
  /** What the save touches besides the shown budget (the invalidation map); a budget save if absent. */
  write?: Write;
};

type Cache = { read: () => Budget | null | undefined; write: (budget: Budget) => void };
type Pending = { op: BudgetOp; resolve: (saved: boolean) => void };

/**
 * Saves budget changes one at a time so each save carries the version the
 * previous one produced. The view always shows the last confirmed budget
 * with every pending edit on top, so a failed save drops just its own edit.
 */
export function createBudgetWriteQueue(cache: Cache, onFailure: (error: unknown) => void) {
  let confirmed: Budget | null = null;
  const pending: Pending[] = [];
  let running = false;

  const show = () => {
    if (confirmed) cache.write(pending.reduce((budget, item) => item.op.apply(budget), confirmed));
  };

  async function drain() {
    running = true;
    for (let item = pending[0]; item && confirmed; item = pending[0]) {
      const next = item.op.apply(confirmed);
      let saved = true;
      try {
        confirmed = (await item.op.commit(next)) ?? next;
      } catch (error) {
        saved = false;
        onFailure(error);
      }
      pending.shift();
      show();
      item.resolve(saved);
    }
    running = false;
  }

  return {
    /** Resolves true once saved, false when the save failed and the edit was reverted. */
    enqueue(op: BudgetOp): Promise<boolean> {
      // While idle the cache is the truth (it may have been refetched since).
      if (!running) confirmed = cache.read() ?? null;
      if (!confirmed) return Promise.resolve(false);
      const done = new Promise<boolean>((resolve) => pending.push({ op, resolve }));
      show();
      if (!running) void drain();
      return done;
    },
    isBusy: () => running,
  };
}
