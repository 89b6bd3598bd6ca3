import { accountsApi, transfersApi } from '@elevate/shared/contract/accounts';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { dataVersion } from '../../db/data-version.ts';
import { shortReads } from '../../db/short-reads.ts';
import { keptJson, keptJsonSize, sendKeptJson, type KeptJson } from '../../lib/kept-json.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { cachedAnswer, versionedCache } from '../../lib/versioned-cache.ts';
import { reconcileAccount } from '../transactions/transaction-reconcile.ts';
import { transferInserts } from '../transactions/transaction-transfers.ts';
import { listAccounts } from './account-reads.ts';
import { createAccount, deleteAccount, updateAccount } from './account-service.ts';

/** Room for the lists of a few thousand ledgers (about 1 KB each with five accounts). */
const KEPT_LISTS_BYTES = 4 * 1024 * 1024;

/** Where the money is (decision 0052): the ledger's accounts, their balances and transfers. */
export async function moneyAccountRoutes(app: FastifyInstance) {
  const on = crudRoutes(app, accountsApi, {
    create: createAccount,
    update: updateAccount,
    remove: deleteAccount,
  });
  // The list with its balances, kept per ledger for as long as its data version holds
  // (decision 0031; every account and transaction write moves it): read on every page of
  // the app, it then costs one index read, as a report does.
  const kept = versionedCache<KeptJson>({ maxBytes: KEPT_LISTS_BYTES });
  on(
    accountsApi.list,
    async (request, reply) => {
      const { ledgerId } = request;
      const answer = await cachedAnswer(
        kept,
        ledgerId,
        () => dataVersion(shortReads(app), ledgerId),
        async () => keptJson(JSON.stringify(await listAccounts(app.db, ledgerId))),
        keptJsonSize,
      );
      return sendKeptJson(request, reply, answer);
    },
    // Our own typed rows (decision 0007), kept as JSON text.
    { serializerCompiler: plainJson },
  );
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
