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

/** The transaction calls; every one reads or writes only the signed-in user's rows. */
export const transactionsApi = {
  list: transactions.get('/api/transactions', {
    summary:
      'A page of transactions, newest first, filtered; getAllForFilters=true returns every match',
    query: transactionListQuery,
    responses: { 200: transactionListResponse },
  }),
  get: transactions.get('/api/transactions/:id', {
    params: idParams,
    responses: { 200: transactionResponse },
  }),
  create: transactions.post('/api/transactions', {
    body: createTransactionBody,
    responses: { 201: transactionResponse },
  }),
  update: transactions.put('/api/transactions/:id', {
    summary: 'Save the full transaction with its changes, or only the changed fields',
    params: idParams,
    body: updateTransactionBody,
    responses: { 200: transactionResponse },
  }),
  remove: transactions.delete('/api/transactions/:id', {
    params: idParams,
    responses: { 200: successResponse },
  }),
};
