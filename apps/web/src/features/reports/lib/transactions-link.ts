import { useCallback } from 'react';
import { budgetMonthDays, type CategoryType } from '@elevate/shared';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import type { MonthRange } from './range-presets.ts';

type LinkFilters = { category?: string; type?: CategoryType; description?: string; tag?: string };

/**
 * /transactions with its filters in the URL: the range's first to last day and
 * a category, type, description or tag; `all` lists every match (Filter All). The days are
 * those of the budget months: with the ledger's months starting on the 25th, April is
 * 25 March to 24 April.
 */
export function transactionsLink(range: MonthRange, filters: LinkFilters, startDay = 1): string {
  const startDate = budgetMonthDays(range.from, startDay).first;
  const endDate = budgetMonthDays(range.to, startDay).last;
  const params = new URLSearchParams({ startDate, endDate });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set('all', 'true');
  return `/transactions?${params.toString()}`;
}

/** transactionsLink with the tab's ledger's start day. */
export function useTransactionsLink(): (range: MonthRange, filters: LinkFilters) => string {
  const startDay = useMonthStartDay();
  return useCallback(
    (range: MonthRange, filters: LinkFilters) => transactionsLink(range, filters, startDay),
    [startDay],
  );
}
