import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Pagination, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Budget } from '@elevate/shared/schemas/budgets';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useNotify } from '../../../lib/notification-context.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useDeleteBudget } from '../../../entities/budgets/delete-budget.ts';
import { useBudgets } from '../../../entities/budgets/get-budgets.ts';
import { budgetKeys } from '../../../entities/budgets/keys.ts';
import { budgetDeleted, budgetsMessages, confirmDeleteBudget } from '../budgets-messages.ts';
import { BudgetCard } from '../components/budget-card.tsx';
import { CreateBudgetDialog } from '../components/create-budget-dialog.tsx';

export const budgetsPerPage = 2;
export const refetchAfterDeleteMs = 500;

/** The Budgets page (docs/product/budgets.md). */
/** `goals`: the savings goals card, composed in by app/budgets-route.tsx (plan ahead, docs/product/plan.md). */
export function BudgetsPage({ goals }: { goals?: ReactNode } = {}) {
  const t = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const budgets = useBudgets();
  const deleteBudget = useDeleteBudget();
  const [page, setPage] = useState(1);
  // '?new=1' (the dashboard's first-run checklist) opens New Budget on arrival.
  const [searchParams] = useSearchParams();
  const [creating, setCreating] = useState(() => searchParams.get('new') === '1');
  const [toDelete, setToDelete] = useState<Budget | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const list = budgets.data ?? [];
  const pageCount = Math.max(1, Math.ceil(list.length / budgetsPerPage));
  const currentPage = Math.min(page, pageCount);
  const shown = list.slice((currentPage - 1) * budgetsPerPage, currentPage * budgetsPerPage);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { month } = toDelete;
    // The hook drops it from the list and refreshes what the delete touched (its month's
    // budget and transactions); the list itself is refetched 500 ms later (docs/product/budgets.md).
    deleteBudget.mutate(toDelete, {
      onSuccess: () => {
        notify(budgetDeleted(t, month), 'success');
        clearTimeout(refetchTimer.current);
        refetchTimer.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: budgetKeys.list() }),
          refetchAfterDeleteMs,
        );
      },
      onError: () => notify(t(budgetsMessages.deleteBudgetFailed), 'error'),
      onSettled: () => setToDelete(null),
    });
  };

  // A viewer of a shared ledger reads its budgets (decision 0049).
  const canWrite = useCanWriteLedger();

  const onCreated = (budget: Budget) => {
    setCreating(false);
    // Show the page that holds the new budget once the list has it.
    const index = [...list, budget]
      .sort((a, b) => Date.parse(b.month) - Date.parse(a.month))
      .findIndex((b) => b._id === budget._id);
    setPage(Math.floor(index / budgetsPerPage) + 1);
  };

  return (
    <Box>
      <PageHeader
        title={t('budgets.title')}
        actionLabel={t('budgets.new')}
        onAction={canWrite ? () => setCreating(true) : undefined}
      />
      {goals && <Box sx={{ mb: 2 }}>{goals}</Box>}
      {budgets.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('budgets.loading')} />
        </Box>
      )}
      {budgets.isError && <Alert severity="error">{t(budgetsMessages.loadFailed)}</Alert>}
      {budgets.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('budgets.empty')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {shown.map((budget) => (
          <BudgetCard key={budget._id} budget={budget} onDelete={setToDelete} />
        ))}
      </Box>
      {list.length > budgetsPerPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pageCount}
            page={currentPage}
            onChange={(_, value) => setPage(value)}
            color="primary"
            aria-label={t('budgets.pages')}
          />
        </Box>
      )}
      {creating && (
        <CreateBudgetDialog
          latest={budgets.isError ? null : (list[0] ?? null)}
          budgets={list}
          onClose={() => setCreating(false)}
          onCreated={onCreated}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('budgets.deleteBudget.title')}
        busy={deleteBudget.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <Typography>{toDelete && confirmDeleteBudget(t, toDelete.month)}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
