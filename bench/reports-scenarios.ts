import { monthKey, shiftMonth } from '@elevate/shared';
import type { Scenario } from './load.ts';
import { withSessions } from './load.ts';

export const REPORT_SCENARIOS = ['reportsSummary10y', 'insightsMonth', 'netWorth10y'] as const;

/**
 * Reports (docs/product/reports.md): the 10-year summary of the 100k user (120 months, from the kept month
 * totals) and the current month's insights, each under 20 ms alone and p99 < 50 ms at
 * 50 connections on PostgreSQL.
 */
export function reportScenarios(ctx: { tokens: string[]; now: Date }): Scenario[] {
  const to = monthKey(ctx.now);
  const from = shiftMonth(to, -119);
  // As the Reports page asks for them: a browser always accepts compressed answers, and a
  // 10-year summary is 143 KB of JSON or 10 KB compressed (decision 0031).
  const get = (path: string) =>
    withSessions(
      ctx.tokens,
      { method: 'GET', path },
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
    );
  const target = { maxSingleP50: 20, maxP99: 50 };
  return [
    {
      name: 'GET /api/reports/summary, 10 years (120 months)',
      requests: [get(`/api/reports/summary?from=${from}&to=${to}`)],
      target,
    },
    {
      name: "GET /api/insights, this month's",
      requests: [get(`/api/insights?month=${to}`)],
      target,
    },
    {
      // Five accounts' month-end balances from the kept slots (decision 0052).
      name: 'GET /api/reports/net-worth, 10 years (120 months)',
      requests: [get(`/api/reports/net-worth?from=${from}&to=${to}`)],
      target,
    },
  ];
}
