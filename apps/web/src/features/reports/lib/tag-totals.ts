import type { TagTotal } from '@elevate/shared/schemas/reports';
import { plural } from '../../../lib/plural.ts';
import { usd } from './report-data.ts';

const TRANSACTIONS = { one: '# transaction', other: '# transactions' };

/**
 * The Tags card's sentence: how many tags, and what the first (the largest expense, as
 * the server orders them) cost, or brought in when it has no expense.
 */
export function tagTotalsSummary(rows: readonly TagTotal[]): string {
  const top = rows[0];
  if (!top) return 'No tagged transactions in this range.';
  const count = plural(rows.length, { one: '# tag', other: '# tags' });
  const money = top.expense > 0 ? `${usd(top.expense)} spent` : `${usd(top.income)} of income`;
  return `${count} in this range; ${top.name} comes first with ${money} in ${plural(top.count, TRANSACTIONS)}.`;
}
