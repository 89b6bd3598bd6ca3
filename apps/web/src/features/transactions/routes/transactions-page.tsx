import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMonthBudget } from '../../../entities/budgets/get-month-budget.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { emptyListFilters, monthFilters } from '../../../entities/transactions/filter-query.ts';
import { useSelectedMonthKey } from '../../../lib/selected-month.ts';
import { TransactionsView } from '../components/transactions-view.tsx';
import { filtersFromSearch } from '../url-filters.ts';

/**
 * The Transactions page (docs/product/transactions.md). It opens on the month selected on the
 * dashboard when that month has a budget, and on every month otherwise. As docs/product/transactions.md says,
 * keeps the list on the budget's month unless dates are set: its date filters show
 * the month, Clear Filters puts them back, and other dates (or none) widen it on purpose.
 */
export function TransactionsPage({ headerActions }: { headerActions?: ReactNode } = {}) {
  const startDay = useMonthStartDay();
  const [month] = useSelectedMonthKey(startDay);
  const [search, setSearch] = useSearchParams();
  // ?add=1 (the installed app's 'Add transaction' shortcut) opens the add form once: the
  // parameter is dropped at once, so a reload or Back does not open it again.
  const [adding] = useState(() => search.get('add') === '1');
  useEffect(() => {
    if (!search.has('add')) return;
    const rest = new URLSearchParams(search);
    rest.delete('add');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);
  const budget = useMonthBudget(month);
  // A link with filters in its URL (the Reports page) opens on them instead.
  const fromUrl = filtersFromSearch(search);
  // Usually cached by the dashboard; a failed fetch opens on every month.
  // The budget month's days: with the ledger's months starting on the 25th, 25 Mar – 24 Apr.
  const monthScope = budget.data ? monthFilters(month, startDay) : emptyListFilters;
  if (fromUrl) {
    return (
      <TransactionsView
        key={search.toString()}
        initialFilters={fromUrl.filters}
        initialAll={fromUrl.all}
        clearedFilters={monthScope}
        headerActions={headerActions}
        openAdd={adding}
      />
    );
  }
  if (budget.isPending) return <PageLoader />;
  return (
    <TransactionsView
      // A new start day gives the month other days: the view starts again on them.
      key={`${month}/${startDay}`}
      initialFilters={monthScope}
      clearedFilters={monthScope}
      headerActions={headerActions}
      openAdd={adding}
    />
  );
}
