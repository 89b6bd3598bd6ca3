import { createHash } from 'node:crypto';
import { MAX_CSV_COLUMNS } from '@elevate/shared/schemas/imports';
import { malformed } from './parsed-row.ts';

/** Far longer than any bank's row; a cell within it is cut before it is read (decision 0036). */
export const MAX_CSV_ROW_CHARS = 64 * 1024;

export const TOO_MANY_COLUMNS = `more than ${MAX_CSV_COLUMNS} columns. Check the delimiter, or split the file.`;
const ROW_TOO_LONG = `a row longer than ${MAX_CSV_ROW_CHARS.toLocaleString('en-US')} characters. This is not a bank statement.`;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Refuses a CSV with a row wider than the mapping can name or longer than any
 * statement's, before papaparse builds a single row: a file without line
 * breaks became one row of 2.5 million cells (825 MB). One pass over the
 * characters that allocates nothing, quoting as papaparse does (a quote opens
 * a field only at its start), so no row it builds is wider or longer.
 */
export function checkCsvShape(text: string, delimiter: string): void {
  const delim = delimiter.charCodeAt(0);
  let line = 1;
  let fields = 1;
  let rowStart = 0;
  let fieldStart = true;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line += 1;
    if (quoted) {
      if (c === QUOTE) {
        if (text.charCodeAt(i + 1) === QUOTE) i += 1;
        else quoted = false;
      }
    } else if (c === QUOTE && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === delim) {
      fieldStart = true;
      if (++fields > MAX_CSV_COLUMNS) throw malformed(`Line ${line}`, TOO_MANY_COLUMNS);
    } else if (c === LF || c === CR) {
      fields = 1;
      fieldStart = true;
      rowStart = i + 1;
    } else fieldStart = false;
    if (i - rowStart >= MAX_CSV_ROW_CHARS) throw malformed(`Line ${line}`, ROW_TOO_LONG);
  }
}

/**
 * A header key as stored (it is part of a primary key, whose index entries
 * must stay small): a long one keeps its start and a digest of the whole.
 */
const MAX_HEADER_KEY = 512;

export function boundedHeaderKey(key: string): string {
  if (key.length <= MAX_HEADER_KEY) return key;
  const digest = createHash('sha256').update(key).digest('hex');
  return `${key.slice(0, MAX_HEADER_KEY - digest.length - 1)}#${digest}`;
}

/** A sniffed layout wider than a mapping can name is a 400; its header key is bounded. */
export function checkedSniff<S extends { layout: { columns: string[] }; headerKey: string | null }>(
  sniff: S,
): S {
  if (sniff.layout.columns.length > MAX_CSV_COLUMNS) throw malformed('CSV', TOO_MANY_COLUMNS);
  return sniff.headerKey ? { ...sniff, headerKey: boundedHeaderKey(sniff.headerKey) } : sniff;
}
