import { shiftMonth } from '@elevate/shared';
import {
  categoriesOf,
  isMonthRunning,
  previousMonths,
  typeTotal,
  type DraftInsight,
  type InsightData,
} from './insight-data.ts';
import { monthName, monthSpan, usd } from './insight-text.ts';
import { THRESHOLDS as T } from './thresholds.ts';

const ratePercent = (savings: number, income: number) => Math.round((savings / income) * 100);

function compared(rate: number, other: number, words: [string, string, string]) {
  if (rate > other) return words[0];
  if (rate < other) return words[1];
  return words[2];
}

/** M's savings rate against M-1's and against the 6 months before M taken together. */
export function savingsRateInsight(data: InsightData): DraftInsight[] {
  const last = shiftMonth(data.month, -1);
  const [income, lastIncome] = [
    typeTotal(data, data.month, 'income'),
    typeTotal(data, last, 'income'),
  ];
  if (income <= 0 || lastIncome <= 0) return [];
  const months = previousMonths(data, T.savingsMonths).filter(
    (m) => typeTotal(data, m, 'income') > 0,
  );
  if (months.length < T.savingsMinIncomeMonths) return [];
  const savings = typeTotal(data, data.month, 'savings');
  const lastSavings = typeTotal(data, last, 'savings');
  const [sixSavings, sixIncome] = [
    months.reduce((sum, m) => sum + typeTotal(data, m, 'savings'), 0),
    months.reduce((sum, m) => sum + typeTotal(data, m, 'income'), 0),
  ];
  const rate = ratePercent(savings, income);
  const lastRate = ratePercent(lastSavings, lastIncome);
  const average = ratePercent(sixSavings, sixIncome);
  const span = monthSpan(months[0] ?? '', months.at(-1) ?? '');
  return [
    {
      kind: 'savings-rate',
      subject: 'month',
      text:
        `Savings rate ${rate}% in ${monthName(data.month)}: ` +
        `${compared(rate, lastRate, ['up from', 'down from', 'the same as'])} ${lastRate}% last month, ` +
        `${compared(rate, average, ['above', 'below', 'level with'])} the 6-month average of ${average}%`,
      why:
        `${usd(savings)} saved of ${usd(income)} income. ${monthName(last)}: ` +
        `${usd(lastSavings)} of ${usd(lastIncome)}. ${span} (months with income): ` +
        `${usd(sixSavings)} of ${usd(sixIncome)}.`,
    },
  ];
}

/** Income received in M against the mean of the 3 months before (each with income). */
export function incomeInsight(data: InsightData): DraftInsight[] {
  const months = previousMonths(data, T.incomeMonths);
  const amounts = months.map((m) => typeTotal(data, m, 'income'));
  if (amounts.some((amount) => amount <= 0)) return [];
  const expected = Math.round(amounts.reduce((a, b) => a + b, 0) / amounts.length);
  const received = typeTotal(data, data.month, 'income');
  const basis =
    `the average of ${monthSpan(months[0] ?? '', months.at(-1) ?? '')} ` +
    `(${amounts.map(usd).join(', ')})`;
  const base = { kind: 'income' as const, subject: 'month' };
  if (isMonthRunning(data)) {
    const left = expected - received;
    return [
      {
        ...base,
        text: `Income so far: ${usd(received)} of about ${usd(expected)} expected`,
        why:
          `Expected is ${basis}; ` +
          (left > 0 ? `${usd(left)} still to come.` : `${usd(-left)} more than expected already.`),
      },
    ];
  }
  const diff = received - expected;
  const text =
    Math.abs(diff) <= expected * T.incomeInLine
      ? `Income in ${monthName(data.month)} was in line with the usual ${usd(expected)}`
      : `Income in ${monthName(data.month)} was ${usd(Math.abs(diff))} ${diff < 0 ? 'below' : 'above'} the usual ${usd(expected)}`;
  return [{ ...base, text, why: `${usd(received)} received against ${basis}.` }];
}

/** Money of M's budget not given to any category yet: the dashboard's To Be Budgeted above 0. */
export function unbudgetedInsight(data: InsightData): DraftInsight[] {
  if (!data.budget) return [];
  const lines = categoriesOf(data, data.month).filter((c) => c.inBudget);
  const income = lines.filter((c) => c.type === 'income').reduce((s, c) => s + c.actualCents, 0);
  const budgeted = lines
    .filter((c) => c.type !== 'income')
    .reduce((sum, c) => sum + c.budgetedCents, 0);
  const rollover = data.budget.rolloverCents;
  const left = income + rollover - budgeted;
  if (left <= 0) return [];
  return [
    {
      kind: 'unbudgeted',
      subject: 'month',
      text: `${usd(left)} of ${monthName(data.month)}'s money is not budgeted yet`,
      why:
        `Income received ${usd(income)} + rollover ${usd(rollover)} − budgeted ` +
        `${usd(budgeted)} (expense and savings) = ${usd(left)} to allocate.`,
    },
  ];
}
