import {
  transactionListResponse,
  transactionResponse,
  type TransactionListResponse,
} from '@elevate/shared/schemas/transactions';
import { z } from 'zod';

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

/**
 * An answer of GET /api/transactions as a page: the paginated object, or a plain array,
 * which docs/product/transactions.md counts as page 1 of 1. Every page fetcher (the dashboard's and the
 * Transactions page's) reads through this one schema.
 */
export const transactionPageAnswer = z.union([
  transactionListResponse,
  z.array(transactionResponse).transform(pageOfOne),
]);
