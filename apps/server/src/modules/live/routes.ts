import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { liveApi } from '@elevate/shared/contract/live';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shortReads } from '../../db/short-reads.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { bearerToken } from '../../plugins/session.ts';
import { LEDGER_NOT_FOUND } from '../../plugins/ledger-access.ts';
import { findSessionUser } from '../auth/session-store.ts';
import { findMembership } from '../ledgers/membership.ts';
import { openLedgerEvents, type LedgerEvents } from './ledger-events.ts';
import { streamHub } from './streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledgers' changes across processes (decision 0049). */
    ledgerEvents: LedgerEvents;
  }
}

export const TOO_MANY_STREAMS = 'Too many live streams open';

/**
 * GET /api/events (decision 0049): a member's stream of the ledger's changes.
 * Membership is checked at connect (a non-member's ledger answers 404), again
 * after every change of the ledger's members or the ledger itself (a removed
 * member's stream, and every stream of a deleted ledger, ends at once), and with
 * the session at every heartbeat (a signed-out session's stream ends within 25 s). Every stream ends before the server waits
 * for its connections on shutdown, so closing never hangs on one.
 */
export const liveRoutes = fp(async (app: FastifyInstance) => {
  const events = await openLedgerEvents(app.database, app.log);
  app.decorate('ledgerEvents', events);
  const hub = streamHub(events, app.log);
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', () => events.close());

  const on = contractRoutes(app);
  on(
    liveApi.events,
    async (request, reply) => {
      const { user } = request;
      const header = request.headers[LEDGER_HEADER];
      const named = (Array.isArray(header) ? header[0] : header) || request.query.ledger;
      const ledgerId = named ? named.toLowerCase() : user.personalLedgerId;
      const reads = shortReads(app);
      const member = async () => (await findMembership(reads, ledgerId, user.id)) !== null;
      if (!(await member())) throw notFound(LEDGER_NOT_FOUND);
      if (!hub.hasRoom(user.id)) throw tooManyRequests(TOO_MANY_STREAMS);
      const token = bearerToken(request) ?? '';
      const { stream, end } = hub.open({
        ledgerId,
        userId: user.id,
        stillAllowed: async () =>
          (await findSessionUser(reads, token, app.db)) !== null && (await member()),
      });
      reply.raw.on('close', end);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
    // An event stream is flushed line by line, never compressed as a whole.
    { compress: false },
  );
});
