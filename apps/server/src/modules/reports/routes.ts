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
import { dataVersion } from '../../db/data-version.ts';
import { shortReads } from '../../db/short-reads.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { keptJson, keptJsonSize, sendKeptJson, type KeptJson } from '../../lib/kept-json.ts';
import { cachedAnswer, versionedCache } from '../../lib/versioned-cache.ts';
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
/** Room for about fifty 10-year summaries (143 KB of JSON each, plus their encodings). */
const KEPT_REPORTS_BYTES = 8 * 1024 * 1024;

/**
 * Reports over a range of UTC months (issue 18), from the trigger-kept month
 * totals; always the signed-in user's own data. A range runs to 240 months,
 * so these reads use the pool, not the short-reads connection (decision 0012).
 */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];
  // Answers as JSON text, kept per user and query for as long as the user's data
  // version holds (decision 0031): a dashboard or reports page read again costs one
  // index read instead of the range's totals.
  const kept = versionedCache<KeptJson>({ maxBytes: KEPT_REPORTS_BYTES });
  const answer = async (userId: string, query: string, compute: () => Promise<unknown>) =>
    cachedAnswer(
      kept,
      `${userId} ${query}`,
      () => dataVersion(shortReads(app), userId),
      async () => keptJson(JSON.stringify(await compute())),
      keptJsonSize,
    );

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
    async (request, reply) => {
      const { from, to } = request.query;
      const userId = currentUser(request).id;
      const kept = await answer(userId, `summary ${from} ${to}`, () =>
        reportSummary(app.db, userId, from, to),
      );
      return sendKeptJson(request, reply, kept);
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
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const { from, to, type, limit } = request.query;
      const userId = currentUser(request).id;
      const kept = await answer(userId, `payees ${from} ${to} ${type} ${limit}`, () =>
        topPayees(app.db, userId, request.query),
      );
      return sendKeptJson(request, reply, kept);
    },
  );
}
