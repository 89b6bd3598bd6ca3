import { insightsApi } from '@elevate/shared/contract/reports';
import type { FastifyInstance } from 'fastify';
import { shortReads } from '../../db/short-reads.ts';
import { budgetLedger } from '../../lib/first-day-of-month.ts';
import { contractRoutes } from '../../lib/route.ts';
import { dataVersion } from '../../db/data-version.ts';
import { cachedAnswer, versionedCache } from '../../lib/versioned-cache.ts';
import {
  computeInsights,
  dismissInsight,
  listInsights,
  type ComputeInsights,
} from './insights-service.ts';

/** Room for the kept insight lists of a few thousand ledger-months. */
const KEPT_INSIGHTS_BYTES = 4 * 1024 * 1024;

/** Insights of one month from the ledger's own history (decisions 0026, 0049). */
export async function insightRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
  // A month's insights change with the ledger's data and with the day (the pace rules):
  // kept per ledger, start day, month and UTC day for as long as the data version holds (decision 0031).
  const kept = versionedCache<Awaited<ReturnType<ComputeInsights>>>({
    maxBytes: KEPT_INSIGHTS_BYTES,
  });
  const compute: ComputeInsights = async (db, ledger, month, now) =>
    cachedAnswer(
      kept,
      `${ledger.ledgerId} ${ledger.monthStartDay} ${month} ${now.toISOString().slice(0, 10)}`,
      () => dataVersion(shortReads(app), ledger.ledgerId),
      () => computeInsights(db, ledger, month, now),
      (insights) => JSON.stringify(insights).length * 2,
    );

  // Seven months of kept totals and at most the month's own rows: a short read (0012).
  on(insightsApi.list, async (request) =>
    listInsights(shortReads(app), budgetLedger(request), request.query.month, new Date(), compute),
  );

  on(insightsApi.dismiss, async (request) => {
    await dismissInsight(app.db, budgetLedger(request), request.params.id, new Date(), compute);
    return { success: true as const };
  });
}
