import { accountsApi } from '@elevate/shared/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { createAccount, deleteAccount, listAccounts, updateAccount } from './account-service.ts';

/** Where the money is (decision 0052): the ledger's accounts and their balances. */
export async function moneyAccountRoutes(app: FastifyInstance) {
  crudRoutes(app, accountsApi, {
    list: listAccounts,
    create: createAccount,
    update: updateAccount,
    remove: deleteAccount,
  });
}
