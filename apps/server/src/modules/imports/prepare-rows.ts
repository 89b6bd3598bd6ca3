import { normaliseDescription, type CategoryType } from '@elevate/shared';
import type { RuleOutcome, RuleSubject } from '@elevate/shared/rules-engine';
import { UNCATEGORIZED, type ImportRow } from '@elevate/shared/schemas/imports';
import type { ParsedPart, ParsedRow } from './parsers/index.ts';
import type { Candidate } from './possible-matches.ts';

/**
 * A row as staged (stored by staged-row-codec.ts): amount positive in cents,
 * type from the direction of the money.
 */
export interface StagedRow {
  idx: number;
  date: string;
  /** As the rules left it (a bank's 'AMZN MKTP US*2K3' may become 'Amazon'). */
  description: string;
  /** The file's description, normalised: what duplicates and possible matches compare. */
  descKey: string;
  amountCents: number;
  type: CategoryType;
  /** '' for a split row: its categories are its parts'. */
  category: string;
  categorySource: ImportRow['categorySource'];
  /**
   * The row's split (decision 0055), as transactions.parts stores it (cents adding up to
   * amountCents, of the row's type); null when the row is not split.
   */
  parts: ParsedPart[] | null;
  notes: string | null;
  /** The rules' tags, [] when none. */
  tags: string[];
  /** The rule that set the category, else the first that set anything; null when none did. */
  ruleId: string | null;
  bankId: string | null;
  duplicate: boolean;
  /** The existing transaction this row possibly matches (decision 0042). */
  match: Candidate | null;
}

export interface Known {
  /** The account the rows go into: a rule's account condition reads it. */
  accountId: string;
  /** The ledger's rules, compiled (decision 0054). */
  applyRules: (subject: RuleSubject) => RuleOutcome;
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
 * sit in memory at once. The ledger's rules run on the row as the file has it
 * (decision 0054); a category comes from the first rule that sets one, else the
 * payee's remembered one (when its type fits the money's direction), else the
 * file's, else none. A rule may also set the type, rename the description, set
 * the notes and add tags. Duplicates compare the file's text, and the renamed
 * one once that finds none: a row imported after a rule renamed it keeps the
 * new name. A row that is no duplicate may claim a possible match (decision 0042).
 *
 * Splits (decision 0055): the file's own split (a QIF record's S/E/$ lines) wins over
 * everything else, a rule's split included: it is what the person entered in Quicken, line
 * by line, and a rule is only a guess from the description. A rule's split applies to a row
 * the file did not split. Either way the row has no single category ('' as stored, its parts
 * have theirs): a rule's or payee's category is not used for it. The type is still the
 * rule's or the money's direction, and the parts are of that type.
 */
export function rowPreparer(known: Known): (row: ParsedRow, idx: number) => StagedRow {
  const seenBankIds = new Set<string>();
  return (row, idx) => {
    const fileDescription = row.description || NO_DESCRIPTION;
    const descKey = normaliseDescription(fileDescription);
    const out = row.cents < 0;
    const ruled = known.applyRules({
      description: fileDescription,
      amountCents: Math.abs(row.cents),
      type: out ? 'expense' : 'income',
      accountId: known.accountId,
      date: row.date,
    });
    let type: CategoryType = ruled.type?.value ?? (out ? 'expense' : 'income');
    let category = UNCATEGORIZED;
    let categorySource: StagedRow['categorySource'] = 'none';
    const payee = known.payees.get(descKey);
    const ruleSplit = row.parts ? undefined : ruled.split;
    const parts = row.parts ?? ruleSplit?.value ?? null;
    if (parts) {
      [category, categorySource] = ['', row.parts ? 'file' : 'rule'];
    } else if (ruled.category) {
      [category, categorySource] = [ruled.category.value, 'rule'];
    } else if (payee && (ruled.type ? payee.type === type : (payee.type === 'income') !== out)) {
      [category, type, categorySource] = [payee.category, payee.type, 'payee'];
    } else if (row.category) {
      [category, categorySource] = [row.category, 'file'];
    }
    const description = ruled.description?.value ?? fileDescription;
    // A split row names the rule that split it, as another names the rule of its category.
    const ruleId =
      (
        ruleSplit ??
        (parts ? undefined : ruled.category) ??
        ruled.type ??
        ruled.description ??
        ruled.notes ??
        ruled.tags[0]
      )?.ruleId ?? null;
    let duplicate: boolean;
    if (row.bankId) {
      duplicate = known.existingBankIds.has(row.bankId) || seenBankIds.has(row.bankId);
      seenBankIds.add(row.bankId);
    } else {
      duplicate = claimDuplicate(known.unmatched, row.date, row.cents, [
        descKey,
        ...(ruled.description ? [normaliseDescription(description)] : []),
      ]);
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
      parts,
      notes: ruled.notes?.value ?? row.notes ?? null,
      tags: ruled.tags.map((tag) => tag.value),
      ruleId,
      bankId: row.bankId ?? null,
      duplicate,
      match: duplicate ? null : known.possibleMatch(row.date, amountCents, !out),
    };
  };
}

/** Counts down the first of the texts an identical transaction of the ledger is left for. */
function claimDuplicate(
  unmatched: Map<string, number>,
  date: string,
  cents: number,
  keys: string[],
): boolean {
  if (unmatched.size === 0) return false;
  for (const descKey of keys) {
    const key = duplicateKey(date, cents, descKey);
    const left = unmatched.get(key) ?? 0;
    if (left > 0) {
      unmatched.set(key, left - 1);
      return true;
    }
  }
  return false;
}
