import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { AddTransactionDialog } from '../components/add-transaction-dialog.tsx';
import { CategoriesPanel } from '../components/categories-panel.tsx';
import { DashboardDnd } from '../components/dashboard-dnd.tsx';
import { FirstRunChecklist } from '../components/first-run-checklist.tsx';
import { InsightsPanel } from '../components/insights-panel.tsx';
import { MonthBar } from '../components/month-bar.tsx';
import { MonthlyOverview } from '../components/monthly-overview.tsx';
import { RecentTransactions } from '../components/recent-transactions.tsx';
import { SelectMonthDialog } from '../components/select-month-dialog.tsx';
import { useAccountChoice } from '../../../entities/accounts/use-account-choice.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useRules } from '../../../entities/rules/get-rules.ts';
import { useTagNames } from '../../../entities/tags/get-tags.ts';
import { useDashboard } from '../hooks/use-dashboard.ts';
import { useDashboardShortcuts } from '../hooks/use-dashboard-shortcuts.ts';
import { useFirstRunChecklist } from '../hooks/use-first-run-checklist.ts';
import { useDashboardTour } from '../tour-context.ts';
import { CarryOverBudgetContext } from '../carry-over-context.ts';

type DashboardPageProps = {
  /** The plan-ahead Upcoming and Goals cards. */
  planAhead?: ReactNode;
  /** The accounts' balances (decision 0052). */
  accounts?: ReactNode;
  importPath?: string;
};

/**
 * Dashboard (docs/product/dashboard.md): month bar, overview, categories and recent transactions.
 * The cards of other features are composed in by app/dashboard-route.tsx.
 */
export function DashboardPage({ planAhead, accounts, importPath }: DashboardPageProps = {}) {
  const dashboard = useDashboard();
  const { onStartTour } = useDashboardTour();
  const { selection, budget, budgetLoad, list, undoRedo } = dashboard;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const categoriesScroll = useRef<HTMLDivElement>(null);
  // A viewer of a shared ledger reads it: no checklist of first writes, no write shortcuts.
  const canWrite = useCanWriteLedger();
  const accountChoice = useAccountChoice();
  // The dialog is always mounted: the ledger's tags are asked for once it opens.
  const tagOptions = useTagNames({ enabled: addOpen });
  const rules = useRules({ enabled: addOpen });

  const checklist = useFirstRunChecklist(
    budgetLoad.pending || budgetLoad.failed || list.loading || list.failed
      ? null
      : { hasBudget: dashboard.months.length > 0, transactionCount: list.totalCount, budget },
  );

  const openPicker = useCallback(() => setPickerOpen(true), []);
  useDashboardShortcuts({
    openMonthPicker: () => {
      if (!addOpen) openPicker();
    },
    balanceAll: canWrite ? dashboard.balanceAll : () => undefined,
    undo: undoRedo.undo,
    redo: undoRedo.redo,
  });

  return (
    <Box data-tour="dashboard" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MonthBar
        month={selection.month}
        canPrev={selection.canPrev}
        canNext={selection.canNext}
        onPrev={selection.goPrev}
        onNext={selection.goNext}
        onOpenPicker={openPicker}
        onStartTour={onStartTour}
        history={undoRedo}
        monthStartDay={selection.monthStartDay}
      />
      {/* Above the panels, so the narrow-screen order (docs/product/dashboard.md) of the panels stays as it is. */}
      {canWrite && checklist.steps && (
        <FirstRunChecklist
          steps={checklist.steps}
          importPath={importPath}
          onAddTransaction={() => setAddOpen(true)}
          onAssign={() =>
            categoriesScroll.current
              ?.closest<HTMLElement>('[data-tour="budget-categories"]')
              ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
          onDismiss={checklist.dismiss}
        />
      )}
      <CarryOverBudgetContext.Provider value={budget?._id ?? null}>
        <DashboardDnd
          scrollRef={categoriesScroll}
          onMoveTransaction={dashboard.moveTransaction}
          onReorder={dashboard.reorder}
        >
          {/* Narrow screens: categories and transactions first, then the summary (docs/product/dashboard.md). */}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ order: { xs: 2, md: 1 } }}>
              <MonthlyOverview
                budget={budget}
                load={budgetLoad}
                onBalanceAll={dashboard.balanceAll}
              />
            </Box>
            <Box
              sx={{
                order: { xs: 1, md: 2 },
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
              }}
            >
              <CategoriesPanel
                budget={budget}
                load={budgetLoad}
                filter={dashboard.categoryFilter}
                scrollRef={categoriesScroll}
                onSaveAmount={dashboard.saveAmount}
                onDelete={dashboard.deleteCategory}
                onToggleFilter={dashboard.toggleCategoryFilter}
              />
              <RecentTransactions
                transactions={dashboard.recentTransactions}
                loading={list.loading}
                failed={list.failed}
                onRetry={list.retry}
                hasMore={list.hasMore}
                loadingMore={list.loadingMore}
                filterName={dashboard.categoryFilter?.name ?? null}
                onShowMore={list.showMore}
                onAdd={() => setAddOpen(true)}
              />
            </Box>
          </Box>
        </DashboardDnd>
      </CarryOverBudgetContext.Provider>
      {/* After the spec's panels at every width, so their order (narrow and wide) stays as written;
          its own query never holds them back. */}
      {accounts}
      {planAhead}
      <InsightsPanel month={selection.monthIso} />
      <SelectMonthDialog
        open={pickerOpen}
        months={dashboard.months}
        selected={selection.month}
        monthStartDay={selection.monthStartDay}
        onSelect={(month) => {
          selection.setMonth(month);
          setPickerOpen(false);
        }}
        onClose={() => setPickerOpen(false)}
      />
      <AddTransactionDialog
        open={addOpen}
        categories={budget?.categories ?? []}
        accounts={accountChoice}
        tagOptions={tagOptions}
        rules={rules.data}
        onClose={() => setAddOpen(false)}
        onSubmit={(body) => void dashboard.addTransaction(body)}
      />
    </Box>
  );
}
