import type { CsvLayout, CsvMapping } from '@elevate/shared/schemas/imports';
import { detectColumns, detectDecimal } from './csv-columns.ts';
import { detectDelimiter, detectLayout, firstRows } from './csv-sniff.ts';
import { decodeText, detectEncoding } from './decode.ts';
const SAMPLE_ROWS = 5;

export interface CsvSniff {
  text: string;
  layout: CsvLayout;
  /** The detected mapping, or null when no date or amount column could be told. */
  mapping: CsvMapping | null;
  /** Normalised header (with the delimiter): the key a remembered mapping is stored under. */
  headerKey: string | null;
}

/**
 * A header that ends in a delimiter its data rows lack ('…,Balance,') has a
 * blank field too many: no column of its own.
 */
function withoutTrailingBlanks(header: string[], data: string[][]): string[] {
  const widest = data.reduce((most, row) => Math.max(most, row.length), 0);
  let end = header.length;
  while (end > widest && header[end - 1]!.trim() === '') end -= 1;
  return end === header.length ? header : header.slice(0, end);
}

/** Decodes the file and tells its delimiter, preamble, header, columns and date orders. */
export function sniffCsv(bytes: Uint8Array, given?: CsvMapping): CsvSniff {
  const encoding = given?.encoding ?? detectEncoding(bytes);
  const text = decodeText(bytes, encoding);
  const delimiter = given?.delimiter ?? detectDelimiter(text);
  const head = firstRows(text, delimiter);
  const { skipRows, hasHeader } = given ?? detectLayout(head);
  const data = head.slice(skipRows + (hasHeader ? 1 : 0));
  const header = hasHeader ? withoutTrailingBlanks(head[skipRows] ?? [], data) : null;
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
