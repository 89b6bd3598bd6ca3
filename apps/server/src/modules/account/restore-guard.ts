import type { FastifyReply, FastifyRequest } from 'fastify';
import { unsupportedMediaType } from '../../lib/errors.ts';
import { userSlots } from '../../lib/user-slots.ts';
import { currentUser } from '../../plugins/session.ts';

export const RESTORE_COMPRESSED =
  'Send the export file uncompressed, as it was downloaded: a restore takes no Content-Encoding.';
export const RESTORE_IN_PROGRESS =
  'A restore is already running for this account. Please wait for it to finish.';
export const RESTORE_BUSY = 'The server is busy restoring other accounts. Please try again later.';

/**
 * Restores at once per process: each parses a file of up to RESTORE_MAX_BYTES
 * into memory and writes it in one database transaction, so a few at once
 * already cost hundreds of megabytes.
 */
export const RESTORE_SLOTS = 2;

/**
 * Route hooks of POST /api/account/restore. A compressed body is refused before
 * anything inflates it: the byte limit counts what arrives, and a 50 KB gzip
 * body can inflate to gigabytes. A restore holds a slot, one per account, from
 * before its body is read until its answer is sent or the client goes.
 */
export function restoreGuard(waitMs: number) {
  const slots = userSlots(RESTORE_SLOTS, waitMs, {
    inProgress: RESTORE_IN_PROGRESS,
    busy: RESTORE_BUSY,
  });
  const held = new WeakMap<FastifyRequest, () => void>();
  const release = async (request: FastifyRequest) => held.get(request)?.();
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = request.headers['content-encoding']?.trim().toLowerCase();
      if (encoding && encoding !== 'identity') throw unsupportedMediaType(RESTORE_COMPRESSED);
      const release = await slots.take(currentUser(request).id);
      held.set(request, release);
      // Also when the connection goes without an answer, or went while the slot was awaited.
      reply.raw.once('close', release);
      if (reply.raw.destroyed) release();
    },
    onResponse: release,
    onRequestAbort: release,
  };
}
