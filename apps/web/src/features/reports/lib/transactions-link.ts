import type { CategoryType } from '@elevate/shared';
import type { MonthRange } from './range-presets.ts';

const lastDay = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);

/**
 * /transactions with its filters in the URL: the range's first to last day and
 * a category, type, description or tag; `all` lists every match (Filter All).
 */
export function transactionsLink(
  range: MonthRange,
  filters: { category?: string; type?: CategoryType; description?: string; tag?: string },
): string {
  const params = new URLSearchParams({ startDate: `${range.from}-01`, endDate: lastDay(range.to) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set('all', 'true');
  return `/transactions?${params.toString()}`;
}
