import { errorMessage, successResponse, validationErrors } from '@elevate/shared/schemas/common';
import { insightParams, insightsQuery, insightsResponse } from '@elevate/shared/schemas/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shortReads } from '../../db/short-reads.ts';
import { currentUser } from '../../plugins/session.ts';
import { dataVersion } from '../../db/data-version.ts';
import { cachedAnswer, versionedCache } from '../../lib/versioned-cache.ts';
import {
  computeInsights,
  dismissInsight,
  listInsights,
  type ComputeInsights,
} from './insights-service.ts';

/** Room for the kept insight lists of a few thousand user-months. */
const KEPT_INSIGHTS_BYTES = 4 * 1024 * 1024;

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  404: errorMessage,
  429: errorMessage,
  503: errorMessage,
};
const tags = ['insights'];

/** Insights of one month from the user's own history (issue 18, decision 0026). */
export async function insightRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];
  // A month's insights change with the user's data and with the day (the pace rules):
  // kept per user, month and UTC day for as long as the data version holds (decision 0031).
  const kept = versionedCache<Awaited<ReturnType<ComputeInsights>>>({
    maxBytes: KEPT_INSIGHTS_BYTES,
  });
  const compute: ComputeInsights = async (db, userId, month, now) =>
    cachedAnswer(
      kept,
      `${userId} ${month} ${now.toISOString().slice(0, 10)}`,
      () => dataVersion(shortReads(app), userId),
      () => computeInsights(db, userId, month, now),
      (insights) => JSON.stringify(insights).length * 2,
    );

  r.get(
    '/api/insights',
    {
      onRequest,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Insights of a month (YYYY-MM, UTC) not dismissed, each with one sentence and the ' +
          'numbers behind it; none for a month to come or where the history is too thin',
        querystring: insightsQuery,
        response: { 200: insightsResponse, ...errors },
      },
    },
    // Seven months of kept totals and at most the month's own rows: a short read (0012).
    async (request) =>
      listInsights(
        shortReads(app),
        currentUser(request).id,
        request.query.month,
        new Date(),
        compute,
      ),
  );

  r.post(
    '/api/insights/:id/dismiss',
    {
      onRequest,
      schema: {
        tags,
        security: [{ bearerAuth: [], csrfToken: [] }],
        summary: 'Dismiss an insight the user has now; it stays dismissed for its month',
        params: insightParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await dismissInsight(app.db, currentUser(request).id, request.params.id, new Date(), compute);
      return { success: true as const };
    },
  );
}
