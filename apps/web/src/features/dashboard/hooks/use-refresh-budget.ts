import { monthKey } from '@elevate/shared';
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { budgetKeys } from '../../../entities/budgets/keys.ts';
import { createFetchDeduper } from '../lib/fetch-deduper.ts';

/** A refresh re-triggers the budget fetch unless one for the month ran in the last 100 ms or is in flight. */
export function useRefreshBudget(monthIso: string) {
  const queryClient = useQueryClient();
  const shouldFetch = useRef(createFetchDeduper());
  return useCallback(() => {
    const queryKey = budgetKeys.month(monthKey(monthIso));
    if (shouldFetch.current(monthIso, queryClient.isFetching({ queryKey }) > 0)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [monthIso, queryClient]);
}
