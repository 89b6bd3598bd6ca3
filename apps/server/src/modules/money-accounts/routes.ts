import { accountsApi, transfersApi } from '@elevate/shared/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { reconcileAccount } from '../transactions/transaction-reconcile.ts';
import { transferInserts } from '../transactions/transaction-transfers.ts';
import { listAccounts } from './account-reads.ts';
import { createAccount, deleteAccount, updateAccount } from './account-service.ts';

/** Where the money is (decision 0052): the ledger's accounts, their balances and transfers. */
export async function moneyAccountRoutes(app: FastifyInstance) {
  const on = crudRoutes(app, accountsApi, {
    list: listAccounts,
    create: createAccount,
    update: updateAccount,
    remove: deleteAccount,
  });
  const insertTransfer = transferInserts(app.db);
  on(
    transfersApi.create,
    async (request, reply) => {
      const { from, to } = await insertTransfer(request.ledgerId, request.body);
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send(`{"from":${from},"to":${to}}`);
    },
    // The rows' stored JSON (decision 0010), sent as it is.
    { serializerCompiler: plainJson },
  );
  on(accountsApi.reconcile, async (request) =>
    reconcileAccount(app.db, request.ledgerId, request.params.id, request.body),
  );
}
