import { useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTransactionActions } from '../hooks/use-transaction-actions.ts';
import { useTransactionList } from '../hooks/use-transaction-list.ts';
import { TransactionFiltersPanel } from '../components/transaction-filters-panel.tsx';
import { TransactionFormDialog } from '../components/transaction-form-dialog.tsx';
import { TransactionsPager } from '../components/transactions-pager.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { transactionsStatusText } from '../transactions-status.ts';

export const confirmDeleteTransaction =
  'Are you sure you want to delete this transaction? This action cannot be undone.';

type Editing = { kind: 'new' } | { kind: 'edit'; transaction: Transaction } | null;

/** Spec section 2 'Transactions page'. */
export function TransactionsPage() {
  const list = useTransactionList();
  const actions = useTransactionActions(list.reload);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);

  return (
    <Box>
      <PageHeader
        title="Transactions"
        actionLabel="New Transaction"
        onAction={() => setEditing({ kind: 'new' })}
      />
      {actions.error && (
        <Alert severity="error" onClose={actions.clearError} sx={{ mb: 2 }}>
          {actions.error}
        </Alert>
      )}
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to fetch transactions. Please try again later.
        </Alert>
      )}
      <TransactionFiltersPanel
        pageSize={list.pageSize}
        busy={list.loading}
        onPageSize={list.setPageSize}
        onApply={list.applyFilters}
        onFilterAll={list.filterAll}
        onClear={list.clearFilters}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
        {transactionsStatusText({
          mode: list.mode,
          shown: list.rows.length,
          firstPage: list.firstPage,
          pagination: list.pagination,
        })}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {list.loading && <LinearProgress aria-label="Loading transactions" />}
      </Box>
      <TransactionsTable
        rows={list.rows}
        onEdit={(transaction) => setEditing({ kind: 'edit', transaction })}
        onDelete={setToDelete}
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
          onClose={() => setEditing(null)}
          onSubmit={(body) => {
            const done = () => setEditing(null);
            if (editing.kind === 'edit') actions.update(editing.transaction, body, done);
            else actions.create(body, done);
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Transaction"
        busy={actions.busy}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && actions.remove(toDelete, () => setToDelete(null))}
      >
        <Typography>{confirmDeleteTransaction}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
