import { budgetMonthRangeText, currentBudgetMonth } from '../../lib/budget-months.ts';
import { formatMonthYear } from '../../lib/i18n/format.ts';
import { translate, type Translate } from '../../lib/i18n/use-t.ts';

/**
 * What the ledger's 'Budget month starts on day' means, shown on today's budget month
 * (docs/product/web-client.md). `t`: the app's language (the language it speaks now by default).
 */
export function monthStartHelp(day: number, t: Translate = translate, now = new Date()): string {
  if (day <= 1) return t('ledgers.monthStart.calendarMonths');
  const month = currentBudgetMonth(day, now);
  return t('ledgers.monthStart.help', {
    day,
    month: formatMonthYear(`${month}-01T00:00:00.000Z`),
    range: budgetMonthRangeText(month, day),
  });
}

/** The totals the preview compares, by their catalogue keys. */
export const monthStartSumKeys = {
  income: 'ledgers.monthStart.income',
  expenses: 'ledgers.monthStart.expenses',
  savings: 'ledgers.monthStart.savings',
} as const;
