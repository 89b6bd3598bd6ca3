import type { CsvDateOrder } from '@elevate/shared/schemas/imports';
import { fullYear, isoDay, isRealDate } from './parsed-row.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

const NUMERIC = /^(\d{1,4})[-/. ](\d{1,2})[-/. ](\d{1,4})(?:[ T].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_NAME_YEAR = /^(\d{1,2})[-. ]?([a-z]{3,9})\.?[-., ]+(\d{2,4})$/i;
const NAME_DAY_YEAR = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{2,4})$/i;

function named(text: string): string | null | undefined {
  let match = DAY_NAME_YEAR.exec(text);
  if (match) {
    const year = fullYear(Number(match[3]), match[3]!.length);
    const [month, day] = [monthOf(match[2]!), Number(match[1])];
    return isRealDate(year, month, day) ? isoDay(year, month, day) : null;
  }
  match = NAME_DAY_YEAR.exec(text);
  if (match) {
    const year = fullYear(Number(match[3]), match[3]!.length);
    const [month, day] = [monthOf(match[1]!), Number(match[2])];
    return isRealDate(year, month, day) ? isoDay(year, month, day) : null;
  }
  return undefined;
}

/**
 * A date cell in the given order of day, month and year, any of - / . or a
 * space between them, a 2- or 4-digit year, an optional time after it; month
 * names ('01 Mar 2026', 'Mar 1, 2026') and 'YYYYMMDD' read in any order.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Longer than any date with a time and zone ('Wednesday, 01 March 2026 12:00:00 +01:00'). */
const MAX_DATE_CHARS = 64;

export function parseCsvDate(cell: string, order: CsvDateOrder): string | null {
  if (cell.length > MAX_DATE_CHARS) return null;
  const iso = order === 'ymd' ? ISO.exec(cell) : null;
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isRealDate(year, month, day) ? cell : null;
  }
  const text = cell.trim();
  const byName = named(text);
  if (byName !== undefined) return byName;
  const compact = COMPACT.exec(text);
  if (compact) {
    const [year, month, day] = [Number(compact[1]), Number(compact[2]), Number(compact[3])];
    return isRealDate(year, month, day) ? isoDay(year, month, day) : null;
  }
  const match = NUMERIC.exec(text);
  if (!match) return null;
  const parts = [match[1]!, match[2]!, match[3]!];
  const [y, m, d] =
    order === 'ymd'
      ? [parts[0], parts[1], parts[2]]
      : order === 'dmy'
        ? [parts[2], parts[1], parts[0]]
        : [parts[2], parts[0], parts[1]];
  if (y!.length !== 4 && (order === 'ymd' || y!.length !== 2)) return null;
  if (d!.length > 2 || m!.length > 2) return null;
  const year = fullYear(Number(y), y!.length);
  return isRealDate(year, Number(m), Number(d)) ? isoDay(year, Number(m), Number(d)) : null;
}

/**
 * The orders that read the most (non-blank) cells as real dates, when that
 * is at least half of them: more than one is ambiguous, and a cell that fits
 * none is reported with its line when the rows are read.
 */
export function possibleDateOrders(cells: Iterable<string>): CsvDateOrder[] {
  const orders: CsvDateOrder[] = ['ymd', 'dmy', 'mdy'];
  const fits = [0, 0, 0];
  let seen = 0;
  for (const cell of cells) {
    if (cell.trim() === '') continue;
    seen += 1;
    orders.forEach((order, i) => {
      if (parseCsvDate(cell, order) !== null) fits[i]! += 1;
    });
  }
  const best = Math.max(...fits);
  if (seen === 0 || best * 2 < seen) return [];
  return orders.filter((_, i) => fits[i] === best);
}
