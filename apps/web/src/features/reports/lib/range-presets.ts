import { budgetMonthOf, monthIndex, shiftMonth } from '@elevate/shared';
import { translate, type Translate } from '../../../lib/i18n/use-t.ts';

/** The range picker's choices; `label` is a catalogue key, read with t(). */
export const RANGE_PRESETS = [
  { id: 'this-month', label: 'reports.range.thisMonth' },
  { id: 'last-3', label: 'reports.range.last3' },
  { id: 'last-6', label: 'reports.range.last6' },
  { id: 'last-12', label: 'reports.range.last12' },
  { id: 'ytd', label: 'reports.range.ytd' },
  { id: 'last-year', label: 'reports.range.lastYear' },
  { id: 'custom', label: 'reports.range.custom' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

export interface MonthRange {
  /** 'YYYY-MM', both included. */
  from: string;
  to: string;
}

/**
 * The months a preset covers, counting the current budget month (UTC) as the last one: with
 * the ledger's months starting on the 25th, from 25 March on that is April.
 */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  now: Date,
  startDay = 1,
): MonthRange {
  const month = budgetMonthOf(now, startDay);
  const year = month.slice(0, 4);
  switch (preset) {
    case 'this-month':
      return { from: month, to: month };
    case 'last-3':
      return { from: shiftMonth(month, -2), to: month };
    case 'last-6':
      return { from: shiftMonth(month, -5), to: month };
    case 'last-12':
      return { from: shiftMonth(month, -11), to: month };
    case 'ytd':
      return { from: `${year}-01`, to: month };
    case 'last-year': {
      const last = String(Number(year) - 1);
      return { from: `${last}-01`, to: `${last}-12` };
    }
  }
}

/**
 * What is wrong with a custom range, in the server's words (in the reader's language), or
 * null.
 */
export function customRangeError(range: MonthRange, t: Translate = translate): string | null {
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/;
  if (!valid.test(range.from) || !valid.test(range.to)) return t('reports.range.pickMonths');
  const length = monthIndex(range.to) - monthIndex(range.from) + 1;
  if (length < 1) return t('reports.range.backwards');
  if (length > 240) return t('reports.range.tooLong', { max: 240 });
  return null;
}
