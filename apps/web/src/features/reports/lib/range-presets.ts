import { monthIndex, shiftMonth } from '@elevate/shared';

export const RANGE_PRESETS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-3', label: 'Last 3 months' },
  { id: 'last-6', label: 'Last 6 months' },
  { id: 'last-12', label: 'Last 12 months' },
  { id: 'ytd', label: 'Year to date' },
  { id: 'last-year', label: 'Last year' },
  { id: 'custom', label: 'Custom months' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

export interface MonthRange {
  /** 'YYYY-MM', both included. */
  from: string;
  to: string;
}

/** The months a preset covers, counting the current UTC month as the last one. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date): MonthRange {
  const month = now.toISOString().slice(0, 7);
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

/** What is wrong with a custom range, in the server's words, or null. */
export function customRangeError(range: MonthRange): string | null {
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/;
  if (!valid.test(range.from) || !valid.test(range.to)) return 'Pick a first and a last month';
  const length = monthIndex(range.to) - monthIndex(range.from) + 1;
  if (length < 1) return 'From must not be after to';
  if (length > 240) return 'A report covers at most 240 months';
  return null;
}
