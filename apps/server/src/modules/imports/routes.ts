import multipart from '@fastify/multipart';
import { errorMessage, validationErrors } from '@elevate/shared/schemas/common';
import {
  confirmImportBody,
  confirmImportResponse,
  importDetailResponse,
  importHistoryResponse,
  importIdParams,
  importPreviewResponse,
  importRowsQuery,
  importRowsResponse,
  MAX_IMPORT_FILE_BYTES,
  undoImportResponse,
} from '@elevate/shared/schemas/imports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { semaphore } from '../../lib/semaphore.ts';
import { serviceUnavailable, tooManyRequests } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/session.ts';
import { confirmImport, undoImport } from './confirm-import.ts';
import { findImport, importDetail, listImports } from './import-summary.ts';
import { previewImport } from './import-service.ts';
import { readRows } from './import-store.ts';
import { readUpload } from './upload.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  403: errorMessage,
  404: errorMessage,
  409: errorMessage,
  429: errorMessage,
};
const tags = ['imports'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

/** Files parsed at once by this process: each may hold ~20 MB and its rows in memory. */
const PARSE_SLOTS = 2;
const PARSE_WAIT_MS = 20_000;
export const IMPORT_BUSY = 'The server is reading other files. Please try again in a minute.';
export const IMPORT_RUNNING = 'Another file of yours is being read. Try again when it is done.';

/** Bank import (issue 17, decision 0024); every query is scoped to the signed-in user. */
export async function importRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMPORT_FILE_BYTES,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 64 * 1024,
    },
  });
  const slots = semaphore(PARSE_SLOTS);
  const running = new Set<string>();

  r.post(
    '/api/imports',
    {
      onRequest,
      bodyLimit: MAX_IMPORT_FILE_BYTES + 128 * 1024,
      schema: {
        ...write,
        summary: 'Upload a bank file (CSV, OFX, QFX, QIF, CAMT.053) and get its preview',
        description:
          'multipart/form-data: the file in field `file` (a CSV at most 20 MB, another format 4 MB; 200,000 rows), and for a CSV an optional JSON field `mapping` (csvMapping). Without one, the mapping remembered for the header or a detected one is used and answered. 413 for a larger file; 400 saying what and where for a malformed one. Nothing is saved until confirmed; a preview expires after 24 hours.',
        consumes: ['multipart/form-data'],
        response: { 201: importPreviewResponse, 413: errorMessage, 503: errorMessage, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      if (running.has(userId)) throw tooManyRequests(IMPORT_RUNNING);
      running.add(userId);
      try {
        // The upload is read only once a slot is free: waiting uploads stay in the socket.
        const release = await slots.acquire(PARSE_WAIT_MS);
        if (!release) throw serviceUnavailable(IMPORT_BUSY);
        try {
          const { file, mapping } = await readUpload(request);
          return reply.code(201).send(await previewImport(app.db, userId, file, mapping));
        } finally {
          release();
        }
      } finally {
        running.delete(userId);
      }
    },
  );

  r.get(
    '/api/imports',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Import history: confirmed and undone imports, newest first (200 at most)',
        response: { 200: importHistoryResponse, ...errors },
      },
    },
    async (request) => ({ imports: await listImports(app.db, currentUser(request).id) }),
  );

  r.get(
    '/api/imports/:importId',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'One import, with how many of its transactions remain and were edited since',
        params: importIdParams,
        response: { 200: importDetailResponse, ...errors },
      },
    },
    async (request) => importDetail(app.db, currentUser(request).id, request.params.importId),
  );

  r.get(
    '/api/imports/:importId/rows',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'A page of an import’s rows in file order',
        params: importIdParams,
        querystring: importRowsQuery,
        response: { 200: importRowsResponse, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const batch = await findImport(app.db, userId, request.params.importId);
      const { page, limit } = request.query;
      const rows = await readRows(app.db, userId, batch.importId, (page - 1) * limit, limit);
      const totalPages = Math.max(1, Math.ceil(batch.count / limit));
      return { rows, page, limit, count: batch.count, totalPages };
    },
  );

  r.post(
    '/api/imports/:importId/confirm',
    {
      onRequest,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        ...write,
        summary: 'Save a previewed import in one database transaction (all rows or none)',
        description:
          'Optional body: exclude (rows left out), include (duplicates to save anyway), changes (a row’s type and/or category). Categories missing from a month’s budget are added to it, budgeted 0.',
        params: importIdParams,
        body: confirmImportBody,
        response: { 200: confirmImportResponse, ...errors },
      },
    },
    async (request) =>
      confirmImport(app.db, currentUser(request).id, request.params.importId, request.body),
  );

  r.delete(
    '/api/imports/:importId',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Undo an import: remove exactly the transactions it created, in one transaction',
        description:
          'Edited ones go too; GET /api/imports/{importId} tells how many were edited beforehand.',
        params: importIdParams,
        response: { 200: undoImportResponse, ...errors },
      },
    },
    async (request) => undoImport(app.db, currentUser(request).id, request.params.importId),
  );
}
