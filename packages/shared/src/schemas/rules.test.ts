import { describe, expect, it } from 'vitest';
import { ruleAction, ruleBody } from './rules.ts';

const valid = {
  name: 'Netflix',
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: 'netflix' }],
  actions: [{ type: 'setCategory', value: 'Subscriptions' }],
};
const messages = (body: unknown) => {
  const parsed = ruleBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a rule body', () => {
  it('takes every documented condition and action', () => {
    expect(
      ruleBody.safeParse({
        ...valid,
        match: 'any',
        conditions: [
          { field: 'description', op: 'endsWith', value: ' .com ' },
          { field: 'amount', op: 'between', value: [10, 20.5] },
          { field: 'amount', op: 'gte', value: -5 },
          { field: 'dayOfMonth', op: 'between', value: [1, 5] },
          { field: 'type', op: 'equals', value: 'income' },
          { field: 'accountId', op: 'equals', value: 'a0000000-0000-4000-8000-000000000001' },
        ],
        actions: [
          { type: 'setDescription', value: 'Amazon' },
          { type: 'setNotes', value: '' },
          { type: 'addTag', value: 'trip' },
          { type: 'setType', value: 'income' },
        ],
      }).success,
    ).toBe(true);
  });

  it('takes a split action whose parts add up, and refuses one whose percents do not', () => {
    const split = {
      type: 'split',
      value: {
        by: 'percent',
        parts: [
          { category: 'A', percent: 60 },
          { category: 'B', percent: 40 },
        ],
      },
    };
    expect(ruleAction.safeParse(split).success).toBe(true);
    expect(messages({ ...valid, actions: [valid.actions[0], split] })).toEqual([]);
    const over = {
      ...split,
      value: {
        ...split.value,
        parts: [
          { category: 'A', percent: 60 },
          { category: 'B', percent: 50 },
        ],
      },
    };
    expect(messages({ ...valid, actions: [over] })).toEqual([
      'The parts must add up to 100 percent',
    ]);
  });

  it.each([
    [{ conditions: [{ field: 'payee', op: 'equals', value: 'x' }] }, /field must be/],
    [{ conditions: [{ field: 'description', op: 'regex', value: '.*' }] }, /contains, equals/],
    [{ conditions: [{ field: 'amount', op: 'contains', value: 1 }] }, /amount is compared/],
    [{ conditions: [{ field: 'amount', op: 'between', value: [5, 1] }] }, /low end first/],
    [
      { conditions: [{ field: 'description', op: 'contains', value: 'x'.repeat(1_000_000) }] },
      /at most 200/,
    ],
    [{ conditions: [] }, /needs a condition/],
    [{ conditions: Array(21).fill(valid.conditions[0]) }, /at most 20 conditions/],
    [{ actions: [{ type: 'delete', value: 1 }] }, /type must be/],
    [{ actions: Array(11).fill(valid.actions[0]) }, /at most 10 actions/],
    [
      {
        actions: [
          {
            type: 'split',
            value: {
              by: 'percent',
              parts: [
                { category: 'A', percent: 60 },
                { category: 'B', percent: 30 },
              ],
            },
          },
        ],
      },
      /100 percent/,
    ],
    [
      {
        actions: [
          {
            type: 'split',
            value: { by: 'amount', parts: Array(1000).fill({ category: 'A', amount: 1 }) },
          },
        ],
      },
      /at most 20 parts/,
    ],
    [{ match: 'some' }, /all or any/],
    [{ name: '' }, /must not be empty/],
  ])('refuses a bad rule in words (%#)', (change, message) => {
    expect(messages({ ...valid, ...change }).join(' | ')).toMatch(message);
  });
});
