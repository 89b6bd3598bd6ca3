import { idParams, successResponse } from '../schemas/common.ts';
import {
  accountListResponse,
  accountResponse,
  createAccountBody,
  createTransferBody,
  transferResponse,
  updateAccountBody,
} from '../schemas/accounts.ts';
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
