import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UndoRedoControls } from '../../../components/undo-redo-controls.tsx';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useTagNames } from '../../../entities/tags/get-tags.ts';
import { emptyListFilters, type ListFilters } from '../../../entities/transactions/filter-query.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountNamesOf } from '../account-names.ts';
import { useTagChipFilter } from '../hooks/use-tag-chip-filter.ts';
import { useTransactionActions } from '../hooks/use-transaction-actions.ts';
import { useTransactionList } from '../hooks/use-transaction-list.ts';
import { transactionsStatusText } from '../transactions-status.ts';
import { TransactionFiltersPanel } from './transaction-filters-panel.tsx';
import { TransactionFormDialog } from './transaction-form-dialog.tsx';
import { TransactionsPager } from './transactions-pager.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { WaitingWrites } from './waiting-writes.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; transaction: Transaction } | null;

/** The list, its filters, and the edit and delete dialogs. */
export function TransactionsView({
  initialFilters,
  initialAll = false,
  clearedFilters = emptyListFilters,
  headerActions,
  openAdd = false,
}: {
  initialFilters: ListFilters;
  /** What Clear Filters returns to: the budget's month (docs/product/transactions.md), or every month without a budget. */
  clearedFilters?: ListFilters;
  /** Open on every match ('Filter All'), as a link from the Reports page asks. */
  initialAll?: boolean;
  /** Buttons the app adds beside 'New Transaction' (the import feature's Import). */
  headerActions?: ReactNode;
  /** Opens with the add form (the installed app's shortcut), for those who may write. */
  openAdd?: boolean;
}) {
  const t = useT();
  const list = useTransactionList(initialFilters, initialAll, clearedFilters);
  const actions = useTransactionActions();
  const canWrite = useCanWriteLedger();
  const [editing, setEditingState] = useState<Editing>(null);
  // Once the role is known (a shared ledger's loads first), and only once.
  const addOpened = useRef(false);
  useEffect(() => {
    if (!openAdd || !canWrite || addOpened.current) return;
    addOpened.current = true;
    setEditingState({ kind: 'new' });
  }, [openAdd, canWrite]);
  const [tagsError, setTagsError] = useState<string>();
  const setEditing = (next: Editing) => {
    setEditingState(next);
    setTagsError(undefined);
  };
  const [toDelete, setToDelete] = useState<Transaction | null>(null);
  const accounts = useFinancialAccounts();
  const tagNames = useTagNames();
  const chips = useTagChipFilter(list, initialFilters);

  return (
    <Box>
      <PageHeader
        title={t('transactions.page.title')}
        actionLabel={t('transactions.page.newTransaction')}
        onAction={canWrite ? () => setEditing({ kind: 'new' }) : undefined}
        extraActions={
          <>
            {canWrite && <UndoRedoControls />}
            {headerActions}
          </>
        }
      />
      {actions.error && (
        <FormErrorAlert onClose={actions.clearError} sx={{ mb: 2 }}>
          {actions.error}
        </FormErrorAlert>
      )}
      {list.error && (
        <LoadError
          message={t('transactions.page.loadFailed')}
          onRetry={list.retry}
          sx={{ mb: 2 }}
        />
      )}
      <WaitingWrites />
      <TransactionFiltersPanel
        key={chips.panelKey}
        initialFilters={chips.panelFilters}
        clearedFilters={clearedFilters}
        pageSize={list.pageSize}
        busy={list.busy}
        onPageSize={list.setPageSize}
        onApply={list.applyFilters}
        onFilterAll={list.filterAll}
        onClear={list.clearFilters}
        accounts={accounts.data}
        tags={tagNames}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {/* 'Showing 0-0 of 0' before the first answer would be a guess. */}
        {!list.pending &&
          transactionsStatusText(
            {
              mode: list.mode,
              shown: list.rows.length,
              firstPage: list.firstPage,
              pagination: list.pagination,
            },
            t,
          )}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {list.loading && <LinearProgress aria-label={t('transactions.page.loading')} />}
      </Box>
      <TransactionsTable
        rows={list.rows}
        state={list.pending ? 'pending' : list.error ? 'failed' : 'ready'}
        onEdit={canWrite ? (transaction) => setEditing({ kind: 'edit', transaction }) : undefined}
        onDelete={canWrite ? setToDelete : undefined}
        onToggleCleared={canWrite ? actions.setCleared : undefined}
        clearingId={actions.clearingId}
        accountNames={accountNamesOf(accounts.data)}
        onTag={chips.filterByTag}
      />
      <TransactionsPager
        mode={list.mode}
        pagination={list.pagination}
        loadingMore={list.loadingMore}
        onPage={list.loadPage}
        onLoadMore={list.loadMore}
      />
      {editing && (
        <TransactionFormDialog
          transaction={editing.kind === 'edit' ? editing.transaction : undefined}
          busy={actions.busy}
          tagsError={tagsError}
          onTagsEdited={() => setTagsError(undefined)}
          onClose={() => setEditing(null)}
          onSubmit={(body) => {
            const done = () => setEditing(null);
            if (editing.kind === 'edit')
              actions.update(editing.transaction, body, done, setTagsError);
            else actions.create(body, done, setTagsError);
          }}
        />
      )}
      <ConfirmDialog
        open={actions.reconciledEdit !== null}
        title={t('transactions.reconciledEdit.title')}
        confirmLabel={t('transactions.reconciledEdit.confirm')}
        busy={actions.busy}
        onClose={actions.cancelReconciledEdit}
        onConfirm={actions.confirmReconciledEdit}
      >
        <Typography>{t('transactions.reconciledEdit.message')}</Typography>
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('transactions.delete.title')}
        busy={actions.busy}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && actions.remove(toDelete, () => setToDelete(null))}
      >
        <Typography>{t('transactions.delete.message')}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
