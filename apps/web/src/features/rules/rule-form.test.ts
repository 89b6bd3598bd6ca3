import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft, newAction, newCondition, paramOf } from './rule-form.ts';
import { splitHint } from './rule-split.ts';
import { actionText, changeText } from './rule-text.ts';

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

  it('reads a stored split back into the form and sends it again as it was', () => {
    const split = {
      type: 'split' as const,
      value: {
        by: 'amount' as const,
        parts: [{ category: 'Food', amount: 10, notes: 'lunch' }, { category: 'Fun' }],
      },
    };
    const rule = {
      _id: 'a1e00000-0000-4000-8000-000000000001',
      order: 0,
      name: 'Tenner',
      match: 'all' as const,
      conditions: [{ field: 'type' as const, op: 'equals' as const, value: 'expense' as const }],
      actions: [split],
    };
    const draft = draftOf(rule);
    expect(draft.actions[0]?.split).toEqual({
      by: 'amount',
      parts: [
        { category: 'Food', share: '10', notes: 'lunch' },
        { category: 'Fun', share: '', notes: '' },
      ],
    });
    expect(bodyOf(draft)).toEqual({ body: { ...rule, _id: undefined, order: undefined } });
  });

  it('sends a split by percent, and refuses percents that miss 100 with the schema message', () => {
    const action = newAction('split');
    const draft = {
      ...emptyDraft(),
      name: 'Shop',
      conditions: [{ ...newCondition(), value: 'shop' }],
      actions: [
        {
          ...action,
          split: {
            by: 'percent' as const,
            parts: [
              { category: 'Groceries', share: '60', notes: '' },
              { category: ' Household ', share: '40', notes: ' bits ' },
            ],
          },
        },
      ],
    };
    expect(bodyOf(draft)).toMatchObject({
      body: {
        actions: [
          {
            type: 'split',
            value: {
              by: 'percent',
              parts: [
                { category: 'Groceries', percent: 60 },
                { category: 'Household', percent: 40, notes: 'bits' },
              ],
            },
          },
        ],
      },
    });
    const short = { ...draft.actions[0]!.split, parts: [...draft.actions[0]!.split.parts] };
    short.parts[1] = { ...short.parts[1]!, share: '30' };
    expect(splitHint(short)).toEqual({ text: 'Percents add up to 90 %, not 100 %', ok: false });
    expect(bodyOf({ ...draft, actions: [{ ...action, split: short }] })).toEqual({
      errors: { 'actions.0.value': 'The parts must add up to 100 percent' },
    });
    const blank = { ...short, parts: [short.parts[0]!, { ...short.parts[1]!, category: '' }] };
    expect(bodyOf({ ...draft, actions: [{ ...action, split: blank }] })).toEqual({
      errors: { 'actions.0.value': 'Choose a category for part 2' },
    });
  });

  it('describes a split in the sentence, and a split change by its parts', () => {
    const byPercent = {
      by: 'percent' as const,
      parts: [
        { category: 'Groceries', percent: 60 },
        { category: 'Household', percent: 40 },
      ],
    };
    const byAmount = {
      by: 'amount' as const,
      parts: [{ category: 'Groceries', amount: 10 }, { category: 'Household' }],
    };
    expect(actionText({ type: 'split', value: byPercent })).toBe(
      'split 60 % Groceries, 40 % Household',
    );
    expect(actionText({ type: 'split', value: byAmount })).toBe(
      'split $10.00 Groceries, the rest Household',
    );
    const fields = { type: 'expense' as const, description: 'X', notes: null, tags: [] };
    const part = { type: 'expense' as const, notes: null };
    const change = {
      _id: 'b',
      date: '2026-03-01T00:00:00.000Z',
      amount: 10.01,
      before: { ...fields, category: 'Groceries', splits: [] },
      after: {
        ...fields,
        category: null,
        splits: [
          { ...part, category: 'Groceries', amount: 6.01 },
          { ...part, category: 'Household', amount: 4 },
        ],
      },
    };
    expect(changeText(change)).toBe('split Groceries $6.01 · Household $4.00');
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
