import { LEDGER_HEADER, type LedgerAccess } from '@elevate/shared/contract/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LedgerRole } from '../db/schema.ts';
import { shortReads } from '../db/short-reads.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { cachedMembership } from '../modules/ledgers/membership-cache.ts';
import type { MemberAccess } from '../modules/ledgers/membership.ts';
import { currentUser } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The ledger a ledger endpoint acts on ('' elsewhere): every statement on its data filters by it. */
    ledgerId: string;
    /** The caller's role in that ledger. */
    ledgerRole: LedgerRole | null;
    /**
     * The day that ledger's budget month starts on (decision 0063): every month-keyed read
     * of the request uses it. Kept with the session or the membership, so it costs no query.
     */
    monthStartDay: number;
  }
  interface FastifyInstance {
    /** Hook after `authenticate` on a ledger endpoint: resolves the ledger and checks the role. */
    ledgerAccess: (access: LedgerAccess) => (request: FastifyRequest) => Promise<void>;
  }
}

export const LEDGER_NOT_FOUND = 'Ledger not found';
export const VIEWER_CANNOT_WRITE = 'You can view this ledger but not change it';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Decision 0049. The ledger is the X-Ledger-Id header's, else the caller's
 * personal ledger (so a client that never heard of ledgers keeps working). A
 * ledger the caller is not a member of — or a malformed id — answers like a
 * missing one; a viewer's write is refused before the handler reads anything.
 */
export const ledgerAccess = fp(async (app: FastifyInstance) => {
  app.decorateRequest('ledgerId', '');
  app.decorateRequest('ledgerRole', null);
  app.decorateRequest('monthStartDay', 1);
  app.decorate('ledgerAccess', (access: LedgerAccess) => async (request: FastifyRequest) => {
    const user = currentUser(request);
    const header = request.headers[LEDGER_HEADER];
    let named = Array.isArray(header) ? header[0] : header;
    // A token bound to a ledger acts there, and answers for any other as for a stranger's.
    const bound = user.accessToken?.ledgerId;
    if (bound) {
      if (named !== undefined && named !== '' && named.toLowerCase() !== bound) {
        throw notFound(LEDGER_NOT_FOUND);
      }
      named = bound;
    }
    let ledgerId = user.personalLedgerId;
    // The personal ledger is always its user's own: no lookup.
    let member: MemberAccess | null = {
      role: 'owner',
      monthStartDay: user.personalMonthStartDay,
    };
    if (named !== undefined && named !== '' && named.toLowerCase() !== user.personalLedgerId) {
      if (!UUID.test(named)) throw notFound(LEDGER_NOT_FOUND);
      ledgerId = named.toLowerCase();
      member = await cachedMembership(
        shortReads(app),
        ledgerId,
        user.id,
        request.arrivedAt || undefined,
      );
    }
    if (member === null) throw notFound(LEDGER_NOT_FOUND);
    if (access === 'write' && member.role === 'viewer') throw forbidden(VIEWER_CANNOT_WRITE);
    request.ledgerId = ledgerId;
    request.ledgerRole = member.role;
    request.monthStartDay = member.monthStartDay;
  });
});
