import { badRequest } from '../../../lib/errors.ts';

/**
 * A row as a parser reads it, before rules and duplicate checks: the date as
 * 'YYYY-MM-DD', cents signed as the bank sees them (negative = money out).
 */
export interface ParsedRow {
  date: string;
  description: string;
  cents: number;
  /** The bank's own id (OFX FITID, CAMT AcctSvcrRef…), prefixed with the account. */
  bankId?: string | undefined;
  category?: string | undefined;
  notes?: string | undefined;
  /**
   * The file's own split of the row (QIF S/E/$ lines, decision 0055): 2 to MAX_SPLIT_PARTS
   * parts, none 0, signed as the row's direction so they add up to |cents| exactly.
   * Absent when the file splits nothing (or splits it in a way that does not add up).
   */
  parts?: ParsedPart[] | undefined;
}

/** A part of a split row as stored (transactions.parts): cents in the row's direction. */
export interface ParsedPart {
  category: string;
  amountCents: number;
  notes: string | null;
}

/** A closing balance a statement states (statement-account.ts keeps only valid ones). */
export interface StatementBalance {
  cents: number;
  /** YYYY-MM-DD */
  date: string;
}

/** What a statement says of its account besides its rows (decision 0052, step 5). */
export interface StatementAccount {
  /** OFX ACCTID, CAMT.053 IBAN (or other id); null when the statement names none. */
  key: string | null;
  balance: StatementBalance | null;
}

export interface ParseResult {
  rows: ParsedRow[];
  /** Lines with no amount or an amount of 0, left out. */
  ignored: number;
  /** Each statement's account id and closing balance (OFX and CAMT.053 only). */
  statements?: StatementAccount[];
}

export const MAX_DESCRIPTION = 200;
export const MAX_NOTES = 1000;
export const MAX_CATEGORY = 100;

/** A 400 that says what is wrong and where; nothing has been stored when it is thrown. */
export const malformed = (where: string, what: string) => badRequest(`${where}: ${what}`);

/** Whitespace runs collapsed, cut to the length the API takes. */
export function cleanText(value: string | undefined, max: number): string {
  if (!value) return '';
  const clean = /\s\s|[\t\n\r\f\v\u00a0]|^\s|\s$/.test(value)
    ? value.replace(/\s+/g, ' ').trim()
    : value;
  return clean.length > max ? clean.slice(0, max) : clean;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  if (day <= 28) return true;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
}

export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Two-digit years: 00-69 are 20xx, 70-99 are 19xx (as most banks and spreadsheets read them). */
export const fullYear = (year: number, digits: number) =>
  digits > 2 ? year : year < 70 ? 2000 + year : 1900 + year;

const MAX_CENTS = 100_000_000_000;

/**
 * A decimal amount as text to signed cents: '1,234.56', '(12.00)', '-3',
 * '12,50' with decimal ',', '1 234,56', "1'234.56", '12.00-', '+5', '€ 3,10'.
 * null when it is not a number; 0 for a blank cell is the caller's choice.
 */
const PLAIN = { '.': /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/, ',': /^(-?)(\d{1,12})(?:,(\d{1,2}))?$/ };
const NUMBER = { '.': /^(\d*)(?:\.(\d*))?$/, ',': /^(\d*)(?:,(\d*))?$/ };

/** Longer than any amount a bank writes ('EUR -1.234.567.890,00'): not read at all. */
export const MAX_AMOUNT_CHARS = 64;

const isNumberChar = (c: string) => (c >= '0' && c <= '9') || '+-.,'.includes(c);

/**
 * Currency symbols or codes before and after the number cut off with loops:
 * the pattern `[^\d+\-.,]+$` tries every start of a long run of letters and
 * took seconds on a cell of 100,000 characters.
 */
function withoutSymbols(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && !isNumberChar(value[start]!)) start += 1;
  while (end > start && !isNumberChar(value[end - 1]!)) end -= 1;
  return value.slice(start, end);
}

export function parseAmount(text: string, decimal: '.' | ','): number | null {
  if (text.length > MAX_AMOUNT_CHARS) return null;
  // Most cells are plain ('-12.50'): read them without the general path's rewriting.
  const plain = PLAIN[decimal].exec(text);
  if (plain) {
    const cents = Number(plain[2]) * 100 + Number((plain[3] ?? '').padEnd(2, '0'));
    return plain[1] && cents !== 0 ? -cents : cents;
  }
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = withoutSymbols(value);
  if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1);
  } else if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  const thousands = decimal === '.' ? ',' : '.';
  value = value.split(thousands).join('');
  const match = NUMBER[decimal].exec(value);
  if (!match || (match[1] === '' && !match[2])) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return null;
  const cents = Number(match[1] || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}
