import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { budgetMonthOf, type CategoryRef, isSameCategory, monthKey } from '@elevate/shared';
import type { BudgetCategoryResponse } from '@elevate/shared/schemas/budgets';
import { useBudgetMonths } from '../../../entities/budgets/get-budget-months.ts';
import { useMonthBudget } from '../../../entities/budgets/get-month-budget.ts';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { isFiledUnder } from '../../../entities/transactions/transaction-parts.ts';
import { useDashboardTour } from '../tour-context.ts';
import { useAddTransaction } from './use-add-transaction.ts';
import { useBudgetChanges } from './use-budget-changes.ts';
import { useBudgetWriter } from './use-budget-writer.ts';
import { useChangeHistory } from './use-change-history.ts';
import { useDashboardTransactions } from './use-dashboard-transactions.ts';
import { useDeleteCategory } from './use-delete-category.ts';
import { useLoggedFailure } from './use-logged-failure.ts';
import { useRefreshBudget } from './use-refresh-budget.ts';
import { useSelectedMonth } from './use-selected-month.ts';
import { useTransactionMove } from './use-transaction-move.ts';
import { useUndoRedo } from './use-undo-redo.ts';

const RECENT_TRANSACTIONS_SHOWN = 15;

// '/' is the dashboard; the sign-in flows name '/dashboard' for the same screen (docs/product/dashboard.md).
const isDashboardPath = (pathname: string) => pathname === '/' || pathname === '/dashboard';

/** The dashboard's state and every action it offers, composed from the small hooks beside it. */
export function useDashboard() {
  const { pathname } = useLocation();
  const { demoTransaction } = useDashboardTour();
  const months = useBudgetMonths();
  useLoggedFailure(months.error, 'Failed to fetch available months.');
  const monthStartDay = useMonthStartDay();
  // A failed fetch of the months gives a list holding the current date (its budget month).
  const availableMonths = useMemo(
    () =>
      months.isError
        ? [`${budgetMonthOf(new Date(), monthStartDay)}-01T00:00:00.000Z`]
        : (months.data ?? []),
    [months.isError, months.data, monthStartDay],
  );
  const selection = useSelectedMonth(availableMonths);
  const writer = useBudgetWriter(selection.monthIso);
  const budgetQuery = useMonthBudget(monthKey(selection.monthIso), {
    holdRefetch: writer.writing,
  });
  useLoggedFailure(budgetQuery.error, 'Failed to fetch budget for month.');
  // A failed budget fetch shows no budget (nothing is cached for it).
  const budget = budgetQuery.data ?? null;
  // Until the first answer nothing is known: the screen shows placeholders, not 'no budget'.
  const { refetch: refetchBudget } = budgetQuery;
  const budgetLoad = useMemo(
    () => ({
      pending: budgetQuery.isPending,
      failed: budgetQuery.isError,
      retry: () => void refetchBudget(),
    }),
    [budgetQuery.isPending, budgetQuery.isError, refetchBudget],
  );
  const onDashboard = isDashboardPath(pathname);
  const list = useDashboardTransactions(
    budget?.month ?? null,
    onDashboard && !budgetQuery.isPending,
    onDashboard && budgetQuery.isPending ? selection.monthIso : null,
  );
  const history = useChangeHistory();
  const refreshBudget = useRefreshBudget(selection.monthIso);
  const changes = useBudgetChanges({ budget, enqueue: writer.enqueue, record: history.record });
  const moveTransaction = useTransactionMove({
    enqueue: writer.enqueue,
    record: history.record,
    setListFiling: list.setFiling,
  });
  const undoRedo = useUndoRedo({ history, enqueue: writer.enqueue, busy: writer.writing });
  const addTransaction = useAddTransaction({
    monthIso: selection.monthIso,
    writing: writer.writing,
    refreshBudget,
  });
  const deleteCategory = useDeleteCategory({ budget, refreshBudget });

  const [categoryFilter, setCategoryFilter] = useState<CategoryRef | null>(null);
  const toggleCategoryFilter = useCallback(
    ({ name, type }: BudgetCategoryResponse) =>
      setCategoryFilter((current) =>
        current && isSameCategory(current, { name, type }) ? null : { name, type },
      ),
    [],
  );

  // The category-filtered list, first 15; the tour's demo row goes on top.
  const recentTransactions = useMemo(() => {
    const filtered = categoryFilter
      ? list.transactions.filter(
          // A split shows under each category one of its parts is in.
          (t) => t.type === categoryFilter.type && isFiledUnder(t, categoryFilter.name),
        )
      : list.transactions;
    const recent = filtered.slice(0, RECENT_TRANSACTIONS_SHOWN);
    return demoTransaction ? [demoTransaction, ...recent] : recent;
  }, [list.transactions, categoryFilter, demoTransaction]);

  const { editBudgetedAmount } = changes;
  const saveAmount = useCallback(
    (category: BudgetCategoryResponse, amount: number) => editBudgetedAmount(category, amount),
    [editBudgetedAmount],
  );

  // Drop and click handlers: they run the save and report nothing back.
  const onMoveTransaction = useCallback(
    (...args: Parameters<typeof moveTransaction>) => void moveTransaction(...args),
    [moveTransaction],
  );
  const onDeleteCategory = useCallback(
    (category: CategoryRef) => void deleteCategory(category),
    [deleteCategory],
  );

  return {
    selection,
    months: availableMonths,
    budget,
    budgetLoad,
    list,
    recentTransactions,
    categoryFilter,
    toggleCategoryFilter,
    saveAmount,
    balanceAll: changes.balanceAll,
    reorder: changes.reorder,
    moveTransaction: onMoveTransaction,
    undoRedo,
    addTransaction,
    deleteCategory: onDeleteCategory,
  };
}
