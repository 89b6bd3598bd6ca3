import { fromCents } from './money.ts';
import { formatMonthYear } from './month.ts';
import { plural } from './plural.ts';

/**
 * 'Suggest from history' (plan ahead, docs/product/plan.md): a category's suggestion is the average
 * of what it really took in the last months with data, or what its recurring
 * rules will take in the new month when that is more, rounded to whole
 * dollars (halves up). Never below 0: a budgeted amount cannot be negative.
 */
export const SUGGESTION_MONTHS = 3;

/** Whole dollars nearest to `cents` (halves up); 0 for anything at or below 0. */
export function roundToDollars(cents: number): number {
  if (cents <= 0) return 0;
  return Math.floor((cents + 50) / 100);
}

export interface SuggestionInput {
  /** The category's sum in each month of `months` (0 for a month it had none). */
  monthTotalsCents: number[];
  /** First days ('YYYY-MM-DD') of the months with data, oldest first. */
  months: string[];
  /** The sum of the category's recurring occurrences in the new month. */
  recurringCents: number;
  /** 'December 2026' */
  targetMonthLabel: string;
}

const usd = (cents: number) =>
  fromCents(cents).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const shortMonth = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

/** The average of `n` months summing to `sumCents`, rounded once, to whole dollars (halves up). */
export function averageDollars(sumCents: number, n: number): number {
  if (n === 0 || sumCents <= 0) return 0;
  return Math.floor((2 * sumCents + n * 100) / (200 * n));
}

/** The suggested dollars and the sentence that says where they came from. */
export function suggestFromHistory(input: SuggestionInput): { suggested: number; basis: string } {
  const n = input.monthTotalsCents.length;
  const sum = input.monthTotalsCents.reduce((total, cents) => total + cents, 0);
  // Compared without rounding: recurring × n against the sum of n months.
  if (input.recurringCents > 0 && input.recurringCents * Math.max(n, 1) > sum) {
    return {
      suggested: roundToDollars(input.recurringCents),
      basis: `Recurring in ${input.targetMonthLabel}: ${usd(input.recurringCents)}`,
    };
  }
  if (n === 0) return { suggested: 0, basis: 'No history yet' };
  const first = input.months[0]!;
  const last = input.months[input.months.length - 1]!;
  const span =
    input.months.length === 1
      ? formatMonthYear(`${first}T00:00:00Z`)
      : first.slice(0, 4) === last.slice(0, 4)
        ? `${shortMonth(first)}–${shortMonth(last)} ${last.slice(0, 4)}`
        : `${shortMonth(first)} ${first.slice(0, 4)}–${shortMonth(last)} ${last.slice(0, 4)}`;
  return {
    suggested: averageDollars(sum, n),
    basis: `Average of ${plural(n, { one: '# month', other: '# months' })} (${span}): ${usd(Math.round(sum / n))}`,
  };
}
