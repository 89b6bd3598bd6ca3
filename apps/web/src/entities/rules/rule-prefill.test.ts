import { describe, expect, it } from 'vitest';
import { compileRules } from '@elevate/shared/rules-engine';
import type { Rule } from '@elevate/shared/schemas/rules';
import { prefill, prefillNote, type FillableField, type PrefillValues } from './rule-prefill.ts';

const rules: Rule[] = [
  {
    _id: 'r1',
    name: 'Netflix',
    order: 0,
    match: 'all',
    conditions: [{ field: 'description', op: 'contains', value: 'netflix' }],
    actions: [
      { type: 'setCategory', value: 'Streaming' },
      { type: 'addTag', value: 'subscriptions' },
    ],
  },
  {
    _id: 'r2',
    name: 'Big spends',
    order: 1,
    match: 'all',
    conditions: [{ field: 'amount', op: 'gte', value: 100 }],
    actions: [
      { type: 'setNotes', value: 'check the receipt' },
      { type: 'setCategory', value: 'Never: the first rule sets it' },
    ],
  },
  {
    _id: 'r3',
    name: 'Amazon',
    order: 2,
    match: 'all',
    conditions: [{ field: 'description', op: 'startsWith', value: 'amzn' }],
    actions: [{ type: 'setDescription', value: 'Amazon' }],
  },
];
const apply = compileRules(rules);
const ruleNames = new Map(rules.map((r) => [r._id, r.name]));

const form = (patch: Partial<PrefillValues> = {}): PrefillValues => ({
  date: '2026-11-28',
  description: '',
  amount: '',
  type: 'expense',
  category: '',
  notes: '',
  accountId: '',
  tags: [],
  splits: [],
  ...patch,
});
const run = (
  values: PrefillValues,
  touched: FillableField[] = [],
  renamedFrom: string | null = null,
) => prefill({ values, touched: new Set(touched), renamedFrom, apply, ruleNames });

describe('the add form pre-filled by the rules', () => {
  it('fills what the rules say, and names the rules', () => {
    const out = run(form({ description: 'NETFLIX.COM', amount: '120', tags: ['family'] }));
    expect(out.values).toMatchObject({
      category: 'Streaming',
      notes: 'check the receipt',
      tags: ['family', 'subscriptions'],
    });
    expect(prefillNote(out, false)).toBe(
      'Filled in by rules ‘Netflix’ and ‘Big spends’: category, notes, tags.',
    );
  });

  it('leaves alone every field the person set, and runs on nothing blank', () => {
    const out = run(
      form({ description: 'netflix', amount: '120', category: 'Fun', notes: 'mine', tags: [] }),
      ['category', 'notes', 'tags'],
    );
    expect(out.values).toMatchObject({ category: 'Fun', notes: 'mine', tags: [] });
    expect(prefillNote(out, false)).toBeNull();
    expect(run(form()).values).toEqual(form());
    // A blank amount matches no amount condition.
    expect(run(form({ description: 'shop' })).values.notes).toBe('');
  });

  it('offers a new description, and keeps reading the typed one once it is taken', () => {
    const typed = run(form({ description: 'AMZN MKTP US*2K3' }));
    expect(typed.rename).toBe('Amazon');
    const taken = run(form({ description: 'Amazon' }), [], 'AMZN MKTP US*2K3');
    expect(taken.rename).toBeNull();
    expect(prefillNote(taken, true)).toBe('Filled in by rule ‘Amazon’: description.');
  });

  it("fills a rule's split from the typed amount, unless the person split it or chose a category", () => {
    const market: Rule = {
      _id: 'r4',
      name: 'Supermarket',
      order: 0,
      match: 'all',
      conditions: [{ field: 'description', op: 'contains', value: 'market' }],
      actions: [
        {
          type: 'split',
          value: {
            by: 'percent',
            parts: [
              { category: 'Groceries', percent: 60 },
              { category: 'Household', percent: 40, notes: 'soap' },
            ],
          },
        },
        { type: 'setCategory', value: 'Shopping' },
      ],
    };
    const split = (values: PrefillValues, touched: FillableField[] = []) =>
      prefill({
        values,
        touched: new Set(touched),
        renamedFrom: null,
        apply: compileRules([market]),
        ruleNames: new Map([['r4', 'Supermarket']]),
      });
    const out = split(form({ description: 'Supermarket', amount: '10.01' }));
    expect(out.values.splits).toEqual([
      { category: 'Groceries', amount: '6.01', notes: '' },
      { category: 'Household', amount: '4', notes: 'soap' },
    ]);
    expect(out.values.category).toBe('');
    expect(prefillNote(out, false)).toBe('Filled in by rule ‘Supermarket’: split.');
    const own = [
      { category: 'A', amount: '5', notes: '' },
      { category: 'B', amount: '5.01', notes: '' },
    ];
    expect(
      split(form({ description: 'Supermarket', amount: '10.01', splits: own })).values.splits,
    ).toBe(own);
    const chosen = split(form({ description: 'Supermarket', amount: '10.01', category: 'Food' }), [
      'category',
    ]);
    expect(chosen.values).toMatchObject({ category: 'Food', splits: [] });
    expect(chosen.filled).toEqual([]);
  });
});
