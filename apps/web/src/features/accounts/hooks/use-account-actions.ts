import { useState } from 'react';
import type { Account } from '@elevate/shared/schemas/accounts';
import {
  useDeleteFinancialAccount,
  useUpdateFinancialAccount,
} from '../../../entities/accounts/account-writes.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { accountMessages } from '../account-messages.ts';

/** The server's own words (a 409 says what to do: 'close it instead'), else the fallback. */
export const errorText = (error: unknown, fallback: string): string =>
  isApiError(error) && error.msg ? error.msg : fallback;

/**
 * A row's one-click changes (make default, close, reopen) and the confirmed delete. A
 * refused change is shown at the top of the page; a refused delete inside its dialog.
 */
export function useAccountActions() {
  const update = useUpdateFinancialAccount();
  const remove = useDeleteFinancialAccount();
  const [error, setError] = useState<string | null>(null);
  // Kept after the dialog closes, so its text does not go blank while it fades out.
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const change = (account: Account, body: { isDefault: true } | { closed: boolean }) =>
    update.mutate(
      { id: account._id, body },
      {
        onSuccess: () => setError(null),
        onError: (failure) => setError(errorText(failure, accountMessages.changeFailed)),
      },
    );
  return {
    error,
    clearError: () => setError(null),
    makeDefault: (account: Account) => change(account, { isDefault: true }),
    setClosed: (account: Account, closed: boolean) => change(account, { closed }),
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
        onSuccess: () => setDeleteOpen(false),
        onError: (failure) => setDeleteError(errorText(failure, accountMessages.deleteFailed)),
      });
    },
  };
}
