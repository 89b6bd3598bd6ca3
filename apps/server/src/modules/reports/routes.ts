import { errorMessage, validationErrors } from '@elevate/shared/schemas/common';
import {
  payeesQuery,
  payeesResponse,
  reportRangeQuery,
  reportSummaryResponse,
} from '@elevate/shared/schemas/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainJson } from '../../lib/plain-json.ts';
import { currentUser } from '../../plugins/session.ts';
import { topPayees } from './payees.ts';
import { reportSummary } from './summary.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  429: errorMessage,
  503: errorMessage,
};
const read = { tags: ['reports'], security: [{ bearerAuth: [] }] };

/**
 * Reports over a range of UTC months (issue 18), from the trigger-kept month
 * totals; always the signed-in user's own data. A range runs to 240 months,
 * so these reads use the pool, not the short-reads connection (decision 0012).
 */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];

  r.get(
    '/api/reports/summary',
    {
      onRequest,
      schema: {
        ...read,
        summary:
          'Income, expense and savings (actual and budgeted) and each category, per month from ' +
          'from to to (YYYY-MM, at most 240 months); every month present, amounts in dollars',
        querystring: reportRangeQuery,
        response: { 200: reportSummaryResponse, ...errors },
      },
      // Up to 240 months of categories built by our own typed code (decision 0007).
      serializerCompiler: plainJson,
    },
    async (request) => {
      const { from, to } = request.query;
      return reportSummary(app.db, currentUser(request).id, from, to);
    },
  );

  r.get(
    '/api/reports/payees',
    {
      onRequest,
      schema: {
        ...read,
        summary:
          'Descriptions with the largest totals of one type (expense by default) from from to ' +
          'to, grouped ignoring case, largest first (limit 1-50, default 10)',
        querystring: payeesQuery,
        response: { 200: payeesResponse, ...errors },
      },
    },
    async (request) => topPayees(app.db, currentUser(request).id, request.query),
  );
}
