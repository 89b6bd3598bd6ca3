import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft, newCondition, paramOf } from './rule-form.ts';
import { changeText } from './rule-text.ts';

describe('the rule form', () => {
  it('turns a draft into the body the contract takes, numbers as numbers', () => {
    const draft = {
      ...emptyDraft(),
      name: ' Big rent ',
      match: 'any' as const,
      conditions: [
        { ...newCondition('amount'), op: 'between', value: '1000', high: '2000.5' },
        { ...newCondition('dayOfMonth'), value: '1' },
      ],
      actions: [{ type: 'setCategory' as const, value: 'Rent' }],
    };
    expect(bodyOf(draft)).toEqual({
      body: {
        name: 'Big rent',
        match: 'any',
        conditions: [
          { field: 'amount', op: 'between', value: [1000, 2000.5] },
          { field: 'dayOfMonth', op: 'equals', value: 1 },
        ],
        actions: [{ type: 'setCategory', value: 'Rent' }],
      },
    });
  });

  it("names each refused field by the server's param, a range's end by its row", () => {
    const draft = {
      ...emptyDraft(),
      name: 'Days',
      conditions: [{ ...newCondition('dayOfMonth'), op: 'between', value: '20', high: '5' }],
      actions: [{ type: 'setCategory' as const, value: 'Rent' }],
    };
    expect(bodyOf(draft)).toEqual({
      errors: { 'conditions.0.value': 'between needs its low end first' },
    });
    expect(bodyOf(emptyDraft())).toEqual({
      errors: {
        name: 'Give the rule a name',
        'conditions.0.value': 'Enter a value',
        'actions.0.value': 'Enter a value',
      },
    });
    expect(paramOf(['conditions', 2, 'value', 1])).toBe('conditions.2.value');
  });

  it('keeps a split made elsewhere as it was, since the form offers none', () => {
    const split = {
      type: 'split' as const,
      value: {
        by: 'percent' as const,
        parts: [
          { category: 'Food', percent: 50 },
          { category: 'Fun', percent: 50 },
        ],
      },
    };
    const rule = {
      _id: 'a1e00000-0000-4000-8000-000000000001',
      order: 0,
      name: 'Halves',
      match: 'all' as const,
      conditions: [{ field: 'type' as const, op: 'equals' as const, value: 'expense' as const }],
      actions: [split],
    };
    // Sent back as it was; whether the server takes it is the contract's to say.
    expect(draftOf(rule).actions).toEqual([{ type: 'split', value: '', kept: split }]);
  });

  it('says what a change does to a row', () => {
    const fields = { type: 'expense' as const, description: 'X', notes: null, tags: ['a'] };
    const change = {
      _id: 'b',
      date: '2026-03-01T00:00:00.000Z',
      amount: 5,
      before: { ...fields, category: 'Groceries' },
      after: { ...fields, category: 'Food', notes: 'n', tags: ['a', 'b'] },
    };
    expect(changeText(change)).toBe('category Groceries → Food; notes (none) → n; tags + b');
  });
});
