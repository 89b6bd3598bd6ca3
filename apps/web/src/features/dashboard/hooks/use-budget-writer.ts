import { monthKey } from '@elevate/shared';
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { useNotify } from '../../../lib/notification-context.ts';
import { budgetKeys } from '../../../entities/budgets/keys.ts';
import { invalidateAfter } from '../../../entities/invalidation.ts';
import { conflictMessage } from '../../../lib/api-error.ts';
import { createBudgetWriteQueue, type BudgetOp } from '../lib/budget-write-queue.ts';

type Queue = ReturnType<typeof createBudgetWriteQueue>;

/** Optimistic, one-at-a-time saves of the shown month's budget; `writing` is true while any runs. */
export function useBudgetWriter(monthIso: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queues = useRef(new Map<string, Queue>());
  const [running, setRunning] = useState(0);

  const enqueue = useCallback(
    (op: BudgetOp): Promise<boolean> => {
      const month = monthKey(monthIso);
      const queryKey = budgetKeys.month(month);
      let queue = queues.current.get(month);
      if (!queue) {
        queue = createBudgetWriteQueue(
          {
            read: () => queryClient.getQueryData<Budget | null>(queryKey),
            write: (budget) => queryClient.setQueryData(queryKey, budget),
          },
          (error) => {
            // Dashboard failures are only logged (docs/product/dashboard.md), except a 409: the user's edit met a
            // change made elsewhere, and a silent revert would lose it without a word. Its text
            // is shown; either way a refetch brings the stored budget back.
            const conflict = conflictMessage(error);
            if (conflict) notify(conflict, 'error');
            else console.warn('Failed to update budget. Please try again later.', error);
            void queryClient.invalidateQueries({ queryKey });
          },
        );
        queues.current.set(month, queue);
      }
      // A refetch landing mid-save would briefly show the pre-change budget.
      void queryClient.cancelQueries({ queryKey });
      setRunning((count) => count + 1);
      return queue
        .enqueue(op)
        .then((saved) => {
          // The shown budget already holds the change; every other cache the save touched
          // (the Budgets page's list, a moved transaction's lists) is refreshed.
          if (saved)
            void invalidateAfter(
              queryClient,
              op.write ?? { kind: 'budgetSaved', budget: { month } },
              { keep: [queryKey] },
            );
          return saved;
        })
        .finally(() => setRunning((count) => count - 1));
    },
    [monthIso, queryClient, notify],
  );

  return { enqueue, writing: running > 0 };
}
