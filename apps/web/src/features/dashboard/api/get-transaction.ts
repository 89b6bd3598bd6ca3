import { transactionResponse, type Transaction } from '@elevate/shared/schemas/transactions';
import { api } from '../../../lib/api-client.ts';

/** GET /api/transactions/{id}: undo and redo read the stored row so they never act on a stale copy. */
export function fetchTransaction(id: string): Promise<Transaction> {
  return api.get(`/api/transactions/${encodeURIComponent(id)}`, { schema: transactionResponse });
}
