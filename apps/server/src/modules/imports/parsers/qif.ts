import { setImmediate } from 'node:timers/promises';
import { MAX_IMPORT_ROWS, type CsvDateOrder } from '@elevate/shared/schemas/imports';
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
  type ParseResult,
} from './parsed-row.ts';

/** Sections whose records are transactions of an account; the rest (!Type:Cat, Invst…) are left out. */
const MONEY_SECTIONS = /^!type:(bank|ccard|cash|oth a|oth l)\s*$/i;

interface QifRecord {
  line: number;
  fields: Map<string, string>;
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
    current ??= { line: i + 1, fields: new Map() };
    const code = line[0]!;
    // Split lines (S, E, $) repeat; the record's total (T) is what the account moved.
    if (!current.fields.has(code)) current.fields.set(code, line.slice(1));
  });
  const last = current as QifRecord | null;
  if (last && inMoney && !inAccount && last.fields.has('D')) money.push(last);
  return { money, other };
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
    const decimal = /,\d{1,2}$/.test(amountText) && !amountText.includes('.') ? ',' : '.';
    const cents = amountText === '' ? 0 : parseAmount(amountText, decimal);
    if (cents === null) throw malformed(where, `'${amountText.slice(0, 40)}' is not an amount`);
    if (cents === 0) {
      result.ignored += 1;
      continue;
    }
    const payee = record.fields.get('P') ?? '';
    const memo = record.fields.get('M') ?? '';
    // '[Savings]' is a transfer to another Quicken account, not a category.
    const category = (record.fields.get('L') ?? '').trim();
    result.rows.push({
      date,
      description: cleanText(payee || memo, MAX_DESCRIPTION),
      cents,
      category:
        category && !category.startsWith('[')
          ? cleanText(category.split(':')[0], MAX_CATEGORY)
          : undefined,
      notes: payee && memo ? cleanText(memo, MAX_NOTES) : undefined,
    });
  }
  return result;
}
