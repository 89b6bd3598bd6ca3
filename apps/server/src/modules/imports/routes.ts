import multipart from '@fastify/multipart';
import { importsApi } from '@elevate/shared/contract/imports';
import { MAX_IMPORT_FILE_BYTES } from '@elevate/shared/schemas/imports';
import type { FastifyInstance } from 'fastify';
import { semaphore } from '../../lib/semaphore.ts';
import { serviceUnavailable, tooManyRequests } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { confirmImport, undoImport } from './confirm-import.ts';
import { findImport, importDetail, listImports } from './import-summary.ts';
import { previewImport } from './import-service.ts';
import { readRows } from './import-store.ts';
import { readUpload } from './upload.ts';

/** Files parsed at once by this process: each may hold ~20 MB and its rows in memory. */
const PARSE_SLOTS = 2;
const PARSE_WAIT_MS = 20_000;
export const IMPORT_BUSY = 'The server is reading other files. Please try again in a minute.';
export const IMPORT_RUNNING = 'Another file of yours is being read. Try again when it is done.';

/**
 * Bank import (decision 0024); every query is scoped to the request's ledger
 * (decision 0049), while the one-file-at-a-time slot is the signed-in person's.
 */
export async function importRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMPORT_FILE_BYTES,
      files: 1,
      fields: 3,
      parts: 4,
      fieldSize: 64 * 1024,
    },
  });
  const slots = semaphore(PARSE_SLOTS);
  const running = new Set<string>();

  on(
    importsApi.upload,
    async (request, reply) => {
      const { userId, ledgerId } = request;
      if (running.has(userId)) throw tooManyRequests(IMPORT_RUNNING);
      running.add(userId);
      try {
        // The upload is read only once a slot is free: waiting uploads stay in the socket.
        const release = await slots.acquire(PARSE_WAIT_MS);
        if (!release) throw serviceUnavailable(IMPORT_BUSY);
        try {
          const { file, mapping, accountId } = await readUpload(request);
          return reply
            .code(201)
            .send(await previewImport(app.db, ledgerId, file, { mapping, accountId }));
        } finally {
          release();
        }
      } finally {
        running.delete(userId);
      }
    },
    { bodyLimit: MAX_IMPORT_FILE_BYTES + 128 * 1024 },
  );

  on(importsApi.history, async (request) => ({
    imports: await listImports(app.db, request.ledgerId),
  }));

  on(importsApi.detail, async (request) =>
    importDetail(app.db, request.ledgerId, request.params.importId),
  );

  on(importsApi.rows, async (request) => {
    const { ledgerId } = request;
    const batch = await findImport(app.db, ledgerId, request.params.importId);
    const { page, limit } = request.query;
    const rows = await readRows(app.db, ledgerId, batch.importId, (page - 1) * limit, limit);
    const totalPages = Math.max(1, Math.ceil(batch.count / limit));
    return { rows, page, limit, count: batch.count, totalPages };
  });

  on(
    importsApi.confirm,
    async (request) =>
      confirmImport(app.db, request.ledgerId, request.params.importId, request.body),
    { bodyLimit: 8 * 1024 * 1024 },
  );

  on(importsApi.undo, async (request) =>
    undoImport(app.db, request.ledgerId, request.params.importId),
  );
}
