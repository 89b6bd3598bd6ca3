import { idParams, successResponse } from '../schemas/common.ts';
import {
  accountListResponse,
  accountResponse,
  createAccountBody,
  createTransferBody,
  netWorthResponse,
  reconcileBody,
  reconcileDifference,
  reconcileResponse,
  transferResponse,
  updateAccountBody,
} from '../schemas/accounts.ts';
import { reportRangeQuery } from '../schemas/reports.ts';
import { area } from './endpoint.ts';

const accounts = area('accounts', [400, 401, 404, 409, 429], { ledger: true });

/** Where the money is: the ledger's accounts with their balances, kept by the database. */
export const accountsApi = {
  list: accounts.get('/api/accounts', {
    summary: "The ledger's accounts with their balances, open ones first",
    responses: { 200: accountListResponse },
  }),
  create: accounts.post('/api/accounts', {
    summary: 'Open an account',
    body: createAccountBody,
    responses: { 201: accountResponse },
  }),
  update: accounts.put('/api/accounts/:id', {
    summary: 'Rename, retype, close or reopen an account, or make it the default',
    params: idParams,
    body: updateAccountBody,
    responses: { 200: accountResponse },
  }),
  reconcile: accounts.post('/api/accounts/:id/reconcile', {
    summary: 'Check the cleared balance against a bank statement and lock the cleared rows',
    description:
      '409 { msg, difference } when the cleared balance up to the statement date differs and adjust is not true.',
    params: idParams,
    body: reconcileBody,
    responses: { 200: reconcileResponse },
    errorBodies: { 409: reconcileDifference },
  }),
  remove: accounts.delete('/api/accounts/:id', {
    summary: 'Delete an account without transactions (409 while it has any: close it instead)',
    params: idParams,
    responses: { 200: successResponse },
  }),
};

const transfers = area('transfers', [400, 401, 404, 409, 429], { ledger: true });

/** Money moved between two of the ledger's accounts: two linked rows, written as one. */
export const transfersApi = {
  create: transfers.post('/api/transfers', {
    summary: 'Move money from one account to another',
    description:
      'Two linked transactions in one write. Editing the date or amount of either changes both; deleting either deletes both.',
    body: createTransferBody,
    responses: { 201: transferResponse },
  }),
};

const netWorth = area('reports', [400, 401, 429, 503], { ledger: true });

/** Net worth from the kept balances (decision 0052). */
export const netWorthApi = {
  get: netWorth.get('/api/reports/net-worth', {
    summary:
      "Assets, liabilities and net worth at the end of each month from from to to (YYYY-MM, at most 240 months), with each account's balance",
    query: reportRangeQuery,
    responses: { 200: netWorthResponse },
  }),
};
