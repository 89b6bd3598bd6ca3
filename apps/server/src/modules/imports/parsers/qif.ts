import { setImmediate } from 'node:timers/promises';
import { MAX_IMPORT_ROWS, UNCATEGORIZED, type CsvDateOrder } from '@elevate/shared/schemas/imports';
import { MAX_SPLIT_PARTS } from '@elevate/shared/schemas/splits';
import { badRequest } from '../../../lib/errors.ts';
import { TOO_MANY_ROWS } from './csv-rows.ts';
import { parseCsvDate, possibleDateOrders } from './csv-date.ts';
import { eachLine } from './each-line.ts';
import {
  cleanText,
  malformed,
  MAX_CATEGORY,
  MAX_DESCRIPTION,
  MAX_NOTES,
  parseAmount,
  type ParsedPart,
  type ParseResult,
} from './parsed-row.ts';

/** Sections whose records are transactions of an account; the rest (!Type:Cat, Invst…) are left out. */
const MONEY_SECTIONS = /^!type:(bank|ccard|cash|oth a|oth l)\s*$/i;

/** A split line group of a record: S (category), E (memo), $ (amount), each at most once. */
interface QifSplit {
  category?: string;
  memo?: string;
  amount?: string;
}

interface QifRecord {
  line: number;
  fields: Map<string, string>;
  /** At most MAX_SPLIT_PARTS; past that `tooManySplits` is set and the rest are not kept. */
  splits: QifSplit[];
  tooManySplits: boolean;
}

const SPLIT_FIELD = { S: 'category', E: 'memo', $: 'amount' } as const;

/**
 * A split line into the record's splits: an S line starts a part, and so does an E or $
 * line its part already has (files that leave S out). Bounded: a record keeps at most
 * MAX_SPLIT_PARTS parts, so 100,000 S lines cost a flag, not 100,000 objects.
 */
function addSplitLine(record: QifRecord, code: keyof typeof SPLIT_FIELD, value: string): void {
  if (record.tooManySplits) return;
  const field = SPLIT_FIELD[code];
  let split = record.splits.at(-1);
  if (!split || code === 'S' || split[field] !== undefined) {
    if (record.splits.length >= MAX_SPLIT_PARTS) {
      record.tooManySplits = true;
      record.splits = [];
      return;
    }
    split = {};
    record.splits.push(split);
  }
  split[field] = value;
}

/**
 * The forms Quicken writes: ' 1/ 2/2006' → '1/2/2006'; after an apostrophe
 * the year counts from 2000, padded with a space, not a zero ('1/2'06',
 * "8/31' 0" → '8/31/2000'), so it never reads as a 1900s year.
 */
const qifDateText = (text: string) =>
  text
    .trim()
    .replace(/'\s{0,2}(\d{1,2})$/, (_, year: string) => `/${2000 + Number(year)}`)
    .replace(/'\s*/g, '/')
    .replace(/\s+/g, '');

function records(text: string): { money: QifRecord[]; other: number } {
  const money: QifRecord[] = [];
  let other = 0;
  let inMoney = false;
  let inAccount = false;
  let current: QifRecord | null = null;
  eachLine(text, (raw, i) => {
    const line = raw.trimEnd();
    if (line === '') return;
    if (line.startsWith('!')) {
      inAccount = /^!account/i.test(line);
      if (/^!type:/i.test(line)) inMoney = MONEY_SECTIONS.test(line);
      else if (/^!option|^!clear/i.test(line)) return;
      current = null;
      return;
    }
    if (line.startsWith('^')) {
      if (current && inMoney && !inAccount) {
        // Stopped at the limit: the records past it would only be thrown away.
        if (money.length >= MAX_IMPORT_ROWS) throw badRequest(TOO_MANY_ROWS);
        money.push(current);
      } else if (current) other += inAccount ? 0 : 1;
      current = null;
      return;
    }
    current ??= { line: i + 1, fields: new Map(), splits: [], tooManySplits: false };
    const code = line[0]!;
    // Split lines (S, E, $) repeat; the record's total (T) is what the account moved.
    if (code === 'S' || code === 'E' || code === '$') addSplitLine(current, code, line.slice(1));
    else if (!current.fields.has(code)) current.fields.set(code, line.slice(1));
  });
  const last = current as QifRecord | null;
  if (last && inMoney && !inAccount && last.fields.has('D')) money.push(last);
  return { money, other };
}

/** A QIF category as a row keeps it: 'Parent:Child' → 'Parent'; '[Savings]' (a transfer) → none. */
function qifCategory(text: string | undefined): string | undefined {
  const category = (text ?? '').trim();
  return category && !category.startsWith('[')
    ? cleanText(category.split(':')[0], MAX_CATEGORY) || undefined
    : undefined;
}

const amountDecimal = (text: string): '.' | ',' =>
  /,\d{1,2}$/.test(text) && !text.includes('.') ? ',' : '.';

/**
 * The record's split as parts in the row's direction (adding up to |cents|), or undefined
 * when it is no usable split: fewer than 2 or more than MAX_SPLIT_PARTS lines, an amount
 * that is missing, unreadable or 0, or amounts that do not add up to the record's. The row
 * is then imported unsplit, as before splits: the file is never refused for its split.
 * A part's category is kept as an L category is; a transfer or blank one is Uncategorized.
 */
function qifParts(record: QifRecord, cents: number): ParsedPart[] | undefined {
  const { splits } = record;
  if (record.tooManySplits || splits.length < 2) return undefined;
  const sign = cents < 0 ? -1 : 1;
  const parts: ParsedPart[] = [];
  let total = 0;
  for (const split of splits) {
    const text = (split.amount ?? '').trim();
    const amount = text === '' ? null : parseAmount(text, amountDecimal(text));
    if (amount === null || amount === 0) return undefined;
    total += amount;
    const notes = cleanText(split.memo, MAX_NOTES);
    parts.push({
      category: qifCategory(split.category) ?? UNCATEGORIZED,
      amountCents: sign * amount,
      notes: notes || null,
    });
  }
  return total === cents ? parts : undefined;
}

/** QIF (Quicken Interchange Format): bank, cash and credit-card sections; US dates unless they cannot be. */
export async function parseQif(text: string): Promise<ParseResult> {
  if (!/^\s*!(type|account|option)/i.test(text)) {
    throw malformed('QIF, line 1', 'a QIF file starts with !Type: or !Account');
  }
  const { money, other } = records(text);
  // Other requests are answered between reading the records and the rows.
  await setImmediate();
  const orders = possibleDateOrders(money.map((r) => qifDateText(r.fields.get('D') ?? '')));
  const order: CsvDateOrder = orders.includes('mdy') ? 'mdy' : (orders[0] ?? 'mdy');
  const result: ParseResult = { rows: [], ignored: other };
  for (const record of money) {
    const where = `QIF, line ${record.line}`;
    const dateText = record.fields.get('D') ?? '';
    const date = parseCsvDate(qifDateText(dateText), order);
    if (!date) throw malformed(where, `'${dateText.slice(0, 40)}' is not a date`);
    const amountText = (record.fields.get('T') ?? record.fields.get('U') ?? '').trim();
    const cents = amountText === '' ? 0 : parseAmount(amountText, amountDecimal(amountText));
    if (cents === null) throw malformed(where, `'${amountText.slice(0, 40)}' is not an amount`);
    if (cents === 0) {
      result.ignored += 1;
      continue;
    }
    const payee = record.fields.get('P') ?? '';
    const memo = record.fields.get('M') ?? '';
    const parts = qifParts(record, cents);
    result.rows.push({
      date,
      description: cleanText(payee || memo, MAX_DESCRIPTION),
      cents,
      // '[Savings]' is a transfer to another Quicken account, not a category.
      category: qifCategory(record.fields.get('L')),
      notes: payee && memo ? cleanText(memo, MAX_NOTES) : undefined,
      ...(parts ? { parts } : {}),
    });
  }
  return result;
}
