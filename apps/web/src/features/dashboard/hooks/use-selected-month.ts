import { useCallback, useMemo } from 'react';
import { addMonths, canNavigatePrev, startOfMonthUTC } from '@elevate/shared';
import { useMonthStartDay } from '../../../entities/ledgers/month-start-day.ts';
import { isBeforeCurrentBudgetMonth } from '../../../lib/budget-months.ts';
import { useSelectedMonthKey } from '../../../lib/selected-month.ts';

/**
 * Month selection (docs/product/dashboard.md): starts at the current month; steps one month within the rules.
 * The month lives in lib/selected-month so the Transactions page opens on it (docs/product/dashboard.md).
 * 'Current' is today's budget month: with the ledger's months starting on the 25th, from
 * 25 March on that is April, and next may go up to it.
 */
export function useSelectedMonth(availableMonths: readonly string[] | undefined) {
  const monthStartDay = useMonthStartDay();
  const [monthKey, setMonthKey] = useSelectedMonthKey(monthStartDay);
  const month = useMemo(() => new Date(`${monthKey}-01T00:00:00.000Z`), [monthKey]);
  const earliest = useMemo(() => {
    const times = (availableMonths ?? []).map((m) => Date.parse(m)).filter(Number.isFinite);
    return times.length > 0 ? new Date(Math.min(...times)) : null;
  }, [availableMonths]);

  const canPrev = canNavigatePrev(month, earliest);
  const canNext = isBeforeCurrentBudgetMonth(monthKey, monthStartDay);
  const setMonth = useCallback(
    (value: Date | string) => setMonthKey(startOfMonthUTC(value)),
    [setMonthKey],
  );
  const goPrev = useCallback(() => {
    if (canPrev) setMonthKey(addMonths(month, -1));
  }, [canPrev, month, setMonthKey]);
  const goNext = useCallback(() => {
    if (canNext) setMonthKey(addMonths(month, 1));
  }, [canNext, month, setMonthKey]);

  return {
    month,
    monthIso: month.toISOString(),
    monthStartDay,
    setMonth,
    canPrev,
    canNext,
    goPrev,
    goNext,
  };
}
