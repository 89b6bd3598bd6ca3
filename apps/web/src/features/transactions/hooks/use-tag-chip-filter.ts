import { useState } from 'react';
import type { ListFilters } from '../../../entities/transactions/filter-query.ts';
import type { useTransactionList } from './use-transaction-list.ts';

type TransactionList = ReturnType<typeof useTransactionList>;

/**
 * A row's tag chip: the filters on screen plus that tag, in the same mode (the plain or
 * 'applied' pages, or Filter All). The Filters panel starts again on them (a new `key`),
 * so its Tag field shows what the list is filtered by.
 */
export function useTagChipFilter(list: TransactionList, initialFilters: ListFilters) {
  const [panel, setPanel] = useState({ key: 0, filters: initialFilters });
  const filterByTag = (tag: string) => {
    const filters = { ...list.filters, tag };
    if (list.mode === 'all') list.filterAll(filters);
    else list.applyFilters(filters);
    setPanel((current) => ({ key: current.key + 1, filters }));
  };
  return { panelKey: panel.key, panelFilters: panel.filters, filterByTag };
}
