import { idParams, successResponse } from '../schemas/common.ts';
import {
  createTransactionBody,
  transactionListQuery,
  transactionListResponse,
  transactionResponse,
  updateTransactionBody,
} from '../schemas/transactions.ts';
import { area } from './endpoint.ts';

const transactions = area('transactions', [400, 401, 404, 429, 503], { ledger: true });
const TAGGED =
  ' The answer carries the transaction’s ETag ("<tag>", the shared transactionTag of the answered row).';
const IF_MATCH =
  ' Optional If-Match: "<tag>" (the ETag it was read with): 409 “This transaction was changed since you last saw it” when it changed since, and nothing is written.';
const IDEMPOTENT =
  ' Optional Idempotency-Key: a repeat within 24 hours answers the first answer without writing again (decision 0061).';

/** The transaction calls; every one reads or writes only the signed-in user's rows. */
export const transactionsApi = {
  list: transactions.get('/api/transactions', {
    summary:
      'A page of transactions, newest first, filtered; getAllForFilters=true returns every match',
    query: transactionListQuery,
    responses: { 200: transactionListResponse },
  }),
  get: transactions.get('/api/transactions/:id', {
    summary: 'One transaction, with its ETag',
    description: TAGGED.trim(),
    params: idParams,
    responses: { 200: transactionResponse },
  }),
  create: transactions.post('/api/transactions', {
    summary: 'Add a transaction',
    description: (TAGGED + IDEMPOTENT).trim(),
    body: createTransactionBody,
    responses: { 201: transactionResponse },
  }),
  update: transactions.put('/api/transactions/:id', {
    summary: 'Save the full transaction with its changes, or only the changed fields',
    description: (TAGGED + IF_MATCH + IDEMPOTENT).trim(),
    ifMatch: true,
    params: idParams,
    body: updateTransactionBody,
    responses: { 200: transactionResponse },
  }),
  remove: transactions.delete('/api/transactions/:id', {
    summary: 'Delete a transaction (and the other row of its transfer)',
    description: (IF_MATCH + IDEMPOTENT).trim(),
    ifMatch: true,
    params: idParams,
    responses: { 200: successResponse },
  }),
};
