import type { TransactionPages } from '../../../entities/transactions/get-transaction-page.ts';

/** The loaded pages with one transaction moved to another category (an optimistic move or its revert). */
export function withTransactionCategory(
  data: TransactionPages | undefined,
  transactionId: string,
  category: string,
): TransactionPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.transactions.some((t) => t._id === transactionId)
        ? {
            ...page,
            transactions: page.transactions.map((t) =>
              t._id === transactionId ? { ...t, category } : t,
            ),
          }
        : page,
    ),
  };
}
