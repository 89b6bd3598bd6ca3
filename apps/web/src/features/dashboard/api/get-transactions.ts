import {
  transactionListResponse,
  transactionResponse,
  type TransactionListResponse,
} from '@elevate/shared/schemas/transactions';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type TransactionPageQuery = {
  page: number;
  limit: number;
  startDate?: string;
  endDate?: string;
};

const pageOfOne = (
  transactions: TransactionListResponse['transactions'],
): TransactionListResponse => ({
  transactions,
  pagination: {
    currentPage: 1,
    limit: transactions.length,
    totalCount: transactions.length,
    totalPages: 1,
    hasNextPage: false,
    hasPrevPage: false,
  },
});

// Section 3: a plain array answer is page 1 of 1.
const listOrArray = z.union([
  transactionListResponse,
  z.array(transactionResponse).transform(pageOfOne),
]);

/** GET /api/transactions, one page. Dashboard failures are only logged: an empty page stands in. */
export async function fetchTransactionPage(
  query: TransactionPageQuery,
  signal?: AbortSignal,
): Promise<TransactionListResponse> {
  try {
    return await api.get('/api/transactions', { query, schema: listOrArray, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Failed to fetch transactions. Please try again later.', error);
    return {
      ...pageOfOne([]),
      pagination: { ...pageOfOne([]).pagination, currentPage: query.page },
    };
  }
}
