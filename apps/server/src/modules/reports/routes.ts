import { netWorthApi } from '@elevate/shared/contract/accounts';
import { reportsApi } from '@elevate/shared/contract/reports';
import type { FastifyInstance } from 'fastify';
import { dataVersion } from '../../db/data-version.ts';
import { shortReads } from '../../db/short-reads.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { keptJson, keptJsonSize, sendKeptJson, type KeptJson } from '../../lib/kept-json.ts';
import { cachedAnswer, versionedCache } from '../../lib/versioned-cache.ts';
import { budgetLedger, type BudgetLedger } from '../../lib/first-day-of-month.ts';
import { contractRoutes } from '../../lib/route.ts';
import { netWorth } from './net-worth.ts';
import { topPayees } from './payees.ts';
import { reportSummary } from './summary.ts';
import { tagTotals } from './tag-totals.ts';

/** Room for about fifty 10-year summaries (143 KB of JSON each, plus their encodings). */
const KEPT_REPORTS_BYTES = 8 * 1024 * 1024;

/**
 * Reports over a range of budget months (decision 0063), from the trigger-kept month
 * totals; always the data of the request's ledger (decision 0049). A range runs to 240 months,
 * so these reads use the pool, not the short-reads connection (decision 0012).
 */
export async function reportRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
  // Answers as JSON text, kept per ledger and query for as long as the ledger's data
  // version holds (decision 0031): a dashboard or reports page read again costs one
  // index read instead of the range's totals.
  const kept = versionedCache<KeptJson>({ maxBytes: KEPT_REPORTS_BYTES });
  // The start day is part of the key: a request that read the old day just before a change
  // must not answer for the new one, nor keep its answer under the new data version.
  const answer = async (
    { ledgerId, monthStartDay }: BudgetLedger,
    query: string,
    compute: () => Promise<unknown>,
  ) =>
    cachedAnswer(
      kept,
      `${ledgerId} ${monthStartDay} ${query}`,
      () => dataVersion(shortReads(app), ledgerId),
      async () => keptJson(JSON.stringify(await compute())),
      keptJsonSize,
    );

  on(
    reportsApi.summary,
    async (request, reply) => {
      const { from, to } = request.query;
      const ledger = budgetLedger(request);
      const kept = await answer(ledger, `summary ${from} ${to}`, () =>
        reportSummary(app.db, ledger, from, to),
      );
      return sendKeptJson(request, reply, kept);
    },
    // Up to 240 months of categories built by our own typed code (decision 0007).
    { serializerCompiler: plainJson },
  );

  on(
    reportsApi.payees,
    async (request, reply) => {
      const { from, to, type, limit } = request.query;
      const ledger = budgetLedger(request);
      const kept = await answer(ledger, `payees ${from} ${to} ${type} ${limit}`, () =>
        topPayees(app.db, ledger, request.query),
      );
      return sendKeptJson(request, reply, kept);
    },
    { serializerCompiler: plainJson },
  );

  on(
    reportsApi.tags,
    async (request, reply) => {
      const { from, to } = request.query;
      const ledger = budgetLedger(request);
      const kept = await answer(ledger, `tags ${from} ${to}`, () =>
        tagTotals(app.db, ledger, from, to),
      );
      return sendKeptJson(request, reply, kept);
    },
    { serializerCompiler: plainJson },
  );

  on(
    netWorthApi.get,
    async (request, reply) => {
      const { from, to } = request.query;
      const ledger = budgetLedger(request);
      const kept = await answer(ledger, `net-worth ${from} ${to}`, () =>
        netWorth(app.db, ledger, from, to),
      );
      return sendKeptJson(request, reply, kept);
    },
    { serializerCompiler: plainJson },
  );
}
