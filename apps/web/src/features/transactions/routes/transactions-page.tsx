import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMonthBudget } from '../../../entities/budgets/get-month-budget.ts';
import { emptyListFilters, monthFilters } from '../../../entities/transactions/filter-query.ts';
import { useSelectedMonthKey } from '../../../lib/selected-month.ts';
import { TransactionsView } from '../components/transactions-view.tsx';
import { filtersFromSearch } from '../url-filters.ts';

export { confirmDeleteTransaction } from '../components/transactions-view.tsx';

/**
 * The Transactions page (docs/product/transactions.md). It opens on the month selected on the
 * dashboard when that month has a budget, and on every month otherwise. As docs/product/transactions.md says,
 * keeps the list on the budget's month unless dates are set: its date filters show
 * the month, Clear Filters puts them back, and other dates (or none) widen it on purpose.
 */
export function TransactionsPage({ headerActions }: { headerActions?: ReactNode } = {}) {
  const [month] = useSelectedMonthKey();
  const [search] = useSearchParams();
  const budget = useMonthBudget(month);
  // A link with filters in its URL (the Reports page) opens on them instead.
  const fromUrl = filtersFromSearch(search);
  // Usually cached by the dashboard; a failed fetch opens on every month.
  const monthScope = budget.data ? monthFilters(month) : emptyListFilters;
  if (fromUrl) {
    return (
      <TransactionsView
        key={search.toString()}
        initialFilters={fromUrl.filters}
        initialAll={fromUrl.all}
        clearedFilters={monthScope}
        headerActions={headerActions}
      />
    );
  }
  if (budget.isPending) return <PageLoader />;
  return (
    <TransactionsView
      key={month}
      initialFilters={monthScope}
      clearedFilters={monthScope}
      headerActions={headerActions}
    />
  );
}
