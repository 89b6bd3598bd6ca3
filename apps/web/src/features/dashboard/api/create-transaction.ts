import {
  transactionResponse,
  type CreateTransactionBody,
  type Transaction,
} from '@elevate/shared/schemas/transactions';
import { api } from '../../../lib/api-client.ts';

/** POST /api/transactions. */
export function createTransaction(body: CreateTransactionBody): Promise<Transaction> {
  return api.post('/api/transactions', body, { schema: transactionResponse });
}
