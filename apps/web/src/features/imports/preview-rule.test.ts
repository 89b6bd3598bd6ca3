import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@elevate/shared/schemas/imports';
import type { Rule, RuleAction } from '@elevate/shared/schemas/rules';
import { makeRow } from './test/import-fixtures.ts';
import { applyRuleToPreview, rowsSetText, withSavedRule, type RuleValue } from './preview-rule.ts';

const row = (index: number, description: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  ...makeRow(index),
  description,
  ...extra,
});
/** A rule as one made from a row: description contains X → category (→ type). */
const rule = (
  id: string,
  contains: string,
  category: string,
  type: RuleValue['type'] | null = null,
): Rule => {
  const actions: RuleAction[] = [{ type: 'setCategory', value: category }];
  if (type) actions.push({ type: 'setType', value: type });
  return {
    _id: id,
    order: 0,
    name: `${contains} → ${category}`,
    match: 'all',
    conditions: [{ field: 'description', op: 'contains', value: contains }],
    actions,
  };
};
const asUploaded = (r: ImportRow): RuleValue => ({ category: r.category, type: r.type });

describe('applyRuleToPreview', () => {
  const rows = [
    row(0, 'STARBUCKS #123 Seattle'),
    row(1, 'Card  starbucks   coffee'),
    row(2, 'STAR BUCKS'),
    row(3, 'Starbucks', { category: 'Dining Out' }),
    row(4, 'Ｓｔａｒｂｕｃｋｓ reserve'),
  ];

  it('sets every row the server would match (case, spaces and width folded) and counts the changed ones', () => {
    const starbucks = rule('r1', 'starbucks', 'Dining Out');
    const { values, changed } = applyRuleToPreview(starbucks, [starbucks], rows, asUploaded);
    expect([...values.keys()]).toEqual([0, 1, 3, 4]);
    expect(values.get(0)).toEqual({ category: 'Dining Out', type: 'expense' });
    // Row 3 already had Dining Out: matched, but not a change.
    expect(changed).toBe(3);
  });

  it('leaves rows the user set by hand alone', () => {
    const starbucks = rule('r1', 'STARBUCKS', 'Dining Out');
    const byHand = (r: ImportRow) => (r.index === 1 ? null : asUploaded(r));
    const { values, changed } = applyRuleToPreview(starbucks, [starbucks], rows, byHand);
    expect(values.has(1)).toBe(false);
    expect(changed).toBe(2);
  });

  it("sets the rule's type when it names one, otherwise keeps the row's", () => {
    const typed = rule('r1', 'starbucks', 'Treats', 'savings');
    const income = row(7, 'STARBUCKS refund', { type: 'income' });
    expect(applyRuleToPreview(typed, [typed], [income], asUploaded).values.get(7)).toEqual({
      category: 'Treats',
      type: 'savings',
    });
    const untyped = rule('r2', 'starbucks', 'Treats');
    expect(applyRuleToPreview(untyped, [untyped], [income], asUploaded).values.get(7)).toEqual({
      category: 'Treats',
      type: 'income',
    });
  });

  it('an earlier rule that matches wins, as at upload: the row keeps what that rule gave', () => {
    const coffee = rule('r0', 'coffee', 'Coffee');
    const starbucks = rule('r1', 'starbucks', 'Dining Out');
    const { values, changed } = applyRuleToPreview(
      starbucks,
      [coffee, starbucks],
      rows,
      asUploaded,
    );
    expect(values.has(1)).toBe(false);
    expect([...values.keys()]).toEqual([0, 3, 4]);
    expect(changed).toBe(2);
  });

  it('withSavedRule puts an edited rule in its place and a new one last', () => {
    const a = rule('a', 'x', 'X');
    const b = rule('b', 'y', 'Y');
    const edited = { ...a, name: 'Z' };
    expect(withSavedRule([a, b], edited)).toEqual([edited, b]);
    const added = rule('c', 'z', 'Z');
    expect(withSavedRule([a, b], added)).toEqual([a, b, added]);
  });

  it("says '1 row' and '3 rows'", () => {
    expect(rowsSetText(1, 'Dining Out')).toBe('1 row set to Dining Out');
    expect(rowsSetText(3, 'Dining Out')).toBe('3 rows set to Dining Out');
    expect(rowsSetText(0, 'Dining Out')).toBe('0 rows set to Dining Out');
  });
});
