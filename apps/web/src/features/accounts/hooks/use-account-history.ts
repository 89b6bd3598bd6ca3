import { useQueryClient } from '@tanstack/react-query';
import { formatUSD } from '@elevate/shared';
import type { Account, CreateTransferBody, Transfer } from '@elevate/shared/schemas/accounts';
import {
  fieldsOf,
  handDefaultTo,
  recreateAccount,
  removeAccount,
  setAccountFields,
} from '../../../entities/accounts/reversible-account-changes.ts';
import { removeTransfer } from '../../../entities/accounts/reversible-transfer.ts';
import { useRecordChange } from '../../../lib/reversible-history-context.ts';

/** Puts each change made on the Accounts screen on the undo list, saying what it did. */
export function useAccountHistory() {
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
        label: `Added account ‘${account.name}’`,
        revert: removeAccount(queryClient, account),
      }),
    edited: (before: Account, after: Account, keys: string[]) =>
      edit(`Edited account ‘${before.name}’`, before, after, keys),
    closedOrOpened: (before: Account, after: Account) =>
      edit(`${after.closed ? 'Closed' : 'Reopened'} ‘${after.name}’`, before, after, ['closed']),
    madeDefault: (account: Account, previous: Account | undefined) => {
      if (previous && previous._id !== account._id)
        record({
          label: `Made ‘${account.name}’ the default account`,
          revert: handDefaultTo(queryClient, previous._id, account._id),
        });
    },
    deleted: (account: Account) =>
      record({
        label: `Deleted account ‘${account.name}’`,
        revert: recreateAccount(queryClient, account),
      }),
    transferred: (transfer: Transfer, body: CreateTransferBody, from: Account, to: Account) =>
      record({
        label: `Transfer of ${formatUSD(Math.abs(transfer.from.amount))} from ‘${from.name}’ to ‘${to.name}’`,
        revert: removeTransfer(queryClient, transfer, body),
      }),
  };
}
