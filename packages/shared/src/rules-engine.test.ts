import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from './random.ts';
import { compileRules, type RuleOutcome, type RuleSubject } from './rules-engine.ts';
import type { RuleBody, RuleCondition } from './schemas/rules.ts';

type TestRule = RuleBody & { _id: string };
const rule = (id: string, fields: Partial<RuleBody>): TestRule => ({
  _id: id,
  name: id,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: 'a' }],
  actions: [{ type: 'setCategory', value: 'Other' }],
  ...fields,
});
const subject = (fields: Partial<RuleSubject> = {}): RuleSubject => ({
  description: 'AMZN Mktp US*2K3',
  amountCents: 2599,
  type: 'expense',
  accountId: 'a0000000-0000-4000-8000-000000000001',
  date: '2026-03-15',
  ...fields,
});
const categoryOf = (rules: TestRule[], s = subject()) => compileRules(rules)(s).category;

describe('each condition', () => {
  const only = (condition: RuleCondition) => [rule('r', { conditions: [condition] })];
  it.each([
    ['contains', 'mktp us', true],
    ['contains', 'MKTP  us*2k3', true],
    ['equals', 'amzn mktp us*2k3', true],
    ['equals', 'amzn', false],
    ['startsWith', 'AMZN', true],
    ['startsWith', 'mktp', false],
    ['endsWith', '*2k3', true],
    ['endsWith', 'amzn', false],
  ] as const)('description %s %j: %s, whatever the case and spacing', (op, value, holds) => {
    expect(categoryOf(only({ field: 'description', op, value })) !== undefined).toBe(holds);
  });

  it.each([
    [{ op: 'equals', value: 25.99 }, true],
    [{ op: 'equals', value: 26 }, false],
    [{ op: 'gte', value: 25.99 }, true],
    [{ op: 'gte', value: 26 }, false],
    [{ op: 'lte', value: 25.99 }, true],
    [{ op: 'lte', value: 25.98 }, false],
    [{ op: 'between', value: [20, 30] }, true],
    [{ op: 'between', value: [25.99, 25.99] }, true],
    [{ op: 'between', value: [26, 30] }, false],
  ] as const)('amount %j: %s, exact to the cent', (test, holds) => {
    const condition = { field: 'amount', ...test } as RuleCondition;
    expect(categoryOf(only(condition)) !== undefined).toBe(holds);
  });

  it('day of month, type and account', () => {
    const check = (condition: RuleCondition, s = subject()) =>
      categoryOf(only(condition), s) !== undefined;
    expect(check({ field: 'dayOfMonth', op: 'equals', value: 15 })).toBe(true);
    expect(check({ field: 'dayOfMonth', op: 'between', value: [1, 14] })).toBe(false);
    expect(
      check({ field: 'dayOfMonth', op: 'gte', value: 28 }, subject({ date: '2026-02-28' })),
    ).toBe(true);
    expect(check({ field: 'type', op: 'equals', value: 'income' })).toBe(false);
    expect(check({ field: 'type', op: 'equals', value: 'expense' })).toBe(true);
    const account = {
      field: 'accountId',
      op: 'equals',
      value: subject().accountId!.toUpperCase(),
    } as const;
    expect(check(account)).toBe(true);
    expect(check(account, subject({ accountId: null }))).toBe(false);
  });

  it('all needs every condition, any one of them', () => {
    const conditions: RuleCondition[] = [
      { field: 'description', op: 'contains', value: 'amzn' },
      { field: 'amount', op: 'gte', value: 100 },
    ];
    expect(categoryOf([rule('r', { conditions, match: 'all' })])).toBeUndefined();
    expect(categoryOf([rule('r', { conditions, match: 'any' })])?.ruleId).toBe('r');
  });
});

describe('actions and order', () => {
  it('the first matching rule with an action of a kind sets it; later rules fill the rest', () => {
    const outcome = compileRules([
      rule('no', { conditions: [{ field: 'amount', op: 'gte', value: 1000 }] }),
      rule('first', { actions: [{ type: 'setCategory', value: 'Shopping' }] }),
      rule('second', {
        actions: [
          { type: 'setCategory', value: 'Books' },
          { type: 'setDescription', value: 'Amazon' },
          { type: 'setNotes', value: 'online' },
        ],
      }),
    ])(subject());
    expect(outcome).toEqual({
      category: { value: 'Shopping', ruleId: 'first' },
      description: { value: 'Amazon', ruleId: 'second' },
      notes: { value: 'online', ruleId: 'second' },
      tags: [],
    });
  });

  it('tags add up over every matching rule, once each whatever the case', () => {
    const outcome = compileRules([
      rule('a', { actions: [{ type: 'addTag', value: 'trip-2026' }] }),
      rule('b', {
        actions: [
          { type: 'addTag', value: 'Trip-2026' },
          { type: 'addTag', value: 'work' },
        ],
      }),
    ])(subject());
    expect(outcome.tags).toEqual([
      { value: 'trip-2026', ruleId: 'a' },
      { value: 'work', ruleId: 'b' },
    ]);
  });

  it('splits by percent exactly to the cent, signed as the amount; an impossible split is skipped', () => {
    const split = (by: 'percent' | 'amount', parts: object[]) =>
      rule(`${by}${parts.length}`, { actions: [{ type: 'split', value: { by, parts } } as never] });
    const thirds = split('percent', [
      { category: 'Groceries', percent: 33.34 },
      { category: 'Household', percent: 33.33 },
      { category: 'Pharmacy', percent: 33.33 },
    ]);
    expect(compileRules([thirds])(subject({ amountCents: -10000 })).split?.value).toEqual([
      { category: 'Groceries', amountCents: -3334, notes: null },
      { category: 'Household', amountCents: -3333, notes: null },
      { category: 'Pharmacy', amountCents: -3333, notes: null },
    ]);
    const fixed = split('amount', [{ category: 'Pension', amount: 30 }, { category: 'Salary' }]);
    // 25.99 cannot give 30 to one part: the next rule's split applies.
    expect(compileRules([fixed, thirds])(subject()).split).toEqual({
      ruleId: 'percent3',
      value: [
        { category: 'Groceries', amountCents: 867, notes: null },
        { category: 'Household', amountCents: 866, notes: null },
        { category: 'Pharmacy', amountCents: 866, notes: null },
      ],
    });
    expect(compileRules([fixed])(subject({ amountCents: 300000 })).split?.value).toEqual([
      { category: 'Pension', amountCents: 3000, notes: null },
      { category: 'Salary', amountCents: 297000, notes: null },
    ]);
  });
});

/** A naive reading of the rules, written apart from the engine: no compiling, no shortcuts. */
function reference(rules: TestRule[], s: RuleSubject) {
  const norm = (text: string) =>
    text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  const cents = (dollars: number) => Math.round(dollars * 100);
  const test = (c: RuleCondition): boolean => {
    const read = { amount: s.amountCents, dayOfMonth: Number(s.date.split('-')[2]) };
    if (c.field === 'description') {
      const [a, b] = [norm(s.description), norm(c.value)];
      return {
        contains: a.indexOf(b) >= 0,
        equals: a === b,
        startsWith: a.slice(0, b.length) === b,
        endsWith: b.length === 0 || a.slice(-b.length) === b,
      }[c.op];
    }
    if (c.field === 'type') return s.type === c.value;
    if (c.field === 'accountId') return (s.accountId ?? '').toLowerCase() === c.value.toLowerCase();
    const value = read[c.field];
    const scale = c.field === 'amount' ? cents : (n: number) => n;
    if (c.op === 'between') return value >= scale(c.value[0]) && value <= scale(c.value[1]);
    const bound = scale(c.value);
    return c.op === 'equals' ? value === bound : c.op === 'gte' ? value >= bound : value <= bound;
  };
  const result: {
    category?: string;
    type?: string;
    description?: string;
    notes?: string;
    tags: string[];
  } = {
    tags: [],
  };
  for (const r of rules) {
    const results = r.conditions.map(test);
    if (!(r.match === 'all' ? !results.includes(false) : results.includes(true))) continue;
    for (const a of r.actions) {
      if (a.type === 'setCategory' && result.category === undefined) result.category = a.value;
      if (a.type === 'setType' && result.type === undefined) result.type = a.value;
      if (a.type === 'setDescription' && result.description === undefined)
        result.description = a.value;
      if (a.type === 'setNotes' && result.notes === undefined) result.notes = a.value;
      if (
        a.type === 'addTag' &&
        !result.tags.some((t) => t.toLowerCase() === a.value.toLowerCase())
      )
        result.tags.push(a.value);
    }
  }
  return result;
}

const WORDS = ['amzn', 'Mktp', 'netflix', 'NETFLIX.COM', 'rent', 'coffee', 'us*2k3', 'x', ''];
function randomCondition(random: Random): RuleCondition {
  const field = random.pick(['description', 'amount', 'dayOfMonth', 'type', 'accountId'] as const);
  if (field === 'description') {
    const value = `${random.pick(WORDS)} ${random.pick(WORDS)}`.trim() || 'x';
    return {
      field,
      op: random.pick(['contains', 'equals', 'startsWith', 'endsWith'] as const),
      value,
    };
  }
  if (field === 'type')
    return { field, op: 'equals', value: random.pick(['income', 'expense', 'savings'] as const) };
  if (field === 'accountId') return { field, op: 'equals', value: random.pick(ACCOUNTS) };
  const draw = () => (field === 'amount' ? random.int(-500, 5000) / 100 : random.int(1, 31));
  const op = random.pick(['equals', 'gte', 'lte', 'between'] as const);
  if (op !== 'between') return { field, op, value: draw() } as RuleCondition;
  const [a, b] = [draw(), draw()];
  return { field, op, value: [Math.min(a, b), Math.max(a, b)] } as RuleCondition;
}
const ACCOUNTS = ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'];

describe('against a naive reference', () => {
  it('gives the same result for random rules and random transactions', () => {
    const random = createRandom(20261128);
    for (let round = 0; round < 300; round += 1) {
      const rules = Array.from({ length: random.int(0, 12) }, (_, i) =>
        rule(`r${i}`, {
          match: random.pick(['all', 'any'] as const),
          conditions: Array.from({ length: random.int(1, 4) }, () => randomCondition(random)),
          actions: Array.from({ length: random.int(1, 3) }, () =>
            random.pick([
              { type: 'setCategory', value: random.pick(['Food', 'Bills', 'Fun']) },
              { type: 'setType', value: random.pick(['income', 'expense'] as const) },
              { type: 'setDescription', value: random.pick(['Amazon', 'Netflix']) },
              { type: 'setNotes', value: random.pick(['a', 'b']) },
              { type: 'addTag', value: random.pick(['trip', 'TRIP', 'work']) },
            ] as const),
          ),
        }),
      );
      const engine = compileRules(rules);
      for (let i = 0; i < 20; i += 1) {
        const s = subject({
          description: `${random.pick(WORDS)}  ${random.pick(WORDS)} ${random.pick(WORDS)}`,
          amountCents: random.int(-500, 5000),
          type: random.pick(['income', 'expense', 'savings'] as const),
          accountId: random.chance(0.2) ? null : random.pick(ACCOUNTS),
          date: `2026-01-${String(random.int(1, 31)).padStart(2, '0')}`,
        });
        const got: RuleOutcome = engine(s);
        expect({
          category: got.category?.value,
          type: got.type?.value,
          description: got.description?.value,
          notes: got.notes?.value,
          tags: got.tags.map((t) => t.value),
        }).toEqual({
          category: undefined,
          type: undefined,
          description: undefined,
          notes: undefined,
          ...reference(rules, s),
        });
      }
    }
  });
});
