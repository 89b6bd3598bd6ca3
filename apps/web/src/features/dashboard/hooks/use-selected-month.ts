import { useCallback, useMemo, useState } from 'react';
import { addMonths, canNavigateNext, canNavigatePrev, startOfMonthUTC } from '@elevate/shared';

/** Section 4 'Month selection': starts at the current month; steps one month within the rules. */
export function useSelectedMonth(availableMonths: readonly string[] | undefined) {
  const [month, setMonthState] = useState(() => startOfMonthUTC(new Date()));
  const earliest = useMemo(() => {
    const times = (availableMonths ?? []).map((m) => Date.parse(m)).filter(Number.isFinite);
    return times.length > 0 ? new Date(Math.min(...times)) : null;
  }, [availableMonths]);

  const canPrev = canNavigatePrev(month, earliest);
  const canNext = canNavigateNext(month);
  const setMonth = useCallback((value: Date | string) => setMonthState(startOfMonthUTC(value)), []);
  const goPrev = useCallback(() => {
    if (canPrev) setMonthState((current) => addMonths(current, -1));
  }, [canPrev]);
  const goNext = useCallback(() => {
    if (canNext) setMonthState((current) => addMonths(current, 1));
  }, [canNext]);

  return { month, monthIso: month.toISOString(), setMonth, canPrev, canNext, goPrev, goNext };
}
