import Papa from 'papaparse';
import { CSV_DELIMITERS, MAX_CSV_COLUMNS } from '@elevate/shared/schemas/imports';
import { possibleDateOrders } from './csv-date.ts';

type Delimiter = (typeof CSV_DELIMITERS)[number];

/** The first lines of the file are enough to tell its delimiter, preamble and header. */
const SNIFF_LINES = 60;

/** A row of nothing but blanks and delimiters: not counted anywhere (skipRows included). */
export const isBlankRow = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * At most this much text is sniffed, cut at a line break, and rows are cut one
 * cell past the widest a mapping names: a file without line breaks was read
 * whole, three times, as one row of millions of cells.
 */
const SNIFF_CHARS = 256 * 1024;

export function firstRows(text: string, delimiter: Delimiter, lines = SNIFF_LINES): string[][] {
  let start = text.length > SNIFF_CHARS ? text.slice(0, SNIFF_CHARS) : text;
  const lastBreak = Math.max(start.lastIndexOf('\n'), start.lastIndexOf('\r'));
  if (start !== text && lastBreak > 0) start = start.slice(0, lastBreak);
  const head = start.split(/\r\n|\n|\r/, lines).join('\n');
  const parsed = Papa.parse<string[]>(head, { delimiter });
  return parsed.data
    .filter((row) => !isBlankRow(row))
    .map((row) => (row.length > MAX_CSV_COLUMNS ? row.slice(0, MAX_CSV_COLUMNS + 1) : row));
}

/** The most common number of fields among rows of at least two. */
function modalWidth(rows: string[][]): { width: number; share: number } {
  const counts = new Map<number, number>();
  for (const row of rows)
    if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let width = 0;
  let best = 0;
  for (const [w, n] of counts) if (n > best || (n === best && w > width)) [width, best] = [w, n];
  return { width, share: rows.length ? best / rows.length : 0 };
}

/** The delimiter whose rows most often agree on a width above 1. */
export function detectDelimiter(text: string): Delimiter {
  let best: Delimiter = ',';
  let bestScore = -1;
  for (const delimiter of CSV_DELIMITERS) {
    const { width, share } = modalWidth(firstRows(text, delimiter));
    const score = width > 1 ? share * 100 + Math.min(width, 20) : 0;
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

const isDate = (cell: string) => possibleDateOrders([cell]).length > 0;

/**
 * Preamble lines (account name, period, opening balance…) come before the
 * data: the first row that has a date in a column where the next row has one
 * too. The row just before it is the header when it has no date and is as
 * wide; otherwise the file has none. (Rows are counted without blank lines.)
 */
export function detectLayout(rows: string[][]): { skipRows: number; hasHeader: boolean } {
  const first = rows.findIndex((row, i) => {
    const next = rows[i + 1];
    return row.some((cell, c) => isDate(cell) && (next === undefined || isDate(next[c] ?? '')));
  });
  if (first < 0) return { skipRows: 0, hasHeader: true };
  const before = rows[first - 1];
  const hasHeader =
    before !== undefined && !before.some(isDate) && before.length >= (rows[first]?.length ?? 0) - 1;
  return { skipRows: hasHeader ? first - 1 : first, hasHeader };
}
