import { successResponse } from '../schemas/common.ts';
import {
  insightParams,
  insightsQuery,
  insightsResponse,
  payeesQuery,
  payeesResponse,
  reportRangeQuery,
  reportSummaryResponse,
  tagTotalsResponse,
} from '../schemas/reports.ts';
import { area } from './endpoint.ts';

const reports = area('reports', [400, 401, 429, 503], { ledger: true });
const insights = area('insights', [400, 401, 404, 429, 503], { ledger: true });

/** Reports over a range of UTC months, from the kept month totals. */
export const reportsApi = {
  summary: reports.get('/api/reports/summary', {
    summary:
      'Income, expense and savings (actual and budgeted) and each category, per month from ' +
      'from to to (YYYY-MM, at most 240 months); every month present, amounts in dollars',
    query: reportRangeQuery,
    responses: { 200: reportSummaryResponse },
  }),
  payees: reports.get('/api/reports/payees', {
    summary:
      'Descriptions with the largest totals of one type (expense by default) from from to ' +
      'to, grouped ignoring case, largest first (limit 1-50, default 10)',
    query: payeesQuery,
    responses: { 200: payeesResponse },
  }),
  tags: reports.get('/api/reports/tags', {
    summary:
      'Each tag with the income and expense of its transactions from from to to (YYYY-MM, ' +
      'at most 240 months) that count in the budget, largest expense first; dollars',
    query: reportRangeQuery,
    responses: { 200: tagTotalsResponse },
  }),
};

/** Insights of one month from the ledger's history (decision 0026). */
export const insightsApi = {
  list: insights.get('/api/insights', {
    summary:
      'Insights of a month (YYYY-MM, UTC) not dismissed, each with one sentence and the ' +
      'numbers behind it; none for a month to come or where the history is too thin',
    query: insightsQuery,
    responses: { 200: insightsResponse },
  }),
  dismiss: insights.post('/api/insights/:id/dismiss', {
    summary: 'Dismiss an insight the user has now; it stays dismissed for its month',
    params: insightParams,
    responses: { 200: successResponse },
  }),
};
