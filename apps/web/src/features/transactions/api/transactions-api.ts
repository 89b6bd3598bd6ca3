import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { budgetListResponse } from '@elevate/shared/schemas/budgets';
import { successResponse } from '@elevate/shared/schemas/common';
import {
  transactionListResponse,
  transactionResponse,
  type CreateTransactionBody,
  type Transaction,
  type TransactionFilters,
} from '@elevate/shared/schemas/transactions';
import { transactionFiltersToQuery } from '@elevate/shared';
import { api } from '../../../lib/api-client.ts';
import { readTransactionList } from './transaction-list-stream.ts';

export function fetchTransactionsPage(page: number, limit: number, signal?: AbortSignal) {
  return api.get('/api/transactions', {
    query: { page, limit },
    schema: transactionListResponse,
    signal,
  });
}

/**
 * Every transaction matching the filters in one answer (section 7
 * getAllForFilters): up to 100,000 rows, parsed and checked while they download.
 */
export async function fetchAllForFilters(filters: TransactionFilters, signal?: AbortSignal) {
  const body = await api.get('/api/transactions', {
    query: { ...transactionFiltersToQuery(filters), getAllForFilters: true },
    readBody: readTransactionList,
    signal,
  });
  return body.transactions;
}

export function createTransaction(body: CreateTransactionBody) {
  return api.post('/api/transactions', body, { schema: transactionResponse });
}

/** Section 7: the full transaction with its changes. */
export function updateTransaction(transaction: Transaction, changes: CreateTransactionBody) {
  return api.put(
    `/api/transactions/${transaction._id}`,
    { ...transaction, ...changes },
    { schema: transactionResponse },
  );
}

export function deleteTransaction(id: string) {
  return api.delete(`/api/transactions/${id}`, { schema: successResponse });
}

/** The budget of the month holding `date` ('YYYY-MM-DD'), for the category suggestions. */
export const budgetForMonthQuery = (date: string) => {
  const month = `${date.slice(0, 7)}-01`;
  return queryOptions({
    queryKey: ['budgets', 'month', month],
    queryFn: async () =>
      (await api.get('/api/budgets', { query: { month }, schema: budgetListResponse }))[0] ?? null,
    enabled: /^\d{4}-\d{2}/.test(date),
  });
};

/** A saved transaction changes its budget's actuals and every other cached list. */
export function useInvalidateAfterTransactionChange() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['budgets'] });
    void queryClient.invalidateQueries({ queryKey: ['transactions'] });
  }, [queryClient]);
}
