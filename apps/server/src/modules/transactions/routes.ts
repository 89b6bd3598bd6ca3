import zlib from 'node:zlib';
import { transactionsApi } from '@elevate/shared/contract/transactions';
import type { TransactionListResponse } from '@elevate/shared/schemas/transactions';
import { ifMatchTags } from '@elevate/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { plainJson } from '../../lib/plain-json.ts';
import { contractRoutes } from '../../lib/route.ts';
import { listSizesFor } from './all-matches-json.ts';
import { fullListSlots } from './full-list-slots.ts';
import { listCost } from './list-cost.ts';
import { listTransactionsJson } from './transaction-list.ts';
import { transactionInserts } from './transaction-inserts.ts';
import { deleteTransaction, getTransactionJson, tagOfJson } from './transaction-service.ts';
import type { TransactionJson } from './transaction-writes.ts';
import { transactionUpdates } from './transaction-updates.ts';
import { shortReads } from '../../db/short-reads.ts';

// A full list runs to 30 MB of JSON, compressed as it streams. On 26 MB the
// fastest level of each encoding took far less CPU than the plugin's defaults
// (br 4 → 1: 257 → 77 ms, gzip 6 → 1: 244 → 149 ms, zstd 3 → 1: 101 → 52 ms)
// for 3.3-3.8 MB instead of 3.5-3.6 MB; a page of 50 rows hardly differs.
const zlibOptions: zlib.ZlibOptions & zlib.ZstdOptions = {
  level: 1,
  params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 },
};
const listCompression = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions,
};

/**
 * A transaction's answer: its stored API JSON (decision 0010) as it is, with its ETag, the
 * tag a client computes from the same row in a list (decision 0061).
 */
const sendTransaction = (reply: FastifyReply, json: TransactionJson) =>
  reply
    .header('etag', `"${tagOfJson(json)}"`)
    .type('application/json; charset=utf-8')
    .send(json);

/** The transaction calls; every query is scoped to the request's ledger (decision 0049). */
export async function transactionRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
  const fullList = {
    slots: fullListSlots(app.config.FULL_LIST_WAIT_MS),
    stallMs: app.config.FULL_LIST_STALL_MS,
  };
  const insertTransaction = transactionInserts(app.db);
  const updateTransaction = transactionUpdates(app.db);

  on(
    transactionsApi.list,
    async (request, reply) => {
      const json = await listTransactionsJson(
        { db: app.db, reads: shortReads(app) },
        {
          ledgerId: request.ledgerId,
          userId: request.userId,
          monthStartDay: request.monthStartDay,
        },
        request.query,
        fullList,
        listSizesFor(app.database),
      );
      // Already the JSON of transactionListResponse (text or a stream): sent as it is.
      const body = json as unknown as TransactionListResponse;
      return reply.type('application/json; charset=utf-8').send(body);
    },
    {
      // The schema documents the response; the body is built by our own typed code
      // (or by the database), and checking up to 100,000 rows against it cost up to
      // a second per call.
      serializerCompiler: plainJson,
      compress: listCompression,
      config: { dataCost: listCost },
    },
  );

  on(
    transactionsApi.get,
    async (request, reply) =>
      sendTransaction(
        reply,
        await getTransactionJson(shortReads(app), request.ledgerId, request.params.id),
      ),
    // The body is the row's stored JSON, sent as it is: the bytes its ETag was computed from.
    { serializerCompiler: plainJson },
  );

  on(
    transactionsApi.create,
    async (request, reply) => {
      const json = await insertTransaction(request.ledgerId, request.body);
      return sendTransaction(reply.code(201), json);
    },
    // The body is the row's stored JSON (decision 0010), sent as it is.
    { serializerCompiler: plainJson },
  );

  on(
    transactionsApi.update,
    async (request, reply) => {
      const json = await updateTransaction(
        request.ledgerId,
        request.params.id,
        request.body,
        ifMatchTags(request.headers['if-match']),
      );
      return sendTransaction(reply, json);
    },
    // The body is the row's stored JSON (decision 0010), sent as it is.
    { serializerCompiler: plainJson },
  );

  on(transactionsApi.remove, async (request) => {
    await deleteTransaction(
      app.db,
      request.ledgerId,
      request.params.id,
      ifMatchTags(request.headers['if-match']),
    );
    return { success: true as const };
  });
}
