import type { CsvAmountMapping, CsvDateOrder } from '@elevate/shared/schemas/imports';
import { possibleDateOrders } from './csv-date.ts';
import { parseAmount } from './parsed-row.ts';

/**
 * Column roles from header names (English and the common bank exports of
 * German, French, Spanish, Dutch and Italian banks), else from the data.
 */
const ROLES = {
  date: /^(transaction |trans\.? |booking |posting |posted |value )?date|datum|fecha|buchungstag|^buchung$|wertstellung$|date op|data|valuta|booked/,
  payee:
    /payee|merchant|beg(ue|ü)nstigter|auftraggeber|counterparty|name|tegenrekening naam|empf(ae|ä)nger/,
  description:
    /description|details|narrative|memo|verwendungszweck|libell|concepto|omschrijving|beschreibung|text|reference|particulars|transaction$/,
  debit: /debit|withdrawal|paid out|money out|outflow|soll|ausgang|d(é|e)bit|cargo/,
  credit: /credit|deposit|paid in|money in|inflow|haben|eingang|cr(é|e)dit|abono/,
  amount: /amount|betrag|montant|importe|bedrag|importo|umsatz|value|sum/,
  category: /categor|kategorie/,
  notes: /notes?$|comment|bemerkung/,
  skip: /balance|saldo|solde|currency|w(ä|ae)hrung|iban|account|konto|type$/,
} as const;

/**
 * A file with both a booking and a value date is dated by the booking: the
 * day the bank's statement and balance show, where the value date (interest)
 * may fall in the next month.
 */
const BOOKING_DATE = /^buchung|booking|comptabilisation|contable|boekdatum|contabile/;
const VALUE_DATE = /valuta|wertstellung|value|valeur|fecha valor/;

const norm = (cell: string) => cell.trim().toLowerCase();

export interface DetectedColumns {
  date: number;
  dateOrder: CsvDateOrder;
  dateOrders: CsvDateOrder[];
  description: number[];
  amount: CsvAmountMapping;
  category?: number | undefined;
  notes?: number | undefined;
}

const numericShare = (rows: string[][], column: number, decimal: '.' | ',') => {
  const cells = rows.map((row) => row[column] ?? '').filter((cell) => cell.trim() !== '');
  if (cells.length === 0) return 0;
  return cells.filter((cell) => parseAmount(cell, decimal) !== null).length / cells.length;
};

const numericOrBlank = (rows: string[][], column: number, decimal: '.' | ',') =>
  rows.every(
    (row) => (row[column] ?? '').trim() === '' || parseAmount(row[column]!, decimal) !== null,
  );

/** Roles by header name, then the data fills what the names leave open. */
export function detectColumns(
  header: string[] | null,
  rows: string[][],
  decimal: '.' | ',',
): DetectedColumns | null {
  const width = Math.max(header?.length ?? 0, ...rows.map((row) => row.length));
  const names = header?.map(norm) ?? [];
  const find = (role: keyof typeof ROLES, taken: Set<number>) =>
    names.findIndex(
      (name, i) =>
        !taken.has(i) && ROLES[role].test(name) && !ROLES.skip.test(name) && !ROLES.date.test(name),
    );
  const taken = new Set<number>();
  const claim = (i: number) => (i >= 0 ? (taken.add(i), i) : -1);

  const ordersOf = (i: number) => possibleDateOrders(rows.map((row) => row[i] ?? ''));
  // Date columns by name that hold dates: a booking date first, a value date last.
  const rank = (i: number) =>
    BOOKING_DATE.test(names[i]!) ? 0 : VALUE_DATE.test(names[i]!) ? 2 : 1;
  const named = names
    .flatMap((name, i) => (ROLES.date.test(name) && ordersOf(i).length > 0 ? [i] : []))
    .sort((a, b) => rank(a) - rank(b));
  let date = claim(named[0] ?? -1);
  if (date < 0) {
    for (let i = 0; i < width && date < 0; i += 1) if (ordersOf(i).length > 0) date = claim(i);
  }
  if (date < 0) return null;
  const dateOrders = ordersOf(date);

  let amount: CsvAmountMapping | null = null;
  const debit = find('debit', taken);
  const credit = find('credit', taken);
  const signed = find('amount', taken);
  // 'Debit Amount' and 'Credit Amount' are a pair, not a signed column; a
  // 'Debit/Credit' column beside 'Amount' says only which one a row is.
  const pair =
    debit >= 0 &&
    credit >= 0 &&
    debit !== credit &&
    (signed < 0 || signed === debit || signed === credit) &&
    numericOrBlank(rows, debit, decimal) &&
    numericOrBlank(rows, credit, decimal);
  if (pair) amount = { kind: 'debitCredit', debit: claim(debit), credit: claim(credit) };
  else if (signed >= 0) amount = { kind: 'signed', column: claim(signed) };
  else {
    for (let i = 0; i < width && !amount; i += 1) {
      const skipped = ROLES.skip.test(names[i] ?? '');
      if (!taken.has(i) && !skipped && numericShare(rows, i, decimal) === 1) {
        amount = { kind: 'signed', column: claim(i) };
      }
    }
  }
  if (!amount) return null;

  const category = find('category', taken);
  if (category >= 0) taken.add(category);
  const description = [find('payee', taken), find('description', taken)].filter((i) => i >= 0);
  description.forEach((i) => taken.add(i));
  const notes = find('notes', taken);
  if (description.length === 0) {
    // The text column with the longest cells: what a person would read as the payee.
    let best = -1;
    let bestLength = 0;
    for (let i = 0; i < width; i += 1) {
      if (taken.has(i) || numericShare(rows, i, decimal) > 0.5) continue;
      const length = rows.reduce((sum, row) => sum + (row[i]?.trim().length ?? 0), 0);
      if (length > bestLength) [best, bestLength] = [i, length];
    }
    if (best < 0) return null;
    description.push(best);
  }
  return {
    date,
    dateOrder: dateOrders[0] ?? 'ymd',
    dateOrders,
    description,
    amount,
    ...(category >= 0 ? { category } : {}),
    ...(notes >= 0 ? { notes } : {}),
  };
}

/** ',' when amounts are written like '12,50' and none like '12.50'. */
export function detectDecimal(rows: string[][]): '.' | ',' {
  let comma = 0;
  let point = 0;
  for (const row of rows) {
    for (const cell of row) {
      if (/^[-+(]?[\d.\s']*\d,\d{1,2}\)?-?$/.test(cell.trim())) comma += 1;
      if (/^[-+(]?[\d,\s']*\d\.\d{1,2}\)?-?$/.test(cell.trim())) point += 1;
    }
  }
  return comma > point ? ',' : '.';
}
