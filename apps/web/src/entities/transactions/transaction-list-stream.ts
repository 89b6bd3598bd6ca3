import {
  transactionListResponse,
  type Transaction,
  type TransactionListResponse,
} from '@elevate/shared/schemas/transactions';
import { appendTransactionRows } from './transaction-rows.ts';

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
// A key of the root object: after its opening brace or a comma, not inside another string.
const transactionsKey = /[{,]\s*"transactions"\s*:\s*$/;

export class MalformedListError extends Error {}

/**
 * Parses a transaction list response while it downloads. The rows of the
 * root's "transactions" array are parsed and checked a run at a time, cut at
 * the array's own commas, so most of the work is done by the time the last
 * byte arrives. Whatever the server's layout, the result equals
 * transactionListResponse.parse(JSON.parse(text)) and any malformed text is
 * rejected: the runs and the rest of the document (the array replaced by
 * null) are each parsed by JSON.parse, and together they are exactly the text.
 */
export function transactionListParser() {
  const rows: Transaction[] = [];
  let skeleton = '';
  let text = '';
  let scanned = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let inRows = false;
  let captured = false;
  let runs = 0;

  const parseRun = (run: string, last: boolean) => {
    if (run.trim() === '') {
      // '[]' is an empty list; an empty run anywhere else is a stray comma.
      if (last && runs === 0) return;
      throw new MalformedListError('Empty element in the transactions array');
    }
    runs += 1;
    appendTransactionRows(JSON.parse(`[${run}]`) as unknown[], rows);
  };

  /** The closing quote of the string at `from` in the rows (which hold whole strings), or -1. */
  function closingQuote(from: number): number {
    let quote = text.indexOf('"', from);
    while (quote !== -1) {
      let before = quote - 1;
      while (text.charCodeAt(before) === BACKSLASH) before -= 1;
      if ((quote - 1 - before) % 2 === 0) return quote;
      quote = text.indexOf('"', quote + 1);
    }
    return -1;
  }

  function push(chunk: string) {
    text += chunk;
    let lastComma = -1;
    let resume = -1;
    for (let i = scanned; i < text.length; i++) {
      if (inString && inRows) {
        // Strings are most of the text: jump over them instead of reading each character.
        const end = closingQuote(i);
        if (end === -1) {
          resume = i;
          break;
        }
        i = end;
        inString = false;
        continue;
      }
      const c = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        depth += 1;
        if (depth === 2 && c === OPEN_BRACKET && !captured) {
          const before = skeleton + text.slice(0, i);
          if (transactionsKey.test(before)) {
            skeleton = `${before}null`;
            text = text.slice(i + 1);
            i = -1;
            inRows = true;
            captured = true;
          }
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth -= 1;
        if (inRows && depth < 2) {
          if (c !== CLOSE_BRACKET) throw new MalformedListError('Unbalanced transactions array');
          parseRun(text.slice(0, i), true);
          text = text.slice(i + 1);
          i = -1;
          lastComma = -1;
          inRows = false;
        }
      } else if (c === COMMA && inRows && depth === 2) lastComma = i;
    }
    const scannedLength = text.length;
    if (inRows && lastComma >= 0) {
      parseRun(text.slice(0, lastComma), false);
      text = text.slice(lastComma + 1);
    } else if (!inRows) {
      skeleton += text;
      text = '';
    }
    // An unfinished string in the rows is searched again from where it was left.
    scanned = resume === -1 ? text.length : resume - (scannedLength - text.length);
  }

  function finish(): TransactionListResponse {
    if (inRows) throw new MalformedListError('The transactions array never ends');
    const body: unknown = JSON.parse(skeleton + text);
    if (!captured || typeof body !== 'object' || body === null) {
      return transactionListResponse.parse(body);
    }
    const record = body as Record<string, unknown>;
    // A later duplicate "transactions" key wins, as in JSON.parse.
    if (record.transactions !== null) return transactionListResponse.parse(body);
    return {
      ...transactionListResponse.parse({ ...record, transactions: [] }),
      transactions: rows,
    };
  }

  return { push, finish };
}

/** Reads a response body with transactionListParser, chunk by chunk as it arrives. */
export async function readTransactionList(response: Response): Promise<TransactionListResponse> {
  const parser = transactionListParser();
  if (!response.body) {
    parser.push(await response.text());
    return parser.finish();
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  return parser.finish();
}
