import { z } from 'zod';
import { createAccountBody, MAX_ACCOUNTS_PER_LEDGER, updateAccountBody } from './accounts.ts';
import { calendarDay } from './common.ts';
import { instant } from './export-fields.ts';
import { centsBy } from './export-plan-ahead.ts';

/**
 * The accounts of the account export (decision 0052), and the check that ties the
 * file's transactions to them. As for the plan-ahead lists, each field is the API's
 * own schema (cents for the opening balance) and the list has the API's limit.
 */

const account = createAccountBody.shape;
const MAX_IMPORT_KEYS = 100;

/** An account; balances are not stored: they are the opening balance plus the transactions'. */
export const exportAccount = z
  .strictObject({
    name: account.name,
    type: account.type,
    onBudget: account.onBudget,
    openingBalanceCents: centsBy(account.openingBalance.unwrap(), 'Opening balance'),
    openingDate: account.openingDate.unwrap(),
    closed: updateAccountBody.shape.closed.unwrap(),
    /** The account a transaction without `account` goes to. */
    isDefault: z.boolean({ error: 'isDefault must be true or false' }),
    /** The statement date of the last reconciliation. */
    reconciledAt: calendarDay('Reconciled at').nullable(),
    createdAt: instant('Created at'),
    /**
     * The bank account ids (an OFX ACCTID, a CAMT.053 IBAN) whose statements import into
     * this account by themselves; absent from files made before they were exported.
     */
    importKeys: z
      .array(
        z
          .string({ error: 'Import key must be a string' })
          .min(1, 'Import key is required')
          .max(100, 'Import key must be at most 100 characters'),
      )
      .max(MAX_IMPORT_KEYS, `An account can remember at most ${MAX_IMPORT_KEYS} import keys`)
      .default([]),
  })
  .superRefine((entry, ctx) => {
    if (entry.isDefault && entry.closed) {
      ctx.addIssue({
        code: 'custom',
        path: ['closed'],
        message: 'The default account cannot be closed',
      });
    }
  });

/**
 * Oldest first. As in a ledger: names unique whatever their case, and exactly one
 * default when there are any (it takes over the ledger's first account on restore).
 */
export const exportAccounts = z
  .array(exportAccount)
  .max(MAX_ACCOUNTS_PER_LEDGER, `A ledger can hold at most ${MAX_ACCOUNTS_PER_LEDGER} accounts`)
  .default([])
  .superRefine((accounts, ctx) => {
    const seen = new Set<string>();
    // A statement's bank account imports into one account of a ledger.
    const keys = new Set<string>();
    let defaults = 0;
    accounts.forEach((entry, index) => {
      entry.importKeys.forEach((importKey, at) => {
        if (keys.has(importKey)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'importKeys', at],
            message: 'Duplicate import key',
          });
        }
        keys.add(importKey);
      });
      const key = entry.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Duplicate account name' });
      }
      seen.add(key);
      if (entry.isDefault && ++defaults > 1) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'isDefault'],
          message: 'Only one account can be the default',
        });
      }
    });
    if (accounts.length > 0 && defaults === 0) {
      ctx.addIssue({ code: 'custom', message: 'One account must be the default' });
    }
  });

interface LinkedRow {
  date: string;
  amountCents: number;
  account?: string | undefined;
  transfer?: string | null | undefined;
}

/** Issues one refusal lists at most: a file of 200,000 rows naming a missing account needs no 200,000. */
const MAX_ISSUES = 20;

/**
 * Every transaction's account is one the file lists (a file without `accounts` names
 * none), and a transfer's key is shared by exactly two rows, in two accounts, with one
 * date and one amount, as the database keeps a pair: a row is never put into another
 * account than its own, nor a transfer restored as something else.
 */
export function checkTransactionLinks(
  file: { accounts: { name: string }[]; transactions: LinkedRow[] },
  ctx: z.RefinementCtx,
) {
  const rows = file.transactions;
  const names = new Set(file.accounts.map((entry) => entry.name.toLowerCase()));
  let issues = 0;
  const refuse = (index: number, field: string, message: string) => {
    if (issues++ < MAX_ISSUES)
      ctx.addIssue({ code: 'custom', path: ['transactions', index, field], message });
  };
  const pairs = new Map<string, number[]>();
  rows.forEach((row, index) => {
    if (row.account !== undefined && !names.has(row.account.toLowerCase())) {
      refuse(index, 'account', `The file lists no account named "${row.account}"`);
    }
    if (row.transfer == null) return;
    const pair = pairs.get(row.transfer);
    if (pair) pair.push(index);
    else pairs.set(row.transfer, [index]);
  });
  for (const pair of pairs.values()) {
    const [first, second] = pair.map((index) => rows[index]!);
    if (!first || !second || pair.length > 2) {
      refuse(pair[pair.length > 2 ? 2 : 0]!, 'transfer', 'A transfer has exactly two rows');
    } else if (
      first.account === undefined ||
      second.account === undefined ||
      first.account.toLowerCase() === second.account.toLowerCase()
    ) {
      refuse(pair[1]!, 'transfer', "A transfer's two rows are in two different accounts");
    } else if (first.date !== second.date || first.amountCents !== second.amountCents) {
      refuse(pair[1]!, 'transfer', "A transfer's two rows have one date and one amount");
    }
  }
}
