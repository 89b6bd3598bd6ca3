import { useQueryClient } from '@tanstack/react-query';
import type { Account, CreateTransferBody, Transfer } from '@elevate/shared/schemas/accounts';
import {
  fieldsOf,
  handDefaultTo,
  recreateAccount,
  removeAccount,
  setAccountFields,
} from '../../../entities/accounts/reversible-account-changes.ts';
import { removeTransfer } from '../../../entities/accounts/reversible-transfer.ts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useRecordChange } from '../../../lib/reversible-history-context.ts';

/**
 * Puts each change made on the Accounts screen on the undo list, saying what it did (in the
 * language the app speaks when the change is made).
 */
export function useAccountHistory() {
  const t = useT();
  const queryClient = useQueryClient();
  const record = useRecordChange();
  const edit = (label: string, before: Account, after: Account, keys: string[]) =>
    record({
      label,
      revert: setAccountFields(
        queryClient,
        after._id,
        fieldsOf(after, keys),
        fieldsOf(before, keys),
      ),
    });
  return {
    created: (account: Account) =>
      record({
        label: t('accounts.history.added', { name: account.name }),
        revert: removeAccount(queryClient, account),
      }),
    edited: (before: Account, after: Account, keys: string[]) =>
      edit(t('accounts.history.edited', { name: before.name }), before, after, keys),
    closedOrOpened: (before: Account, after: Account) =>
      edit(
        after.closed
          ? t('accounts.history.closed', { name: after.name })
          : t('accounts.history.reopened', { name: after.name }),
        before,
        after,
        ['closed'],
      ),
    madeDefault: (account: Account, previous: Account | undefined) => {
      if (previous && previous._id !== account._id)
        record({
          label: t('accounts.history.madeDefault', { name: account.name }),
          revert: handDefaultTo(queryClient, previous._id, account._id),
        });
    },
    deleted: (account: Account) =>
      record({
        label: t('accounts.history.deleted', { name: account.name }),
        revert: recreateAccount(queryClient, account),
      }),
    transferred: (transfer: Transfer, body: CreateTransferBody, from: Account, to: Account) =>
      record({
        label: t('accounts.history.transferred', {
          amount: formatMoney(Math.abs(transfer.from.amount)),
          from: from.name,
          to: to.name,
        }),
        revert: removeTransfer(queryClient, transfer, body),
      }),
  };
}
