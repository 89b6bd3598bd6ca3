import { planAheadApi } from '@elevate/shared/contract/budgets';
import type { FastifyInstance } from 'fastify';
import { budgetLedger } from '../../lib/first-day-of-month.ts';
import { contractRoutes } from '../../lib/route.ts';
import { carryOverOf, setCategoryCarryOver } from './carry-over-service.ts';
import { refreshRollover } from './rollover.ts';
import { suggestionsFor } from './suggestion-service.ts';

/** Planning ahead: suggestions, rollover refresh, per-category carry-over. */
export async function planAheadRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
  on(planAheadApi.suggestions, async (request) =>
    suggestionsFor(app.db, budgetLedger(request), request.query.month),
  );
  on(planAheadApi.carryOver, async (request) =>
    carryOverOf(app.db, request.ledgerId, request.params.id),
  );
  on(planAheadApi.rollover, async (request) =>
    refreshRollover(app.db, request.ledgerId, request.params.id),
  );
  on(planAheadApi.setCarryOver, async (request) =>
    setCategoryCarryOver(app.db, request.ledgerId, request.body),
  );
}
