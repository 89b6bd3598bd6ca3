import type { TransactionPages } from '../../../entities/transactions/get-transaction-page.ts';
import type { Filing } from '../../../entities/transactions/transaction-parts.ts';

/**
 * The loaded pages with one transaction filed anew: another category, or a part of a split
 * moved (an optimistic move or its revert).
 */
export function withTransactionFiling(
  data: TransactionPages | undefined,
  transactionId: string,
  filing: Filing,
): TransactionPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.transactions.some((t) => t._id === transactionId)
        ? {
            ...page,
            transactions: page.transactions.map((t) =>
              t._id === transactionId ? { ...t, ...filing } : t,
            ),
          }
        : page,
    ),
  };
}
