import { formatMonthYear, formatShortDate } from '@elevate/shared';

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as en-US dollars: '$410' for whole dollars, '$59.40' otherwise. */
export function usd(cents: number): string {
  return (cents % 100 === 0 ? whole : exact).format(cents / 100);
}

/** A share as a whole percent: 0.823 → '82%'. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** 'YYYY-MM' → 'November 2026'. */
export function monthName(month: string): string {
  return formatMonthYear(`${month}-01T00:00:00.000Z`);
}

/** 'August 2026 to October 2026' (one name when both are the same month). */
export function monthSpan(first: string, last: string): string {
  return first === last ? monthName(first) : `${monthName(first)} to ${monthName(last)}`;
}

export const shortDate = (date: Date) => formatShortDate(date);
