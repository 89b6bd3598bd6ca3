import { z } from 'zod';
import { categoryType } from './budgets.ts';
import { monthQuery } from './transactions.ts';
import { monthIndex } from '../month-keys.ts';

/** The longest range a report covers: twenty years of months. */
export const MAX_REPORT_MONTHS = 240;
export const MAX_PAYEES = 50;
export const DEFAULT_PAYEES = 10;

export const RANGE_ORDER_MESSAGE = 'From must not be after to';
export const RANGE_LENGTH_MESSAGE = `A report covers at most ${MAX_REPORT_MONTHS} months`;

const rangeShape = {
  from: monthQuery.describe('First month of the range, YYYY-MM (UTC)'),
  to: monthQuery.describe(`Last month of the range, YYYY-MM; at most ${MAX_REPORT_MONTHS} months`),
};

type Range = { from: string; to: string };

/** A 400 on `to` for a backwards or too long range (each month checked on its own first). */
function checkRange(range: Range, ctx: z.RefinementCtx) {
  const length = monthIndex(range.to) - monthIndex(range.from) + 1;
  if (length < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_ORDER_MESSAGE });
  else if (length > MAX_REPORT_MONTHS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_LENGTH_MESSAGE });
  }
}

export const reportRangeQuery = z.strictObject(rangeShape).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

const limitFromQuery = z
  .string()
  .regex(/^\d{1,3}$/, 'Limit must be a whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, 'Limit must be at least 1')
      .max(MAX_PAYEES, `Limit must be at most ${MAX_PAYEES}`),
  );

export const payeesQuery = z
  .strictObject({
    ...rangeShape,
    type: categoryType.default('expense').describe('Transaction type; expense when left out'),
    limit: limitFromQuery.default(DEFAULT_PAYEES),
  })
  .superRefine(checkRange);
export type PayeesQuery = z.input<typeof payeesQuery>;

const amounts = z.object({ actual: z.number(), budgeted: z.number() });

export const reportCategory = z.object({
  name: z.string(),
  type: categoryType,
  actual: z.number(),
  budgeted: z.number(),
});
export type ReportCategory = z.infer<typeof reportCategory>;

export const reportMonth = z.object({
  month: z.string().describe('YYYY-MM'),
  income: amounts,
  expense: amounts,
  savings: amounts,
  categories: z.array(reportCategory),
});
export type ReportMonth = z.infer<typeof reportMonth>;

/** Every month of the range, oldest first, zeros for a month without data; dollars. */
export const reportSummaryResponse = z.object({ months: z.array(reportMonth) });
export type ReportSummary = z.infer<typeof reportSummaryResponse>;

export const payee = z.object({
  description: z.string(),
  total: z.number(),
  count: z.number(),
});
export type Payee = z.infer<typeof payee>;

export const payeesResponse = z.object({ payees: z.array(payee) });
export type PayeesResponse = z.infer<typeof payeesResponse>;

/**
 * A tag's money over the range, in dollars: its income and expense transactions'
 * totals, and how many of its transactions count in the budget (savings too).
 */
export const tagTotal = z.object({
  name: z.string(),
  income: z.number(),
  expense: z.number(),
  count: z.number(),
});
export type TagTotal = z.infer<typeof tagTotal>;

/** Largest expense first; only tags some transaction of the range carries. */
export const tagTotalsResponse = z.object({ tags: z.array(tagTotal) });
export type TagTotalsResponse = z.infer<typeof tagTotalsResponse>;

export const INSIGHT_KINDS = [
  'pace',
  'above-average',
  'large-transaction',
  'savings-rate',
  'income',
  'unbudgeted',
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export const insightsQuery = z.strictObject({ month: monthQuery.describe('YYYY-MM (UTC)') });

export const insight = z.object({
  id: z.string(),
  kind: z.enum(INSIGHT_KINDS),
  text: z.string(),
  why: z.string(),
});
export type Insight = z.infer<typeof insight>;

export const insightsResponse = z.object({ insights: z.array(insight) });
export type InsightsResponse = z.infer<typeof insightsResponse>;

/** kind-YYYY-MM-hash: the month is in the id so a dismissal knows its month. */
export const INSIGHT_ID = /^[a-z-]+-(\d{4}-(?:0[1-9]|1[0-2]))-[0-9a-f]{12}$/;

export const insightParams = z.strictObject({
  id: z.string().max(100).regex(INSIGHT_ID, 'Invalid insight id'),
});
