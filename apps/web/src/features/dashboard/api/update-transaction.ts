import {
  transactionResponse,
  type Transaction,
  type UpdateTransactionBody,
} from '@elevate/shared/schemas/transactions';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/transactions/{id} with the full transaction and its change (section 7). */
export function updateTransaction(transaction: Transaction): Promise<Transaction> {
  const body: UpdateTransactionBody = {
    date: transaction.date,
    description: transaction.description,
    amount: transaction.amount,
    type: transaction.type,
    category: transaction.category,
    notes: transaction.notes ?? null,
  };
  return api.put(`/api/transactions/${encodeURIComponent(transaction._id)}`, body, {
    schema: transactionResponse,
  });
}
