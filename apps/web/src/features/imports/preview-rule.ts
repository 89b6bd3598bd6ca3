import { toCents, type CategoryType } from '@elevate/shared';
import { compileRules } from '@elevate/shared/rules-engine';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import type { Rule } from '@elevate/shared/schemas/rules';
import { translate } from '../../lib/i18n/use-t.ts';

export type RuleValue = { category: string; type: CategoryType };

/** The category a rule sets, for the notice ('12 rows set to Dining Out'). */
export const categoryOf = (rule: Rule) =>
  rule.actions.find((action) => action.type === 'setCategory')?.value;

/**
 * What a rule just saved does to the preview's rows: the category (and the rule's type,
 * if it sets one) of every row whose category it would set at upload. The match is the
 * server's own (the shared rules engine over the ledger's rules in order, the first rule
 * that sets a category wins), so a row an earlier rule claims keeps that rule's category,
 * as the next upload would. `current` answers null for a row the user set by hand: a rule
 * never overrides that. `changed` counts the rows whose category or type is now different.
 */
export function applyRuleToPreview(
  rule: Rule,
  rules: readonly Rule[],
  rows: Iterable<ImportRow>,
  current: (row: ImportRow) => RuleValue | null,
): { values: Map<number, RuleValue>; changed: number } {
  const outcomeOf = compileRules(withSavedRule(rules, rule));
  const values = new Map<number, RuleValue>();
  let changed = 0;
  for (const row of rows) {
    const now = current(row);
    if (!now) continue;
    const outcome = outcomeOf({
      description: row.description,
      amountCents: toCents(row.amount),
      type: row.type,
      // The preview's rows carry no account: a condition on one is left to the upload.
      accountId: null,
      date: row.date.slice(0, 10),
    });
    if (outcome.category?.ruleId !== rule._id) continue;
    const type = outcome.type?.ruleId === rule._id ? outcome.type.value : now.type;
    const value = { category: outcome.category.value, type };
    values.set(row.index, value);
    if (value.category !== now.category || value.type !== now.type) changed += 1;
  }
  return { values, changed };
}

/** The rules with `saved` in its place (an edit) or at the end (a new rule runs last). */
export function withSavedRule<R extends { _id: string }>(rules: readonly R[], saved: R): R[] {
  const at = rules.findIndex((rule) => rule._id === saved._id);
  return at < 0 ? [...rules, saved] : rules.map((rule, i) => (i === at ? saved : rule));
}

/** '3 rows set to Dining Out', after a rule or a bulk change. */
export const rowsSetText = (count: number, category: string) =>
  translate('imports.notice.rowsSet', { count, category });
