import type { QueryClient } from '@tanstack/react-query';
import { transfersApi } from '@elevate/shared/contract/accounts';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import type { CreateTransferBody, Transfer } from '@elevate/shared/schemas/accounts';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { translate } from '../../lib/i18n/use-t.ts';
import { StaleChange, type Revert } from '../../lib/reversible-history.ts';
import { invalidateAfter } from '../invalidation.ts';
import { fetchTransaction } from '../transactions/get-transaction.ts';

const unchanged = (now: Transaction, then: Transaction) =>
  !now.reconciled &&
  now.amount === then.amount &&
  now.date === then.date &&
  now.accountId === then.accountId;

/**
 * Deletes both rows of the transfer (deleting one deletes its pair) while neither has been
 * edited or reconciled since: those changes are not the undo's to throw away.
 */
export function removeTransfer(
  queryClient: QueryClient,
  transfer: Transfer,
  body: CreateTransferBody,
): Revert {
  return async () => {
    const [from, to] = await Promise.all([
      fetchTransaction(transfer.from._id),
      fetchTransaction(transfer.to._id),
    ]);
    if (!unchanged(from, transfer.from) || !unchanged(to, transfer.to))
      throw new StaleChange(translate('entities.stale.transferChanged'));
    await callEndpoint(transactionsApi.remove, { params: { id: from._id } });
    await invalidateAfter(queryClient, { kind: 'transactionDeleted', transaction: from });
    return makeTransfer(queryClient, body);
  };
}

/** Makes the transfer again (two new rows, which the next undo deletes). */
export function makeTransfer(queryClient: QueryClient, body: CreateTransferBody): Revert {
  return async () => {
    const transfer = await callEndpoint(transfersApi.create, { body });
    await invalidateAfter(queryClient, { kind: 'transferCreated', date: body.date });
    return removeTransfer(queryClient, transfer, body);
  };
}
