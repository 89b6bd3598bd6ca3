import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { Account } from '@elevate/shared/schemas/accounts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UndoRedoControls } from '../../../components/undo-redo-controls.tsx';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { accountTotals, openAccountGroups } from '../account-groups.ts';
import type { AccountActions } from '../components/account-actions-menu.tsx';
import { AccountDialog } from '../components/account-dialog.tsx';
import { AccountGroupCard } from '../components/account-group-card.tsx';
import { AccountTotals } from '../components/account-totals.tsx';
import { ClosedAccounts } from '../components/closed-accounts.tsx';
import { ReconcileDialog } from '../components/reconcile-dialog.tsx';
import { TransferDialog } from '../components/transfer-dialog.tsx';
import { useAccountActions } from '../hooks/use-account-actions.ts';

/**
 * Accounts (decision 0052): where the money is. Totals, the open accounts by budget and
 * tracking, the closed ones folded away. A viewer of a shared ledger reads them; the add
 * button and every row's actions are for owners and editors (a viewer's write is refused).
 */
export function AccountsPage() {
  const t = useT();
  const accounts = useFinancialAccounts();
  const canWrite = useCanWriteLedger();
  const act = useAccountActions();
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [reconciling, setReconciling] = useState<Account | null>(null);
  const list = accounts.data ?? [];
  const open = list.filter((account) => !account.closed);
  // A transfer needs two open accounts to move money between.
  const canTransfer = canWrite && open.length >= 2;
  const actions: AccountActions | undefined = canWrite
    ? {
        onEdit: setEditing,
        onMakeDefault: act.makeDefault,
        onSetClosed: act.setClosed,
        onDelete: act.askDelete,
        onReconcile: setReconciling,
      }
    : undefined;

  return (
    <Box>
      <PageHeader
        title={t('accounts.page.title')}
        actionLabel={t('accounts.page.add')}
        onAction={canWrite ? () => setEditing('new') : undefined}
        extraActions={
          <>
            {canWrite && <UndoRedoControls />}
            {canTransfer && (
              <Button
                variant="outlined"
                startIcon={<SwapHorizIcon />}
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => setTransferring(true)}
              >
                {t('accounts.page.transfer')}
              </Button>
            )}
          </>
        }
      />
      <Stack spacing={2}>
        {act.error && <FormErrorAlert onClose={act.clearError}>{act.error}</FormErrorAlert>}
        {accounts.isPending && (
          <LoadingSkeleton label={t('accounts.loading')} rows={4} height={56} />
        )}
        {accounts.isError && (
          <LoadError message={t('accounts.loadFailed')} onRetry={() => void accounts.refetch()} />
        )}
        {accounts.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">
            {canWrite ? t('accounts.empty.writer') : t('accounts.empty.viewer')}
          </Typography>
        )}
        {accounts.isSuccess && list.length > 0 && (
          <>
            <AccountTotals totals={accountTotals(list)} />
            {openAccountGroups(list).map((group) => (
              <AccountGroupCard key={group.key} group={group} actions={actions} />
            ))}
            <ClosedAccounts accounts={list.filter((a) => a.closed)} actions={actions} />
          </>
        )}
      </Stack>
      {editing && (
        <AccountDialog
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {reconciling && canWrite && (
        <ReconcileDialog account={reconciling} onClose={() => setReconciling(null)} />
      )}
      {transferring && canTransfer && (
        <TransferDialog accounts={open} onClose={() => setTransferring(false)} />
      )}
      <ConfirmDialog
        open={act.deleteOpen}
        title={t('accounts.delete.title')}
        busy={act.deleteBusy}
        onConfirm={act.confirmDelete}
        onClose={act.cancelDelete}
      >
        <Stack spacing={2}>
          {act.deleteError && <FormErrorAlert>{act.deleteError}</FormErrorAlert>}
          <Typography>
            {t('accounts.delete.question', { name: act.deleting?.name ?? '' })}
          </Typography>
        </Stack>
      </ConfirmDialog>
    </Box>
  );
}
