import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_MONTH_START_DAY } from '@elevate/shared';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { getSelectedLedgerId } from '../../lib/selected-ledger.ts';
import { useCurrentLedger } from './get-ledgers.ts';
import { ledgerKeys } from './keys.ts';

/**
 * The day the tab's ledger starts its budget months on (1-28; packages/shared/src/budget-month.ts).
 * Until the ledger list has come it is 1, the calendar month: the shell asks for the list at
 * once, so that is only a first render's guess.
 */
export function useMonthStartDay(): number {
  const { ledger } = useCurrentLedger();
  return ledger?.monthStartDay ?? DEFAULT_MONTH_START_DAY;
}

/** The same day, read from the cache outside React (the invalidation map): 1 while nothing is cached. */
export function cachedMonthStartDay(queryClient: QueryClient): number {
  const ledgers = queryClient.getQueryData<Ledger[]>(ledgerKeys.list());
  const selectedId = getSelectedLedgerId();
  const ledger = ledgers?.find((entry) =>
    selectedId === null ? entry.personal : entry._id === selectedId,
  );
  return ledger?.monthStartDay ?? DEFAULT_MONTH_START_DAY;
}
