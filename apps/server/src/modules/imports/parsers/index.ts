import type { CsvMapping, ImportFormat } from '@elevate/shared/schemas/imports';
import { MAX_IMPORT_ROWS, MAX_IMPORT_STATEMENT_BYTES } from '@elevate/shared/schemas/imports';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { parseCamt } from './camt.ts';
import { checkedSniff } from './csv-bounds.ts';
import { readCsvRows, TOO_MANY_ROWS } from './csv-rows.ts';
import { sniffCsv, type CsvSniff } from './csv.ts';
import { decodeText, detectEncoding } from './decode.ts';
import { detectFormat } from './detect.ts';
import { parseOfx } from './ofx.ts';
import { parseQif } from './qif.ts';
import { arraySource, type RowSource } from './row-source.ts';
import type { StatementAccount } from './parsed-row.ts';
import { fileAccount } from './statement-account.ts';

export type { ParsedPart, ParsedRow, ParseResult } from './parsed-row.ts';
export type { FileFacts, RowSource } from './row-source.ts';

export const STATEMENT_TOO_LARGE = `An OFX, QFX, QIF or CAMT.053 file may be at most ${MAX_IMPORT_STATEMENT_BYTES / 1024 / 1024} MB. Split it into smaller files.`;

export interface ParsedFile extends RowSource {
  format: ImportFormat;
  /**
   * mapping null: no date or amount column could be told; the layout lets the user choose.
   * Without the file's text, which only the row source keeps (to read the rows again).
   */
  csv?: Omit<CsvSniff, 'text'>;
  /** The account the statement names and its closing balance (OFX and CAMT.053; none for the rest). */
  account: StatementAccount;
}

const NO_ACCOUNT: StatementAccount = { key: null, balance: null };

/**
 * The rows of an uploaded file of any supported format. `pickMapping` chooses
 * a CSV's mapping once its header is known (the user's, a remembered one or
 * the detected one). Throws a 400 for anything malformed; stores nothing.
 */
export async function parseFile(
  bytes: Uint8Array,
  fileName: string,
  given: CsvMapping | undefined,
  remembered: (headerKey: string) => Promise<CsvMapping | null>,
): Promise<ParsedFile & { remembered: boolean }> {
  const format = detectFormat(bytes, fileName);
  let result: ParsedFile;
  let usedRemembered = false;
  if (format === 'csv') {
    let sniff = checkedSniff(sniffCsv(bytes, given));
    let mapping = given ?? null;
    if (!mapping && sniff.headerKey) {
      mapping = await remembered(sniff.headerKey);
      if (mapping) {
        usedRemembered = true;
        sniff = { ...checkedSniff(sniffCsv(bytes, mapping)), headerKey: sniff.headerKey };
      }
    }
    mapping ??= sniff.mapping;
    const { text, ...csv } = sniff;
    result = mapping
      ? { format, ...readCsvRows(text, mapping), csv: { ...csv, mapping }, account: NO_ACCOUNT }
      : { format, ...arraySource([], 0), csv, account: NO_ACCOUNT };
  } else {
    // Parsed whole, unlike a CSV: a lower limit bounds the memory (decision 0036).
    if (bytes.length > MAX_IMPORT_STATEMENT_BYTES) throw new AppError(413, STATEMENT_TOO_LARGE);
    const text = decodeText(bytes, detectEncoding(bytes));
    const parse = format === 'qif' ? parseQif : format === 'camt053' ? parseCamt : parseOfx;
    const { rows, ignored, statements } = await parse(text);
    if (rows.length > MAX_IMPORT_ROWS) throw badRequest(TOO_MANY_ROWS);
    result = { format, ...arraySource(rows, ignored), account: fileAccount(statements ?? []) };
  }
  return { ...result, remembered: usedRemembered };
}
