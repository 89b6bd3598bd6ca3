import { importRuleMatcher, normaliseDescription, type ImportRuleLike } from '@elevate/shared';
import type { CategoryType } from '@elevate/shared';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import { plural } from '../../lib/plural.ts';

export type RuleValue = { category: string; type: CategoryType };

/**
 * What a rule just saved does to the preview's rows: the category (and the rule's type,
 * if it names one) of every row it would categorise at upload. The match is the
 * server's own (importRuleMatcher over the user's rules in order, first match wins), so
 * a row an earlier rule claims keeps that rule's category, as the next upload would.
 * `current` answers null for a row the user set by hand: a rule never overrides that.
 * `changed` counts the rows whose category or type is now different.
 */
export function applyRuleToPreview<R extends ImportRuleLike>(
  rule: R,
  rules: readonly R[],
  rows: Iterable<ImportRow>,
  current: (row: ImportRow) => RuleValue | null,
): { values: Map<number, RuleValue>; changed: number } {
  const matcher = importRuleMatcher(rules.includes(rule) ? rules : [...rules, rule]);
  const values = new Map<number, RuleValue>();
  let changed = 0;
  for (const row of rows) {
    const now = current(row);
    if (!now || matcher(normaliseDescription(row.description)) !== rule) continue;
    const value = { category: rule.category, type: rule.type ?? now.type };
    values.set(row.index, value);
    if (value.category !== now.category || value.type !== now.type) changed += 1;
  }
  return { values, changed };
}

/** The rules with `saved` in its place (an edit) or at the end (a new rule is tried last). */
export function withSavedRule<R extends { _id: string }>(rules: readonly R[], saved: R): R[] {
  const at = rules.findIndex((rule) => rule._id === saved._id);
  return at < 0 ? [...rules, saved] : rules.map((rule, i) => (i === at ? saved : rule));
}

/** '3 rows set to Dining Out', after a rule or a bulk change. */
export const rowsSetText = (count: number, category: string) =>
  `${plural(count, { one: '# row', other: '# rows' })} set to ${category}`;
