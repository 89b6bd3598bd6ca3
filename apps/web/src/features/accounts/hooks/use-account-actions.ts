import { useState } from 'react';
import type { Account } from '@elevate/shared/schemas/accounts';
import { useFinancialAccounts } from '../../../entities/accounts/get-accounts.ts';
import {
  useDeleteFinancialAccount,
  useUpdateFinancialAccount,
} from '../../../entities/accounts/account-writes.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccountHistory } from './use-account-history.ts';

/** The server's own words (a 409 says what to do: 'close it instead'), else the fallback. */
export const errorText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.msg ? error.msg : fallback;

/**
 * A row's one-click changes (make default, close, reopen) and the confirmed delete. A
 * refused change is shown at the top of the page; a refused delete inside its dialog.
 */
export function useAccountActions() {
  const t = useT();
  const update = useUpdateFinancialAccount();
  const remove = useDeleteFinancialAccount();
  const [error, setError] = useState<string | null>(null);
  // Kept after the dialog closes, so its text does not go blank while it fades out.
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const history = useAccountHistory();
  const accounts = useFinancialAccounts();
  const change = (
    account: Account,
    body: { isDefault: true } | { closed: boolean },
    recordChange: (after: Account) => void,
  ) =>
    update.mutate(
      { id: account._id, body },
      {
        onSuccess: (after) => {
          setError(null);
          recordChange(after);
        },
        onError: (failure) => setError(errorText(failure, t('accounts.actions.changeFailed'))),
      },
    );
  return {
    error,
    clearError: () => setError(null),
    makeDefault: (account: Account) => {
      const previous = accounts.data?.find((candidate) => candidate.isDefault);
      change(account, { isDefault: true }, () => history.madeDefault(account, previous));
    },
    setClosed: (account: Account, closed: boolean) =>
      change(account, { closed }, (after) => history.closedOrOpened(account, after)),
    deleting,
    deleteOpen,
    deleteError,
    deleteBusy: remove.isPending,
    askDelete: (account: Account) => {
      setDeleteError(null);
      setDeleting(account);
      setDeleteOpen(true);
    },
    cancelDelete: () => setDeleteOpen(false),
    confirmDelete: () => {
      if (!deleting) return;
      remove.mutate(deleting._id, {
        onSuccess: () => {
          history.deleted(deleting);
          setDeleteOpen(false);
        },
        onError: (failure) =>
          setDeleteError(errorText(failure, t('accounts.actions.deleteFailed'))),
      });
    },
  };
}
