import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { AddTransactionDialog } from '../components/add-transaction-dialog.tsx';
import { CategoriesPanel } from '../components/categories-panel.tsx';
import { DashboardDnd } from '../components/dashboard-dnd.tsx';
import { InsightsPanel } from '../components/insights-panel.tsx';
import { MonthBar } from '../components/month-bar.tsx';
import { MonthlyOverview } from '../components/monthly-overview.tsx';
import { RecentTransactions } from '../components/recent-transactions.tsx';
import { SelectMonthDialog } from '../components/select-month-dialog.tsx';
import { useDashboard } from '../hooks/use-dashboard.ts';
import { useDashboardShortcuts } from '../hooks/use-dashboard-shortcuts.ts';
import { useDashboardTour } from '../tour-context.ts';
import { CarryOverBudgetContext } from '../carry-over-context.ts';

/**
 * Section 2 'Dashboard': month bar, overview, categories and recent transactions.
 * `planAhead`: issue 19's Upcoming and Goals cards, composed in by app/dashboard-route.tsx.
 */
export function DashboardPage({ planAhead }: { planAhead?: ReactNode } = {}) {
  const dashboard = useDashboard();
  const { onStartTour } = useDashboardTour();
  const { selection, budget, list, undoRedo } = dashboard;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const categoriesScroll = useRef<HTMLDivElement>(null);

  const openPicker = useCallback(() => setPickerOpen(true), []);
  useDashboardShortcuts({
    openMonthPicker: () => {
      if (!addOpen) openPicker();
    },
    balanceAll: dashboard.balanceAll,
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
      />
      <CarryOverBudgetContext.Provider value={budget?._id ?? null}>
        <DashboardDnd
          scrollRef={categoriesScroll}
          onMoveTransaction={dashboard.moveTransaction}
          onReorder={dashboard.reorder}
        >
          {/* Narrow screens: categories and transactions first, then the summary (section 2). */}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ order: { xs: 2, md: 1 } }}>
              <MonthlyOverview budget={budget} onBalanceAll={dashboard.balanceAll} />
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
                filter={dashboard.categoryFilter}
                scrollRef={categoriesScroll}
                onSaveAmount={dashboard.saveAmount}
                onDelete={dashboard.deleteCategory}
                onToggleFilter={dashboard.toggleCategoryFilter}
              />
              <RecentTransactions
                transactions={dashboard.recentTransactions}
                loading={list.loading}
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
      {planAhead}
      <InsightsPanel month={selection.monthIso} />
      <SelectMonthDialog
        open={pickerOpen}
        months={dashboard.months}
        selected={selection.month}
        onSelect={(month) => {
          selection.setMonth(month);
          setPickerOpen(false);
        }}
        onClose={() => setPickerOpen(false)}
      />
      <AddTransactionDialog
        open={addOpen}
        categories={budget?.categories ?? []}
        onClose={() => setAddOpen(false)}
        onSubmit={(body) => void dashboard.addTransaction(body)}
      />
    </Box>
  );
}
