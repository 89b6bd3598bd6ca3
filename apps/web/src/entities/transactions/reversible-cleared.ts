import type { QueryClient } from '@tanstack/react-query';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { translate } from '../../lib/i18n/use-t.ts';
import { StaleChange, type Revert } from '../../lib/reversible-history.ts';
import { invalidateAfter } from '../invalidation.ts';
import { fetchTransaction } from './get-transaction.ts';

/**
 * Flips the row's cleared tick back from `expected`, while the row still has it and is not
 * reconciled (a reconciled row's tick is part of a statement that balanced).
 */
export function flipCleared(queryClient: QueryClient, id: string, expected: boolean): Revert {
  return async () => {
    const before = await fetchTransaction(id);
    if (before.reconciled) throw new StaleChange(translate('entities.stale.transactionReconciled'));
    if (before.cleared !== expected)
      throw new StaleChange(translate('entities.stale.transactionChanged'));
    const after = await callEndpoint(transactionsApi.update, {
      params: { id },
      body: { cleared: !expected },
    });
    await invalidateAfter(queryClient, { kind: 'transactionUpdated', before, after });
    return flipCleared(queryClient, id, !expected);
  };
}
