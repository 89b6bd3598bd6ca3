import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, type CsvMapping } from '@elevate/shared/schemas/imports';
import { badRequest } from '../../../lib/errors.ts';
import { checkCsvShape } from './csv-bounds.ts';
import { parseCsvDate } from './csv-date.ts';
import { isBlankRow } from './csv-sniff.ts';
import {
  cleanText,
  malformed,
  MAX_CATEGORY,
  MAX_DESCRIPTION,
  MAX_NOTES,
  parseAmount,
  type ParsedRow,
} from './parsed-row.ts';
import { addFacts, newFacts, type RowSource } from './row-source.ts';

export const TOO_MANY_ROWS = `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`;

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

/** Text papaparse read in one go (whole rows), with the data rows seen and kept before it. */
interface Piece {
  start: number;
  end: number;
  seen: number;
  first: number;
}

/**
 * Calls `take` for each data row past the preamble and header, with its
 * number among the non-blank rows; returns the count seen after them.
 */
function eachRow(
  data: string[][],
  seen: number,
  skip: number,
  take: (row: string[], rowNumber: number) => void,
): number {
  for (const row of data) {
    // papaparse's own skipEmptyLines: 'greedy' cost 4 times the parse itself.
    if (row.length === 1 ? row[0]!.trim() === '' : isBlankRow(row)) continue;
    seen += 1;
    if (seen > skip) take(row, seen);
  }
  return seen;
}

/** A data row through the mapping; null for a row left out. A bad date or amount is a 400 naming its line. */
function csvRowReader(text: string, mapping: CsvMapping) {
  const needed = Math.max(
    mapping.date,
    ...mapping.description,
    ...(mapping.amount.kind === 'signed'
      ? [mapping.amount.column]
      : [mapping.amount.debit, mapping.amount.credit]),
  );
  // Rows share dates: each distinct cell is read once, and its rows share one string.
  const dates = new Map<string, string | null>();
  return (row: string[], rowNumber: number): ParsedRow | null => {
    const dateCell = row[mapping.date] ?? '';
    // No digit where the date belongs: a footer ('Closing balance;…', 'Total'), left out.
    if (row.length <= needed || !/\d/.test(dateCell)) return null;
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
    if (!cents) return null;
    const parts = mapping.description.map((i) => row[i] ?? '');
    const description = cleanText(
      parts.length === 1 ? parts[0] : parts.filter((cell) => cell.trim()).join(' '),
      MAX_DESCRIPTION,
    );
    const category =
      mapping.category === undefined ? '' : cleanText(row[mapping.category], MAX_CATEGORY);
    const notes = mapping.notes === undefined ? '' : cleanText(row[mapping.notes], MAX_NOTES);
    return {
      date,
      description,
      cents,
      category: category || undefined,
      notes: notes || undefined,
    };
  };
}

/**
 * Every data row through the mapping, read twice (decision 0034): first all
 * of them are checked and counted, and what the duplicate and payee checks
 * need is gathered; then, as the rows are staged, each megabyte of text is
 * read again on its own, so a preview never holds all the rows of a large
 * file at once. A bad date or amount is a 400 naming its line.
 */
export function readCsvRows(text: string, mapping: CsvMapping): RowSource {
  checkCsvShape(text, mapping.delimiter);
  const toRow = csvRowReader(text, mapping);
  const skip = mapping.skipRows + (mapping.hasHeader ? 1 : 0);
  const facts = newFacts();
  const pieces: Piece[] = [];
  let count = 0;
  let ignored = 0;
  let seen = 0;
  let linebreak: string | undefined;
  const state: { failure: Error | null } = { failure: null };
  // papaparse reads a string in chunks too; its typings only say so for files.
  const config = {
    delimiter: mapping.delimiter,
    chunkSize: CHUNK_CHARS,
    chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      try {
        linebreak ??= result.meta.linebreak;
        // The chunk's rows end where papaparse stopped; the rest of the line comes with the next.
        pieces.push({
          start: pieces.at(-1)?.end ?? 0,
          end: result.meta.cursor,
          seen,
          first: count,
        });
        seen = eachRow(result.data, seen, skip, (row, rowNumber) => {
          if (count >= MAX_IMPORT_ROWS) throw badRequest(TOO_MANY_ROWS);
          const parsed = toRow(row, rowNumber);
          if (!parsed) {
            ignored += 1;
            return;
          }
          count += 1;
          addFacts(facts, parsed);
        });
      } catch (err) {
        state.failure = err as Error;
        parser.abort();
      }
    },
  };
  Papa.parse<string[]>(text, config as Papa.ParseConfig<string[]>);
  if (state.failure) throw state.failure;

  let held = { piece: -1, rows: [] as ParsedRow[] };
  const piecesRows = (index: number) => {
    if (held.piece !== index) {
      const piece = pieces[index]!;
      const rows: ParsedRow[] = [];
      const { data } = Papa.parse<string[]>(text.slice(piece.start, piece.end), {
        delimiter: mapping.delimiter,
        ...(linebreak ? { newline: linebreak as Papa.ParseConfig['newline'] } : {}),
      });
      eachRow(data, piece.seen, skip, (row, rowNumber) => {
        const parsed = toRow(row, rowNumber);
        if (parsed) rows.push(parsed);
      });
      held = { piece: index, rows };
    }
    return held.rows;
  };
  let at = 0;
  return {
    count,
    ignored,
    facts,
    read: (from, to) => {
      const out: ParsedRow[] = [];
      if (from < (pieces[at]?.first ?? 0)) at = 0;
      for (let idx = from; idx < Math.min(to, count);) {
        // The last piece starting at or before idx holds it (pieces without rows are passed over).
        while (at + 1 < pieces.length && pieces[at + 1]!.first <= idx) at += 1;
        const rows = piecesRows(at);
        const first = pieces[at]!.first;
        const end = Math.min(to, first + rows.length);
        // Never expected (a piece reads as it did the first time), but never a loop without end.
        if (end <= idx) throw badRequest('The file could not be read the same way twice.');
        for (let i = idx; i < end; i += 1) out.push(rows[i - first]!);
        idx = end;
      }
      return out;
    },
  };
}
