import { MAX_ABS_MONEY } from '@elevate/shared/schemas/common';
import { malformed, type StatementAccount, type StatementBalance } from './parsed-row.ts';

// What an OFX or CAMT.053 statement says of its account besides its rows
// (decision 0052, step 5): the bank's id of the account, which the import
// remembers per account, and the closing balance, which the client may offer
// to reconcile against.

/** Longer than any real account id (OFX allows 22 characters, an IBAN has at most 34). */
const MAX_ACCOUNT_KEY = 100;

/**
 * A statement's account id as the key the import remembers, or null when
 * it has none. A hostile file's megabyte of id is a 400 naming the element,
 * before the id reaches a message, a row's bank id or a table.
 */
export function accountKey(text: string, where: string, element: string): string | null {
  if (text === '') return null;
  if (text.length > MAX_ACCOUNT_KEY) {
    throw malformed(where, `${element} is longer than ${MAX_ACCOUNT_KEY} characters`);
  }
  // NUL cannot be stored in a text column; no real id holds any control character.
  if ([...text].some((c) => c < ' ' || c === '\u007f')) {
    throw malformed(where, `${element} holds control characters`);
  }
  return text;
}

/**
 * A closing balance the file states, kept only as a money value the API
 * takes (at most 1,000,000,000 either way) on a real date (1900 to 2200,
 * which the date readers check); anything else is no balance, not an error:
 * the rows are what the file is imported for.
 */
export function statementBalance(
  cents: number | null,
  date: string | null,
): StatementBalance | null {
  if (cents === null || date === null || Math.abs(cents) > MAX_ABS_MONEY * 100) return null;
  return { cents, date };
}

/**
 * The file's one account: its key when every statement names the same one,
 * and the latest closing balance of those statements. A file of several
 * accounts (a bank and a card statement together) has neither: its rows go
 * into the one account the import names, but no single account's id or
 * balance describes it.
 */
export function fileAccount(statements: readonly StatementAccount[]): StatementAccount {
  const [first] = statements;
  const one = first && statements.every((statement) => statement.key === first.key);
  // Two statements without ids may be two accounts.
  if (!one || (first.key === null && statements.length > 1)) return { key: null, balance: null };
  let balance: StatementBalance | null = null;
  for (const statement of statements) {
    if (statement.balance && (!balance || statement.balance.date > balance.date)) {
      balance = statement.balance;
    }
  }
  return { key: first.key, balance };
}
