import { insightsApi } from '@elevate/shared/contract/reports';
import type { FastifyInstance } from 'fastify';
import { shortReads } from '../../db/short-reads.ts';
import { contractRoutes } from '../../lib/route.ts';
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

/** Insights of one month from the user's own history (decision 0026). */
export async function insightRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
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

  // Seven months of kept totals and at most the month's own rows: a short read (0012).
  on(insightsApi.list, async (request) =>
    listInsights(shortReads(app), request.userId, request.query.month, new Date(), compute),
  );

  on(insightsApi.dismiss, async (request) => {
    await dismissInsight(app.db, request.userId, request.params.id, new Date(), compute);
    return { success: true as const };
  });
}
