import zlib from 'node:zlib';
import {
  errorMessage,
  idParams,
  successResponse,
  validationErrors,
} from '@elevate/shared/schemas/common';
import {
  createTransactionBody,
  transactionListQuery,
  transactionListResponse,
  transactionResponse,
  type Transaction,
  type TransactionListResponse,
  updateTransactionBody,
} from '@elevate/shared/schemas/transactions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainJson } from '../../lib/plain-json.ts';
import { currentUser } from '../../plugins/session.ts';
import { listSizesFor } from './all-matches-json.ts';
import { fullListSlots } from './full-list-slots.ts';
import { listCost } from './list-cost.ts';
import { listTransactionsJson } from './transaction-list.ts';
import { transactionInserts } from './transaction-inserts.ts';
import { deleteTransaction, getTransaction } from './transaction-service.ts';
import { transactionUpdates } from './transaction-updates.ts';
import { shortReads } from '../../db/short-reads.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  404: errorMessage,
  429: errorMessage,
  503: errorMessage,
};
const tags = ['transactions'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

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

/** Section 7 transaction calls; every query is scoped to the signed-in user. */
export async function transactionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];
  const fullList = {
    slots: fullListSlots(app.config.FULL_LIST_WAIT_MS),
    stallMs: app.config.FULL_LIST_STALL_MS,
  };
  const insertTransaction = transactionInserts(app.db);
  const updateTransaction = transactionUpdates(app.db);

  r.get(
    '/api/transactions',
    {
      onRequest,
      schema: {
        ...read,
        summary:
          'A page of transactions, newest first, filtered; getAllForFilters=true returns every match',
        querystring: transactionListQuery,
        response: { 200: transactionListResponse, ...errors },
      },
      // The schema documents the response; the body is built by our own typed code
      // (or by the database), and checking up to 100,000 rows against it cost up to
      // a second per call.
      serializerCompiler: plainJson,
      compress: listCompression,
      config: { dataCost: listCost },
    },
    async (request, reply) => {
      const json = await listTransactionsJson(
        { db: app.db, reads: shortReads(app) },
        currentUser(request).id,
        request.query,
        fullList,
        listSizesFor(app.database),
      );
      // Already the JSON of transactionListResponse (text or a stream): sent as it is.
      const body = json as unknown as TransactionListResponse;
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  r.get(
    '/api/transactions/:id',
    {
      onRequest,
      schema: { ...read, params: idParams, response: { 200: transactionResponse, ...errors } },
    },
    async (request) => getTransaction(shortReads(app), currentUser(request).id, request.params.id),
  );

  r.post(
    '/api/transactions',
    {
      onRequest,
      schema: {
        ...write,
        body: createTransactionBody,
        response: { 201: transactionResponse, ...errors },
      },
      // The body is the row's stored JSON (decision 0010), sent as it is.
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const json = await insertTransaction(currentUser(request).id, request.body);
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send(json as unknown as Transaction);
    },
  );

  r.put(
    '/api/transactions/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Save the full transaction with its changes, or only the changed fields',
        params: idParams,
        body: updateTransactionBody,
        response: { 200: transactionResponse, ...errors },
      },
      // The body is the row's stored JSON (decision 0010), sent as it is.
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = await updateTransaction(currentUser(request).id, id, request.body);
      return reply.type('application/json; charset=utf-8').send(json as unknown as Transaction);
    },
  );

  r.delete(
    '/api/transactions/:id',
    {
      onRequest,
      schema: { ...write, params: idParams, response: { 200: successResponse, ...errors } },
    },
    async (request) => {
      await deleteTransaction(app.db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
}
