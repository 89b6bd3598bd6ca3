import { createHash } from 'node:crypto';
import { budgetMonthOf, shiftMonth } from '@elevate/shared';
import { INSIGHT_ID, type Insight } from '@elevate/shared/schemas/reports';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { dismissedInsights } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { monthBounds, type BudgetLedger } from '../../lib/first-day-of-month.ts';
import { loadMonthCategories } from '../reports/month-categories.ts';
import {
  aboveAverageInsights,
  largeBars,
  largeTransactionInsights,
  paceInsights,
} from './category-rules.ts';
import { HISTORY_MONTHS, type InsightData, type LargeCandidate } from './insight-data.ts';
import { incomeInsight, savingsRateInsight, unbudgetedInsight } from './month-rules.ts';

export const INSIGHT_NOT_FOUND = 'Insight not found';

const RULES = [
  paceInsights,
  aboveAverageInsights,
  largeTransactionInsights,
  savingsRateInsight,
  incomeInsight,
  unbudgetedInsight,
];

/** kind-YYYY-MM-hash of the subject: stable for one insight of one month, safe in a URL. */
function insightId(kind: string, month: string, subject: string): string {
  const hash = createHash('sha256').update(`${kind}\n${month}\n${subject}`).digest('hex');
  return `${kind}-${month}-${hash.slice(0, 12)}`;
}

/**
 * The month's expense transactions at or above the lowest 'unusually large'
 * bar: a read of that one month off transactions_ledger_date_id_idx, and none
 * at all when no category has the history for a bar.
 */
async function largeCandidates(
  db: Db,
  { ledgerId, monthStartDay }: BudgetLedger,
  month: string,
  minCents: number | undefined,
): Promise<LargeCandidate[]> {
  if (minCents === undefined) return [];
  const { start, end } = monthBounds(`${month}-01`, monthStartDay);
  const result = await db.execute(sql`
    select id::text, lower(category) as key, category, description,
      amount_cents::float8 as amount, date
    from transactions
    where ledger_id = ${ledgerId} and type = 'expense' and amount_cents >= ${minCents} and in_budget
      and date >= ${start.toISOString()}::timestamptz and date < ${end.toISOString()}::timestamptz`);
  type Row = { id: string; key: string; category: string; description: string; amount: number };
  return rowsOf<Row & { date: Date | string }>(result).map((row) => ({
    ...row,
    amountCents: Number(row.amount),
    date: new Date(row.date),
  }));
}

/** Every insight of the month, dismissed or not; none for a month still to come. */
export async function computeInsights(
  db: Db,
  ledger: BudgetLedger,
  month: string,
  now: Date,
): Promise<Insight[]> {
  if (month > budgetMonthOf(now, ledger.monthStartDay)) return [];
  const loaded = await loadMonthCategories(db, ledger, shiftMonth(month, -HISTORY_MONTHS), month);
  const data: InsightData = {
    month,
    now,
    monthStartDay: ledger.monthStartDay,
    categories: loaded.categories,
    budget: loaded.budgets.find((b) => b.month === month),
    large: [],
  };
  const bars = [...largeBars(data).values()].map((bar) => bar.minCents);
  data.large = await largeCandidates(
    db,
    ledger,
    month,
    bars.length ? Math.min(...bars) : undefined,
  );
  return RULES.flatMap((rule) => rule(data)).map(({ kind, subject, text, why }) => ({
    id: insightId(kind, month, subject),
    kind,
    text,
    why,
  }));
}

const dismissedOf = perDatabase((db) =>
  db
    .select({ id: dismissedInsights.insightId })
    .from(dismissedInsights)
    .where(
      and(
        eq(dismissedInsights.ledgerId, sql.placeholder('ledgerId')),
        eq(dismissedInsights.month, sql.placeholder('month')),
      ),
    )
    .prepare('dismissed_insights_of_month'),
);

/** A prepared statement: read with every insights request, beside the kept insights. */
async function dismissedIds(db: Db, ledgerId: string, month: string): Promise<Set<string>> {
  const rows = await dismissedOf(db).execute({ ledgerId, month: `${month}-01` });
  return new Set(rows.map((row) => row.id));
}

/** computeInsights, or the same answer kept from an earlier call (decision 0031). */
export type ComputeInsights = typeof computeInsights;

/** The month's insights no member of the ledger has dismissed. */
export async function listInsights(
  db: Db,
  ledger: BudgetLedger,
  month: string,
  now: Date,
  compute: ComputeInsights = computeInsights,
) {
  const [insights, dismissed] = await Promise.all([
    compute(db, ledger, month, now),
    dismissedIds(db, ledger.ledgerId, month),
  ]);
  return { insights: insights.filter((insight) => !dismissed.has(insight.id)) };
}

/**
 * Remembers a dismissal for the whole ledger. Only an insight the ledger has
 * now can be dismissed (404 otherwise, like another ledger's): nobody can fill
 * the table with ids.
 */
export async function dismissInsight(
  db: Db,
  ledger: BudgetLedger,
  id: string,
  now: Date,
  compute: ComputeInsights = computeInsights,
) {
  const { ledgerId } = ledger;
  const month = INSIGHT_ID.exec(id)?.[1];
  if (!month) throw notFound(INSIGHT_NOT_FOUND);
  const insights = await compute(db, ledger, month, now);
  if (!insights.some((insight) => insight.id === id)) throw notFound(INSIGHT_NOT_FOUND);
  await db.execute(sql`
    insert into dismissed_insights (ledger_id, month, insight_id)
    values (${ledgerId}, ${`${month}-01`}::date, ${id})
    on conflict do nothing`);
}
