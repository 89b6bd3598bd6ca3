import { budgetMonthBounds, plural, shiftMonth } from '@elevate/shared';
import {
  categoriesOf,
  isMonthRunning,
  previousMonths,
  sameCategory,
  type DraftInsight,
  type InsightData,
} from './insight-data.ts';
import { monthName, monthSpan, percent, shortDate, usd } from './insight-text.ts';
import { THRESHOLDS as T } from './thresholds.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Budgeted expense categories spending faster than the month passes (current month only). */
export function paceInsights(data: InsightData): DraftInsight[] {
  if (!isMonthRunning(data)) return [];
  // Today is day `day` of the budget month's `days` (a month from the 25th counts from there).
  const { start, end } = budgetMonthBounds(data.month, data.monthStartDay);
  const day = Math.floor((data.now.getTime() - start.getTime()) / DAY_MS) + 1;
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (day >= days) return [];
  const gone = day / days;
  return categoriesOf(data, data.month, 'expense')
    .filter((c) => c.inBudget && c.budgetedCents > 0 && c.count >= T.paceMinTransactions)
    .map((c) => ({ c, spent: c.actualCents / c.budgetedCents }))
    .filter(({ spent }) => spent >= gone + T.paceMargin)
    .sort((a, b) => b.spent - a.spent)
    .map(({ c, spent }) => ({
      kind: 'pace',
      subject: `expense:${c.key}`,
      text: `${c.name}: ${usd(c.actualCents)} of ${usd(c.budgetedCents)} spent by day ${day}`,
      why:
        `That is ${percent(spent)} of the budget with ${percent(gone)} of ${monthName(data.month)} ` +
        `gone (day ${day} of ${days}); at this pace the month would end near ` +
        `${usd(Math.round((c.actualCents * days) / day))}.`,
    }));
}

/** Expense categories well above their mean of the 3 months before (each month with spending). */
export function aboveAverageInsights(data: InsightData): DraftInsight[] {
  const months = previousMonths(data, T.aboveAverageMonths);
  const sofar = isMonthRunning(data) ? ' so far' : '';
  return categoriesOf(data, data.month, 'expense').flatMap((c): DraftInsight[] => {
    const before = months.map((_, i) => sameCategory(data, c, i - T.aboveAverageMonths));
    const amounts = before.map((b) => b?.actualCents ?? 0);
    if (amounts.some((amount) => amount <= 0)) return [];
    const average = Math.round(amounts.reduce((a, b) => a + b, 0) / amounts.length);
    const over = c.actualCents - average;
    if (c.actualCents < average * T.aboveAverageRatio || over < T.aboveAverageMinCents) return [];
    return [
      {
        kind: 'above-average',
        subject: `expense:${c.key}`,
        text: `${c.name} is ${percent(over / average)} above its 3-month average`,
        why:
          `${usd(c.actualCents)} in ${monthName(data.month)}${sofar} against an average of ` +
          `${usd(average)} over ${monthSpan(months[0] ?? '', months.at(-1) ?? '')} ` +
          `(${amounts.map(usd).join(', ')}).`,
      },
    ];
  });
}

export interface LargeBar {
  meanCents: number;
  count: number;
  /** The smallest amount that counts as unusually large. */
  minCents: number;
}

/** Each expense category's bar from the 6 months before M; none where history is thin. */
export function largeBars(data: InsightData): Map<string, LargeBar> {
  const first = shiftMonth(data.month, -T.largeMonths);
  const history = new Map<string, { sum: number; count: number }>();
  for (const c of data.categories) {
    if (c.type !== 'expense' || c.month < first || c.month >= data.month) continue;
    const entry = history.get(c.key) ?? { sum: 0, count: 0 };
    entry.sum += c.actualCents;
    entry.count += c.count;
    history.set(c.key, entry);
  }
  const bars = new Map<string, LargeBar>();
  for (const [key, { sum, count }] of history) {
    if (count < T.largeMinHistory || sum <= 0) continue;
    const minCents = Math.ceil((T.largeRatio * sum) / count);
    bars.set(key, { meanCents: Math.round(sum / count), count, minCents });
  }
  return bars;
}

/** The largest unusual transaction of each category, the most unusual first. */
export function largeTransactionInsights(data: InsightData): DraftInsight[] {
  const bars = largeBars(data);
  const seen = new Set<string>();
  return data.large
    .flatMap((t) => {
      const bar = bars.get(t.key);
      return bar && t.amountCents >= bar.minCents ? [{ t, bar }] : [];
    })
    .sort((a, b) => b.t.amountCents / b.bar.meanCents - a.t.amountCents / a.bar.meanCents)
    .filter(({ t }) => !seen.has(t.key) && seen.add(t.key))
    .slice(0, T.largeShown)
    .map(({ t, bar }) => ({
      kind: 'large-transaction',
      subject: t.id,
      text: `Unusually large ${t.category} transaction: ${t.description}, ${usd(t.amountCents)}`,
      why:
        `${usd(t.amountCents)} on ${shortDate(t.date)} is ` +
        `${(t.amountCents / bar.meanCents).toFixed(1)} times the average ${t.category} ` +
        `transaction of ${usd(bar.meanCents)} over the previous ${T.largeMonths} months ` +
        `(${plural(bar.count, { one: '# transaction', other: '# transactions' })}).`,
    }));
}
