import { importRuleMatcher, normaliseDescription, type CategoryType } from '@elevate/shared';
import { UNCATEGORIZED, type ImportRow } from '@elevate/shared/schemas/imports';
import type { ParsedRow } from './parsers/index.ts';
import type { Candidate } from './possible-matches.ts';

export interface Rule {
  contains: string;
  category: string;
  type: CategoryType | null;
}

/**
 * A row as staged (stored by staged-row-codec.ts): amount positive in cents,
 * type from the direction of the money.
 */
export interface StagedRow {
  idx: number;
  date: string;
  description: string;
  descKey: string;
  amountCents: number;
  type: CategoryType;
  category: string;
  categorySource: ImportRow['categorySource'];
  notes: string | null;
  bankId: string | null;
  duplicate: boolean;
  /** The existing transaction this row possibly matches (decision 0042). */
  match: Candidate | null;
}

export interface Known {
  rules: Rule[];
  /** Normalised description → the category (and its type) it last had in the ledger. */
  payees: Map<string, { category: string; type: CategoryType }>;
  /**
   * date|cents|normalised description → how many of the ledger's transactions
   * in the file's dates have it, counted down as the file's rows match them.
   */
  unmatched: Map<string, number>;
  /** Claims the existing transaction a row of this date, amount and direction possibly matches. */
  possibleMatch: (date: string, amountCents: number, income: boolean) => Candidate | null;
  /** Bank ids of transactions earlier imports created that still exist. */
  existingBankIds: Set<string>;
}

export const NO_DESCRIPTION = 'No description';

/**
 * join, not a template: V8 keeps a template's result as a tree of string
 * pieces, and a preview holds one key per row (100,000 keys took 17 MB that
 * way, 8 MB as the flat strings join makes).
 */
export const duplicateKey = (date: string, cents: number, descKey: string) =>
  [date, Math.abs(cents), descKey].join('|');

/**
 * Type, category and duplicate mark of each row (decision 0024), one row at a
 * time in file order. Identical rows are matched as a multiset (decision
 * 0037): three coffees of one shop, day and price are three transactions, so
 * a row is a duplicate only while an identical transaction of the ledger is
 * left unmatched. A bank id names one transaction: a second row with it is
 * a duplicate. A preview prepares and stages a chunk at a time, so 100,000 staged rows never
 * sit in memory at once. A category comes from the first rule that matches,
 * else the payee's remembered one (when its type fits the money's direction),
 * else the file's, else none. A row that is no duplicate may claim a possible
 * match (decision 0042).
 */
export function rowPreparer(known: Known): (row: ParsedRow, idx: number) => StagedRow {
  const seenBankIds = new Set<string>();
  const matchRule = importRuleMatcher(known.rules);
  return (row, idx) => {
    const description = row.description || NO_DESCRIPTION;
    const descKey = normaliseDescription(description);
    const out = row.cents < 0;
    let type: CategoryType = out ? 'expense' : 'income';
    let category = UNCATEGORIZED;
    let categorySource: StagedRow['categorySource'] = 'none';
    const rule = matchRule(descKey);
    const payee = known.payees.get(descKey);
    if (rule) {
      [category, categorySource] = [rule.category, 'rule'];
      if (rule.type) type = rule.type;
    } else if (payee && (payee.type === 'income') !== out) {
      [category, type, categorySource] = [payee.category, payee.type, 'payee'];
    } else if (row.category) {
      [category, categorySource] = [row.category, 'file'];
    }
    let duplicate: boolean;
    if (row.bankId) {
      duplicate = known.existingBankIds.has(row.bankId) || seenBankIds.has(row.bankId);
      seenBankIds.add(row.bankId);
    } else {
      const key = known.unmatched.size > 0 ? duplicateKey(row.date, row.cents, descKey) : '';
      const left = known.unmatched.get(key) ?? 0;
      duplicate = left > 0;
      if (duplicate) known.unmatched.set(key, left - 1);
    }
    const amountCents = Math.abs(row.cents);
    return {
      idx,
      date: row.date,
      description,
      descKey,
      amountCents,
      type,
      category,
      categorySource,
      notes: row.notes ?? null,
      bankId: row.bankId ?? null,
      duplicate,
      match: duplicate ? null : known.possibleMatch(row.date, amountCents, !out),
    };
  };
}
