import {
  carryOverResponse,
  categoryCarryOverBody,
  suggestionsQuery,
  suggestionsResponse,
} from '@elevate/shared/schemas/plan-ahead';
import { budgetResponse } from '@elevate/shared/schemas/budgets';
import { errorMessage, idParams, validationErrors } from '@elevate/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.ts';
import { carryOverOf, setCategoryCarryOver } from './carry-over-service.ts';
import { refreshRollover } from './rollover.ts';
import { suggestionsFor } from './suggestion-service.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  404: errorMessage,
  429: errorMessage,
};
const tags = ['budgets'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

/** Issue 19's budget calls: suggestions, rollover refresh, per-category carry-over. */
export async function planAheadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];

  r.get(
    '/api/budgets/suggestions',
    {
      onRequest,
      schema: {
        ...read,
        summary:
          'Suggested budgeted amounts per expense and savings category: the average of the last 3 months with data, or the recurring amount of the month when more, in whole dollars',
        querystring: suggestionsQuery,
        response: { 200: suggestionsResponse, ...errors },
      },
    },
    async (request) => suggestionsFor(app.db, currentUser(request).id, request.query.month),
  );

  r.get(
    '/api/budgets/:id/carry-over',
    {
      onRequest,
      schema: {
        ...read,
        summary:
          "What the month carries in: the rolled-over To Be Budgeted (and the earlier month's now) and each category's carried amount",
        params: idParams,
        response: { 200: carryOverResponse, ...errors },
      },
    },
    async (request) => carryOverOf(app.db, currentUser(request).id, request.params.id),
  );

  r.post(
    '/api/budgets/:id/rollover',
    {
      onRequest,
      schema: {
        ...write,
        summary:
          "Carry the earlier months' To Be Budgeted forward again, oldest first, up to this budget",
        params: idParams,
        response: { 200: budgetResponse, ...errors },
      },
    },
    async (request) => refreshRollover(app.db, currentUser(request).id, request.params.id),
  );

  r.put(
    '/api/budgets/carry-over',
    {
      onRequest,
      schema: {
        ...write,
        summary: "Turn 'Carry over' on or off for an expense or savings category (every month)",
        body: categoryCarryOverBody,
        response: { 200: categoryCarryOverBody, ...errors },
      },
    },
    async (request) => setCategoryCarryOver(app.db, currentUser(request).id, request.body),
  );
}
