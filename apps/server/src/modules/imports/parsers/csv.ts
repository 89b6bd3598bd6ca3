import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, type CsvLayout, type CsvMapping } from '@elevate/shared/schemas/imports';
import { badRequest } from '../../../lib/errors.ts';
import { detectColumns, detectDecimal } from './csv-columns.ts';
import { parseCsvDate } from './csv-date.ts';
import { detectDelimiter, detectLayout, firstRows, isBlankRow } from './csv-sniff.ts';
import { decodeText, detectEncoding } from './decode.ts';
import {
  cleanText,
  malformed,
  MAX_CATEGORY,
  MAX_DESCRIPTION,
  MAX_NOTES,
  parseAmount,
  type ParsedRow,
} from './parsed-row.ts';

export const TOO_MANY_ROWS = `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`;
const SAMPLE_ROWS = 5;

export interface CsvSniff {
  text: string;
  layout: CsvLayout;
  /** The detected mapping, or null when no date or amount column could be told. */
  mapping: CsvMapping | null;
  /** Normalised header (with the delimiter): the key a remembered mapping is stored under. */
  headerKey: string | null;
}

/** Decodes the file and tells its delimiter, preamble, header, columns and date orders. */
export function sniffCsv(bytes: Uint8Array, given?: CsvMapping): CsvSniff {
  const encoding = given?.encoding ?? detectEncoding(bytes);
  const text = decodeText(bytes, encoding);
  const delimiter = given?.delimiter ?? detectDelimiter(text);
  const head = firstRows(text, delimiter);
  const { skipRows, hasHeader } = given ?? detectLayout(head);
  const header = hasHeader ? (head[skipRows] ?? []) : null;
  const data = head.slice(skipRows + (hasHeader ? 1 : 0));
  const decimal = given?.decimal ?? detectDecimal(data);
  const detected = detectColumns(header, data, decimal);
  const width = Math.max(header?.length ?? 0, ...data.map((row) => row.length), 0);
  const columns = Array.from({ length: width }, (_, i) => header?.[i]?.trim() || `Column ${i + 1}`);
  const layout: CsvLayout = {
    columns,
    sample: data.slice(0, SAMPLE_ROWS),
    dateOrders: detected?.dateOrders ?? [],
    remembered: false,
  };
  const headerKey = header
    ? `${delimiter}|${header.map((cell) => cell.trim().toLowerCase()).join('|')}`
    : null;
  if (!detected) return { text, layout, mapping: null, headerKey };
  const mapping: CsvMapping = {
    delimiter,
    encoding,
    skipRows,
    hasHeader,
    date: detected.date,
    dateOrder: detected.dateOrder,
    description: detected.description,
    amount: detected.amount,
    decimal,
    ...(detected.category !== undefined ? { category: detected.category } : {}),
    ...(detected.notes !== undefined ? { notes: detected.notes } : {}),
  };
  return { text, layout, mapping, headerKey };
}

const ORDER_TEXT = { ymd: 'year-month-day', dmy: 'day/month/year', mdy: 'month/day/year' };

/** Signed cents of a row, null when its amount cells are blank. */
function rowCents(
  row: string[],
  mapping: CsvMapping,
  text: string,
  rowNumber: number,
): number | null {
  const read = (column: number) => {
    const cell = row[column] ?? '';
    if (cell.trim() === '') return null;
    const cents = parseAmount(cell, mapping.decimal);
    if (cents === null) {
      const where = lineOfRow(text, mapping.delimiter, rowNumber);
      throw malformed(where, `'${cell.slice(0, 40)}' is not an amount`);
    }
    return cents;
  };
  const amount = mapping.amount;
  if (amount.kind === 'signed') {
    const cents = read(amount.column);
    return cents === null ? null : amount.invert ? -cents : cents;
  }
  const debit = read(amount.debit);
  const credit = read(amount.credit);
  if (debit === null && credit === null) return null;
  return (credit === null ? 0 : Math.abs(credit)) - (debit === null ? 0 : Math.abs(debit));
}

/** The line a parsed row ends on, for a message: only an error pays for the rescan. */
function lineOfRow(text: string, delimiter: string, rowNumber: number): string {
  let seen = 0;
  let line = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result, parser) => {
      if (isBlankRow(result.data)) return;
      seen += 1;
      if (seen < rowNumber) return;
      line = text
        .slice(0, result.meta.cursor)
        .trimEnd()
        .split(/\r\n|\n|\r/).length;
      parser.abort();
    },
  });
  return `Line ${line}`;
}

/** Rows are parsed a megabyte of text at a time: no per-row callback objects. */
const CHUNK_CHARS = 1 << 20;

/** Every data row through the mapping. A bad date or amount is a 400 naming its line. */
export function readCsvRows(text: string, mapping: CsvMapping) {
  const rows: ParsedRow[] = [];
  let ignored = 0;
  let seen = 0;
  const state: { failure: Error | null } = { failure: null };
  const skip = mapping.skipRows + (mapping.hasHeader ? 1 : 0);
  const needed = Math.max(
    mapping.date,
    ...mapping.description,
    ...(mapping.amount.kind === 'signed'
      ? [mapping.amount.column]
      : [mapping.amount.debit, mapping.amount.credit]),
  );
  // Rows share dates: each distinct cell is read once, and its rows share one string.
  const dates = new Map<string, string | null>();
  const readRow = (row: string[], rowNumber: number) => {
    if (rows.length >= MAX_IMPORT_ROWS) throw badRequest(TOO_MANY_ROWS);
    const dateCell = row[mapping.date] ?? '';
    // No digit where the date belongs: a footer ('Closing balance;…', 'Total'), left out.
    if (row.length <= needed || !/\d/.test(dateCell)) {
      ignored += 1;
      return;
    }
    let date = dates.get(dateCell);
    if (date === undefined) {
      date = parseCsvDate(dateCell, mapping.dateOrder);
      dates.set(dateCell, date);
    }
    if (!date) {
      throw malformed(
        lineOfRow(text, mapping.delimiter, rowNumber),
        `'${dateCell.slice(0, 40)}' is not a date (${ORDER_TEXT[mapping.dateOrder]})`,
      );
    }
    const cents = rowCents(row, mapping, text, rowNumber);
    if (!cents) {
      ignored += 1;
      return;
    }
    const parts = mapping.description.map((i) => row[i] ?? '');
    const description = cleanText(
      parts.length === 1 ? parts[0] : parts.filter((cell) => cell.trim()).join(' '),
      MAX_DESCRIPTION,
    );
    const category =
      mapping.category === undefined ? '' : cleanText(row[mapping.category], MAX_CATEGORY);
    const notes = mapping.notes === undefined ? '' : cleanText(row[mapping.notes], MAX_NOTES);
    rows.push({
      date,
      description,
      cents,
      category: category || undefined,
      notes: notes || undefined,
    });
  };
  // papaparse reads a string in chunks too; its typings only say so for files.
  const config = {
    delimiter: mapping.delimiter,
    chunkSize: CHUNK_CHARS,
    chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      try {
        for (const row of result.data) {
          // papaparse's own skipEmptyLines: 'greedy' cost 4 times the parse itself.
          if (row.length === 1 ? row[0]!.trim() === '' : isBlankRow(row)) continue;
          seen += 1;
          if (seen > skip) readRow(row, seen);
        }
      } catch (err) {
        state.failure = err as Error;
        parser.abort();
      }
    },
  };
  Papa.parse<string[]>(text, config as Papa.ParseConfig<string[]>);
  if (state.failure) throw state.failure;
  return { rows, ignored };
}
