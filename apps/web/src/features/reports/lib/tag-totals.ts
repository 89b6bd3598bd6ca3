import type { TagTotal } from '@elevate/shared/schemas/reports';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { usd } from './report-data.ts';

/**
 * The Tags card's sentence: how many tags, and what the first (the largest expense, as
 * the server orders them) cost, or brought in when it has no expense.
 */
export function tagTotalsSummary(t: Translate, rows: readonly TagTotal[]): string {
  const top = rows[0];
  if (!top) return t('reports.tags.none');
  const values = { tags: rows.length, name: top.name, count: top.count };
  return top.expense > 0
    ? t('reports.tags.summarySpent', { ...values, amount: usd(top.expense) })
    : t('reports.tags.summaryIncome', { ...values, amount: usd(top.income) });
}
